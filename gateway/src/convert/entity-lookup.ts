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
  /**
   * The URIs of museum agents merged into another museum's record of the same person → the
   * kept agent's URI (`import/agent-merges.ts`): museum items link the kept one.
   */
  agentMerges?: ReadonlyMap<string, string>;
}

/** What the importer reads from the store once and hands to every conversion. */
export interface StoreNames {
  placeNames?: PlaceNames;
  agentMerges?: ReadonlyMap<string, string>;
}

/** A lookup by URI like `lookup` that also knows the stored places by name. */
export function withPlaceNames(lookup: EntityLookup, placeNames: PlaceNames): EntityLookup {
  return withStoreNames(lookup, { placeNames });
}

/** A lookup by URI like `lookup` that also knows the places by name and the merged agents. */
export function withStoreNames(lookup: EntityLookup, names: StoreNames): EntityLookup {
  if (!names.placeNames && !names.agentMerges) return lookup;
  const out: EntityLookup = (uri) => lookup(uri);
  if (names.placeNames) out.placeNames = names.placeNames;
  if (names.agentMerges) out.agentMerges = names.agentMerges;
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
