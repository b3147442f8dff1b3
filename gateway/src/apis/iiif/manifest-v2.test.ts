/* eslint-disable @typescript-eslint/no-explicit-any -- the tests walk JSON-LD documents */
import { manifestInput as input, mediaInput } from '../testing/manifest-input';
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

describe('Presentation 2.1 manifest: sound and video', () => {
  it('paints a recording whose record gives no duration, on a canvas of nominal size', () => {
    const manifest = buildManifestV2(
      mediaInput('SOUND', [
        { url: 'https://sound.example.org/untimed.ogg', mimeType: 'audio/ogg' },
      ]),
    ) as any;
    expect(manifest).toBeDefined();
    const canvases = manifest.sequences[0].canvases;
    expect(canvases).toHaveLength(1);
    // A 2.1 canvas must have a size, and 2.1 has no duration at all.
    expect(canvases[0]).toMatchObject({ '@type': 'sc:Canvas', width: 1000, height: 1000 });
    expect(canvases[0]).not.toHaveProperty('duration');
    expect(canvases[0].images[0].resource).toEqual({
      '@id': 'https://sound.example.org/untimed.ogg',
      '@type': 'dctypes:Sound',
      format: 'audio/ogg',
    });
    expect(manifest).not.toHaveProperty('rendering');
  });

  it('has the same canvases with or without durations in the record', () => {
    const film = { url: 'https://film.example.org/f.webm', mimeType: 'video/webm' };
    const timed = buildManifestV2(mediaInput('VIDEO', [{ ...film, durationMs: 5000 }])) as any;
    const untimed = buildManifestV2(mediaInput('VIDEO', [film])) as any;
    expect(untimed.sequences).toEqual(timed.sequences);
    expect(JSON.stringify(untimed)).not.toContain('duration');
  });
});
