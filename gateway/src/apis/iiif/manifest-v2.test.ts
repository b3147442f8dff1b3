import { manifestInput as input } from '../testing/manifest-input';
import { buildManifestV2 } from './manifest-v2';

describe('Presentation 2.1 manifest: the provider’s page (related)', () => {
  it('is the record’s edmIsShownAt when it is an absolute http(s) URL', () => {
    for (const url of ['https://museum.example/objects/atlas_1', 'http://museum.example/o/1']) {
      expect(buildManifestV2(input(url))!.related).toEqual({
        '@id': url,
        format: 'text/html',
        label: 'View at Test Museum',
      });
    }
  });

  it('is left out for any other value', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(31)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/landing',
      '/landing',
      'landing.html',
    ]) {
      const manifest = buildManifestV2(input(url))!;
      expect(manifest).not.toHaveProperty('related');
      expect(manifest.sequences).toHaveLength(1);
    }
  });
});
