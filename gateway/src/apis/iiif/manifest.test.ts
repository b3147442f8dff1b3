import { manifestInput as input } from '../testing/manifest-input';
import { buildManifest, planManifest, webUrl } from './manifest';

const NOT_WEB_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(31)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/landing',
  '/landing',
  'landing.html',
  'http:evil.example',
  'not a URL',
  '',
];

describe('Presentation 3 manifest: the provider’s page (homepage)', () => {
  it('is the record’s edmIsShownAt when it is an absolute http(s) URL', () => {
    for (const url of ['https://museum.example/objects/atlas_1', 'http://museum.example/o/1']) {
      const manifest = buildManifest(input(url))!;
      expect(manifest.homepage).toEqual([
        {
          id: url,
          type: 'Text',
          label: { en: ['View at Test Museum'] },
          format: 'text/html',
        },
      ]);
    }
  });

  it('is left out for any other value, as for none', () => {
    for (const url of [...NOT_WEB_URLS, undefined]) {
      const manifest = buildManifest(input(url))!;
      expect(manifest).not.toHaveProperty('homepage');
      expect(planManifest(input(url))).not.toHaveProperty('homepage');
      // the rest of the manifest is there all the same
      expect(manifest.items).toHaveLength(1);
    }
  });
});

describe('webUrl', () => {
  it('keeps absolute http(s) URLs as they are', () => {
    expect(webUrl('https://x.org')).toBe('https://x.org');
    expect(webUrl(' HTTP://x.org/a?b=1 ')).toBe('HTTP://x.org/a?b=1');
  });

  it('drops other schemes, protocol-relative, relative values and non-strings', () => {
    for (const value of [...NOT_WEB_URLS, 'https:\\\\evil.example', 'http://', undefined, 42]) {
      expect(webUrl(value)).toBeUndefined();
    }
  });
});
