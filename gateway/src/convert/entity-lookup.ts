import type { EntityDoc } from '../edm/entity-types';

/** Finds stored entities while converting records, to embed their full data. */
export type EntityLookup = (uri: string) => EntityDoc | undefined;

export const noEntities: EntityLookup = () => undefined;

/** A lookup over a fixed map (a batch prefetched with `EntitiesRepository.getMany`). */
export function lookupFromMap(map: ReadonlyMap<string, EntityDoc>): EntityLookup {
  return (uri) => map.get(uri);
}
