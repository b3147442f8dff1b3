import { cachedLookup } from '../convert/entity-lookup';
import type { ItemSource } from '../store/items-repository';
import { isLineHash, withDerivedLinks } from '../store/prepare-item';
import type { Store } from '../store/store';
import { itemsEmbedding, refreshedRecord } from './refresh-entities';
import { itemsToRelink, MUSEUM_SOURCE, relinkedRecord, type StoreLinks } from './relink-items';

export interface StoredItemsUpdate {
  /** Items whose embedded copies of changed entities were refreshed. */
  refreshed: number;
  /** Museum items linked again to places or merged agents (`relink-items.ts`). */
  relinked: number;
}

/**
 * After an entity file, the stored items its changes reach, each rewritten once: the copies of
 * changed entities they embed refreshed (`refresh-entities.ts`), and museum items linked again as
 * a conversion now would link them (`relink-items.ts`; `links` holds only what changed). Each is
 * indexed again and its update time moves on. An item stored from a source line keeps the hash
 * that line now gives, so importing the line again finds it unchanged.
 */
export function updateStoredItems(
  store: Store,
  changed: readonly string[],
  links: StoreLinks,
): StoredItemsUpdate {
  const keys = itemsEmbedding(store, changed);
  for (const key of itemsToRelink(store, links)) keys.add(key);
  const update: StoredItemsUpdate = { refreshed: 0, relinked: 0 };
  if (!keys.size) return update;
  const changedSet = new Set(changed);
  const docs = store.entities.getMany(changed);
  const lookup = cachedLookup((uri) => store.entities.get(uri));
  const now = Date.now();
  store.db.transaction(() => {
    for (const key of keys) {
      const item = store.items.getByKey(key);
      if (!item) continue;
      const row = store
        .statement('SELECT source, content_hash FROM items WHERE item_key = ?')
        .get(key) as { source: ItemSource; content_hash: string };
      const refreshed = refreshedRecord(item.record, changedSet, docs);
      const relinked =
        row.source === MUSEUM_SOURCE
          ? relinkedRecord(refreshed ?? item.record, links, lookup)
          : undefined;
      const record = relinked?.record ?? refreshed;
      if (!record) continue;
      const { hints, annotations } = store.items.indexInputs(key);
      const prepared = store.items.prepare({ record, hints, annotations, source: row.source }, now);
      store.items.write(prepared);
      // The hash the item's line now gives: its own with the links found in the store (a write
      // with it would be taken for "unchanged" and skipped, so it is set after).
      const lineHash = relinked
        ? withDerivedLinks(row.content_hash, relinked.derived)
        : isLineHash(row.content_hash)
          ? row.content_hash
          : undefined;
      if (lineHash) {
        store.statement('UPDATE items SET content_hash = ? WHERE item_key = ?').run(lineHash, key);
      }
      if (refreshed) update.refreshed++;
      if (relinked) update.relinked++;
    }
  })();
  return update;
}
