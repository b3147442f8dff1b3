import { buildPlaceNames, type PlaceLabel, type PlaceNames } from '../convert/place-names';
import { ENTITY_URI } from '../edm/ids';
import type { Store } from '../store/store';

/**
 * The stored places by name, from their preferred and alternative labels in every language: one
 * query per import (and again after a file that changed places), which the importer hands to
 * its workers, so no item conversion asks the store for a name.
 */
export function storedPlaceNames(store: Store): PlaceNames {
  const labels = store
    .statement(
      `SELECT e.id AS uri, l.label AS label FROM entities e
       JOIN entity_labels l ON l.entity_key = e.entity_key
       WHERE e.type = 'Place' AND l.kind IN ('pref', 'alt')`,
    )
    .iterate() as IterableIterator<PlaceLabel>;
  return buildPlaceNames(labels);
}

/** Whether an import that changed these entities changed places (whose names items link by). */
export function changesPlaces(entityIds: readonly string[]): boolean {
  return entityIds.some((id) => ENTITY_URI.exec(id)?.[1] === 'place');
}
