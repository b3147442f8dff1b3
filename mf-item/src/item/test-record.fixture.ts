import type { RecordObject } from '@portal/shared-kernel';

/**
 * A small record `/1/a` titled "A", for tests of one part of the item page: its provider
 * aggregation takes `aggregation` (media, rights), and `webResources` typed by `mimeTypes`.
 */
export function testRecord(
  aggregation: Record<string, unknown>,
  mimeTypes: Record<string, string> = {},
): RecordObject {
  return {
    about: '/1/a',
    type: 'IMAGE',
    proxies: [{ about: '/proxy/provider/1/a', dcTitle: { en: ['A'] } }],
    aggregations: [
      {
        about: '/aggregation/provider/1/a',
        ...aggregation,
        ...(Object.keys(mimeTypes).length
          ? {
              webResources: Object.entries(mimeTypes).map(([about, mime]) => ({
                about,
                ebucoreHasMimeType: mime,
              })),
            }
          : {}),
      },
    ],
  };
}
