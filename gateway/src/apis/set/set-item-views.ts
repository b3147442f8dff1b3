import type { Store } from '../../store/store';
import { minimalItems } from '../recommend/item-views';
import { thumbnailUrl, type ItemViewContext } from '../search/item-view';
import { itemUri } from './set-json';

/**
 * The `items.meta` profile: the set's items as minimal Search API items, in the set's order.
 * Items no longer in the store (a re-import without them) are left out, as the real API leaves
 * out those the Search API no longer finds; the set keeps them.
 */
export function itemDescriptions(
  store: Store,
  recordIds: readonly string[],
  view: ItemViewContext,
): Array<Record<string, unknown>> {
  const scored = recordIds.flatMap((recordId) => {
    const itemKey = store.items.getKey(recordId);
    return itemKey === undefined ? [] : [{ itemKey, score: 1 }];
  });
  return minimalItems(store, scored, view);
}

/**
 * `isShownBy` of a set: the media and thumbnail of its first item, the set's picture in lists of
 * galleries (contract §4), when the store has that item and an image of it.
 */
export function depictionOf(
  store: Store,
  firstRecordId: string | undefined,
  view: ItemViewContext,
): Record<string, unknown> | undefined {
  if (firstRecordId === undefined) return undefined;
  const doc = store
    .statement(
      "SELECT json_extract(search_json, '$.edmIsShownBy[0]') AS media, json_extract(search_json, '$.edmPreview[0]') AS preview, type FROM items WHERE id = ?",
    )
    .get(firstRecordId) as
    { media: string | null; preview: string | null; type: string } | undefined;
  const image = doc?.preview ?? doc?.media;
  if (!doc || !image) return undefined;
  return {
    id: doc.media ?? image,
    source: itemUri(firstRecordId),
    thumbnail: thumbnailUrl(view.publicUrl, image, doc.type),
  };
}
