/* eslint-disable @typescript-eslint/no-explicit-any -- the tests walk JSON-LD documents */
import { md5Hex } from '../../edm/hash';
import { manifestInput as input } from '../testing/manifest-input';
import { testRecord, type TestMedia } from '../testing/test-records';
import type { ManifestInput } from './manifest';
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

/** A record of `type` whose web resources are `media` (all remote), as in `manifest.test.ts`. */
function mediaInput(type: string, media: TestMedia[]): ManifestInput {
  const id = '/300/recording_1';
  const record = testRecord({ id, type, title: { en: ['A recording'] }, media });
  return {
    base: 'http://gateway.test',
    item: { itemKey: 1, id, type, record, timestampCreated: 0, timestampUpdate: 0 },
    media: media.map((m, position) => ({
      entry: {
        itemKey: 1,
        itemId: id,
        position,
        role: position === 0 ? 'isShownBy' : 'hasView',
        url: m.url,
        urlMd5: md5Hex(m.url),
        mimeType: m.mimeType ?? null,
        width: m.width ?? null,
        height: m.height ?? null,
        byteSize: null,
        localFile: null,
      },
      localFile: false,
    })),
  };
}

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
