import { resolvedFromDoc } from '../convert/entity-lookup';
import { CONTEXTUAL_CLASSES, type EdmRecord } from '../edm/types';
import type { Store } from '../store/store';

const LINK_FIELDS = ['edm_agent', 'skos_concept', 'edm_place', 'edm_timespan', 'foaf_organization'];

/**
 * Items embed the contextual entities they link to; when those entities change, the stored
 * copies (and the labels indexed with the item) are refreshed. The item's update time moves on,
 * so its ETag changes too. Returns the number of items rewritten.
 */
export function refreshEmbeddedEntities(store: Store, entityIds: readonly string[]): number {
  const keys = new Set<number>();
  for (const id of entityIds) {
    for (const field of LINK_FIELDS)
      for (const key of store.items.keysWithFacet(field, id)) keys.add(key);
  }
  if (!keys.size) return 0;
  const changed = new Set(entityIds);
  const docs = store.entities.getMany(entityIds);
  let refreshed = 0;
  const now = Date.now();
  store.db.transaction(() => {
    for (const key of keys) {
      const item = store.items.getByKey(key);
      if (!item) continue;
      const record: EdmRecord = { ...item.record };
      let touched = false;
      for (const cls of CONTEXTUAL_CLASSES) {
        const list = record[cls];
        if (!Array.isArray(list)) continue;
        record[cls] = list.map((entity) => {
          if (!changed.has(entity.about)) return entity;
          const doc = docs.get(entity.about);
          const resolved = doc && resolvedFromDoc(doc);
          if (!resolved) return entity;
          touched = true;
          return resolved.entity;
        });
      }
      if (!touched) continue;
      delete record.timestamp_update;
      delete record.timestamp_update_epoch;
      const { hints, annotations } = store.items.indexInputs(key);
      const source =
        (store
          .statement('SELECT source FROM items WHERE item_key = ?')
          .pluck()
          .get(key) as string) ?? 'ndjson';
      store.items.write(
        store.items.prepare({ record, hints, annotations, source: source as 'ndjson' }, now),
      );
      refreshed++;
    }
  })();
  return refreshed;
}
