import { resolvedFromDoc } from '../convert/entity-lookup';
import type { EntityDoc } from '../edm/entity-types';
import { CONTEXTUAL_CLASSES, type EdmRecord } from '../edm/types';
import type { Store } from '../store/store';

const LINK_FIELDS = ['edm_agent', 'skos_concept', 'edm_place', 'edm_timespan', 'foaf_organization'];

/** The stored items that embed one of these entities (and index its labels). */
export function itemsEmbedding(store: Store, entityIds: readonly string[]): Set<number> {
  const keys = new Set<number>();
  for (const id of entityIds) {
    for (const field of LINK_FIELDS)
      for (const key of store.items.keysWithFacet(field, id)) keys.add(key);
  }
  return keys;
}

/**
 * Items embed the contextual entities they link to; when those entities change, the stored
 * copies (and the labels indexed with the item) are refreshed: the record with the changed
 * entities' current documents (`docs`), or undefined when it embeds none of them.
 */
export function refreshedRecord(
  stored: EdmRecord,
  changed: ReadonlySet<string>,
  docs: ReadonlyMap<string, EntityDoc>,
): EdmRecord | undefined {
  const record: EdmRecord = { ...stored };
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
  if (!touched) return undefined;
  delete record.timestamp_update;
  delete record.timestamp_update_epoch;
  return record;
}
