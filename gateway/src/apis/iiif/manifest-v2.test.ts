import { testRecord } from '../testing/test-records';
import type { ManifestInput } from './manifest';
import { buildManifestV2 } from './manifest-v2';

const IMAGE = 'https://media.example/a.jpg';

/** A record with one remote image whose `edmIsShownAt` is `isShownAt`. */
function input(isShownAt: string): ManifestInput {
  const record = testRecord({
    id: '/200/atlas_1',
    title: { en: ['Atlas'] },
    media: [{ url: IMAGE, mimeType: 'image/jpeg', width: 800, height: 600 }],
  });
  record.aggregations[0]!.edmIsShownAt = isShownAt;
  return {
    base: 'http://gateway.test',
    item: {
      itemKey: 1,
      id: '/200/atlas_1',
      type: 'IMAGE',
      record,
      timestampCreated: 0,
      timestampUpdate: 0,
    },
    media: [
      {
        entry: {
          itemKey: 1,
          itemId: '/200/atlas_1',
          position: 0,
          role: 'isShownBy',
          url: IMAGE,
          urlMd5: '0'.repeat(32),
          mimeType: 'image/jpeg',
          width: 800,
          height: 600,
          byteSize: null,
          localFile: null,
        },
        localFile: false,
      },
    ],
  };
}

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
