import { hash53 } from './hash';

export const ITEM_URI_BASE = 'http://data.europeana.eu/item';
/**
 * Base of a record's page on the Europeana website (`europeanaAggregation.edmLandingPage`), as
 * current Record API objects give it. It names the canonical page, never this gateway's portal
 * (stored records do not depend on configuration; search items' `guid` points at the portal).
 */
export const LANDING_PAGE_BASE = 'https://www.europeana.eu/item';
export const ENTITY_URI_BASE = 'http://data.europeana.eu';

export type EntityKind = 'agent' | 'concept' | 'place' | 'timespan' | 'organization';
export type EntityType = 'Agent' | 'Concept' | 'Place' | 'TimeSpan' | 'Organization';

export const ENTITY_KIND_OF_TYPE: Record<EntityType, EntityKind> = {
  Agent: 'agent',
  Concept: 'concept',
  Place: 'place',
  TimeSpan: 'timespan',
  Organization: 'organization',
};
export const ENTITY_TYPE_OF_KIND: Record<EntityKind, EntityType> = {
  agent: 'Agent',
  concept: 'Concept',
  place: 'Place',
  timespan: 'TimeSpan',
  organization: 'Organization',
};

/** Record ids as the portal expects them: `/{digits}/{word characters}`. */
export const RECORD_ID = /^\/(\d+)\/(\w+)$/;
export const ENTITY_URI =
  /^http:\/\/data\.europeana\.eu\/(agent|concept|place|timespan|organization)\/(?:base\/)?(\d+)$/;

/**
 * A stable number for a source identifier (`tate:artist/38`): 48 bits of a hash plus 10^7, so
 * items and entities imported separately agree on links and never collide with the small
 * numbers of real Europeana entities used by the seed.
 */
export function stableNumber(sourceId: string): number {
  return 10_000_000 + (hash53(sourceId) % 2 ** 48);
}

export function entityUri(kind: EntityKind, sourceId: string): string {
  return `${ENTITY_URI_BASE}/${kind}/${stableNumber(`${kind}:${sourceId}`)}`;
}

/** A six-digit dataset id (`9xxxxx`) for a data provider of imported museum data. */
export function datasetIdFor(providerId: string): string {
  return String(900_000 + (hash53(`dataset:${providerId}`) % 100_000));
}

/** A source id kept as it is: word characters, no leading, trailing or doubled underscore. */
const PLAIN_LOCAL_ID = /^[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*$/;
/** Characters of the readable part kept in front of the hash of a source id that is not plain. */
const MAX_READABLE_PART = 64;

/**
 * A local id made of word characters only (what the portal's `/{number}/{word}` record ids
 * accept), one-to-one with the source id: a plain source id (`1035`, `A_1`) is kept as it is; any
 * other (`café`, `x-1`, `a/b`, `🎨`, `""`) becomes its word characters, underscores squeezed, then
 * `__` and the base-36 hash53 of the whole source id (`caf__1x2y3z`). A plain id never contains
 * `__` nor starts or ends with `_`, so the two forms cannot meet; two hashed ids only meet on a
 * 53-bit hash collision. A number and its decimal string (777 and "777") are the same source id.
 */
export function localIdFor(sourceLocalId: string | number): string {
  const raw = String(sourceLocalId);
  if (PLAIN_LOCAL_ID.test(raw)) return raw;
  const readable = raw
    .replace(/\W+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, MAX_READABLE_PART)
    .replace(/_$/, '');
  return `${readable}__${hash53(raw).toString(36)}`;
}

export function recordId(datasetId: string, localId: string): string {
  return `/${datasetId}/${localId}`;
}

export function isRecordId(id: string): boolean {
  return RECORD_ID.test(id);
}
