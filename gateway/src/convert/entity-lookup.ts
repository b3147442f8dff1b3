import { CLASS_OF_ENTITY_TYPE, contextualFromEntity } from '../edm/entity-to-contextual';
import type { EntityDoc } from '../edm/entity-types';
import { shareEntityJson } from '../edm/record-json';
import type { ContextualClass, EdmContextualEntity } from '../edm/types';
import type { PlaceNames } from './place-names';

/** A stored entity ready to embed in a record. Shared between records: never mutate. */
export interface ResolvedEntity {
  cls: ContextualClass;
  entity: EdmContextualEntity;
}

/** Finds stored entities while converting records, to embed their full data. */
export interface EntityLookup {
  (uri: string): ResolvedEntity | undefined;
  /** The stored places by name, for records that name places by text alone (museum items). */
  placeNames?: PlaceNames;
}

/** A lookup by URI like `lookup` that also knows the stored places by name. */
export function withPlaceNames(lookup: EntityLookup, placeNames: PlaceNames): EntityLookup {
  const out: EntityLookup = (uri) => lookup(uri);
  out.placeNames = placeNames;
  return out;
}

export const noEntities: EntityLookup = () => undefined;

export function resolvedFromDoc(doc: EntityDoc): ResolvedEntity | undefined {
  const cls = CLASS_OF_ENTITY_TYPE[doc.type];
  return cls ? { cls, entity: contextualFromEntity(doc) } : undefined;
}

/**
 * A lookup over a document source (the store, a map) that converts each entity once and keeps
 * the result: a record links to many entities and many records link to the same ones.
 */
export function cachedLookup(
  find: (uri: string) => EntityDoc | undefined,
  limit = 100_000,
): EntityLookup {
  const cache = new Map<string, ResolvedEntity | null>();
  return (uri) => {
    let hit = cache.get(uri);
    if (hit === undefined) {
      const doc = find(uri);
      hit = (doc && resolvedFromDoc(doc)) ?? null;
      if (hit) shareEntityJson(hit.entity);
      if (cache.size >= limit) cache.clear();
      cache.set(uri, hit);
    }
    return hit ?? undefined;
  };
}
