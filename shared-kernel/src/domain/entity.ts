import type { EntityLanguageMap, LanguageMap } from './language-map';

/**
 * Knowledge-graph entities (spec §3). Each of the five known types has a query field (to find
 * items about the entity) and a URL slug (for its collection page).
 */
export const ENTITY_TYPES = {
  agent: { type: 'Agent', queryField: 'edm_agent', slug: 'person' },
  concept: { type: 'Concept', queryField: 'skos_concept', slug: 'topic' },
  organization: { type: 'Organization', queryField: 'foaf_organization', slug: 'organisation' },
  place: { type: 'Place', queryField: 'edm_place', slug: 'place' },
  timespan: { type: 'TimeSpan', queryField: 'edm_timespan', slug: 'time' },
} as const;

export type EntityPathType = keyof typeof ENTITY_TYPES;
export type EntityType = (typeof ENTITY_TYPES)[EntityPathType]['type'];
export type EntitySlug = (typeof ENTITY_TYPES)[EntityPathType]['slug'];

export const ENTITY_DATA_HOST = 'http://data.europeana.eu';

export class UnsupportedEntityUriError extends Error {
  override readonly name = 'UnsupportedEntityUriError';
  constructor(uri: string) {
    super(`Unsupported entity URI: ${uri}`);
  }
}

const ENTITY_URI =
  /^https?:\/\/data\.europeana\.eu\/(agent|concept|organization|place|timespan)\/(?:base\/)?(\d+)$/;

export interface ParsedEntityUri {
  pathType: EntityPathType;
  id: string;
  queryField: string;
  slug: EntitySlug;
}

/** Parses `http://data.europeana.eu/{type}/{number}`; any other URI is an error (spec §5). */
export function parseEntityUri(uri: string): ParsedEntityUri {
  const match = ENTITY_URI.exec(uri);
  if (!match) throw new UnsupportedEntityUriError(uri);
  const pathType = match[1] as EntityPathType;
  return { pathType, id: match[2]!, ...pick(pathType) };
}

function pick(pathType: EntityPathType) {
  const { queryField, slug } = ENTITY_TYPES[pathType];
  return { queryField, slug };
}

export function isEntityUri(uri: string): boolean {
  return ENTITY_URI.test(uri);
}

export function entityUri(pathType: EntityPathType, id: string | number): string {
  return `${ENTITY_DATA_HOST}/${pathType}/${id}`;
}

/** The path type of an Entity API `type` (`Agent` -> `agent`). */
export function entityPathTypeOf(type: string): EntityPathType | undefined {
  return (Object.keys(ENTITY_TYPES) as EntityPathType[]).find(
    (pathType) => ENTITY_TYPES[pathType].type === type,
  );
}

export function entityPathTypeOfSlug(slug: string): EntityPathType | undefined {
  return (Object.keys(ENTITY_TYPES) as EntityPathType[]).find(
    (pathType) => ENTITY_TYPES[pathType].slug === slug,
  );
}

export interface WebResourceRef {
  id: string;
  type?: 'WebResource';
  source?: string;
  thumbnail?: string;
}

export interface Entity {
  id: string;
  type: EntityType;
  prefLabel?: EntityLanguageMap;
  altLabel?: LanguageMap;
  note?: LanguageMap;
  isShownBy?: WebResourceRef;
  depiction?: { id: string; source?: string };
  logo?: WebResourceRef;
  description?: EntityLanguageMap;
  [field: string]: unknown;
}
