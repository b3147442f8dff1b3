import { md5Hex } from '../../edm/hash';
import type { ManifestInput } from '../iiif/manifest';
import { testRecord, type TestMedia } from './test-records';

const IMAGE = 'https://media.example/a.jpg';

/** A record with one remote image whose `edmIsShownAt` is `isShownAt` (none when undefined). */
export function manifestInput(isShownAt: string | undefined): ManifestInput {
  const record = testRecord({
    id: '/200/atlas_1',
    title: { en: ['Atlas'] },
    media: [{ url: IMAGE, mimeType: 'image/jpeg', width: 800, height: 600 }],
  });
  const aggregation = record.aggregations[0]!;
  if (isShownAt === undefined) delete aggregation.edmIsShownAt;
  else aggregation.edmIsShownAt = isShownAt;
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

/** A record of `type` whose web resources are `media` (all remote), as the routes plan it. */
export function mediaInput(type: string, media: TestMedia[]): ManifestInput {
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
