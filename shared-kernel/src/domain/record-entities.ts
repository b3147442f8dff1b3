import type { RecordObject } from './item';
import { isEntityUri, parseEntityUri, type EntityPathType } from './entity';
import { isUri, type LanguageMap } from './language-map';
import { setLanguageValue } from './own-language';
import { asLanguageMap } from './record-language-map';

/**
 * A contextual entity of a record, reduced to what the item page shows (contract §2: `about`,
 * `prefLabel`, `latitude`, `longitude`), plus its type when it is a Europeana entity, so it can
 * link to its collection page.
 */
export interface RecordEntity {
  about: string;
  prefLabel?: LanguageMap;
  latitude?: number;
  longitude?: number;
  /** Set for `http://data.europeana.eu/{type}/{n}` entities, which have a collection page. */
  pathType?: EntityPathType;
}

/** A value of a field once its `def` URIs are replaced by the record's entities. */
export type ResolvedValue = string | RecordEntity;
export type ResolvedLanguageMap = Record<string, ResolvedValue[]>;

const ENTITY_LISTS = ['agents', 'concepts', 'places', 'timespans', 'organizations'] as const;

/** Every contextual entity embedded in the record, by URI. */
export function recordEntities(record: RecordObject): Map<string, RecordEntity> {
  const index = new Map<string, RecordEntity>();
  for (const list of ENTITY_LISTS) {
    const entities = record[list];
    if (!Array.isArray(entities)) continue;
    for (const raw of entities as Array<Record<string, unknown>>) {
      if (!raw || typeof raw.about !== 'string' || index.has(raw.about)) continue;
      index.set(raw.about, reduceEntity(raw));
    }
  }
  return index;
}

function reduceEntity(raw: Record<string, unknown>): RecordEntity {
  const about = raw.about as string;
  const entity: RecordEntity = { about };
  const prefLabel = asLanguageMap(raw.prefLabel);
  if (prefLabel) entity.prefLabel = prefLabel;
  const latitude = coordinate(raw.latitude);
  const longitude = coordinate(raw.longitude);
  if (latitude !== undefined) entity.latitude = latitude;
  if (longitude !== undefined) entity.longitude = longitude;
  if (isEntityUri(about)) entity.pathType = parseEntityUri(about).pathType;
  return entity;
}

/** Coordinates come as numbers, strings or `{def: ["52.1"]}` maps. */
function coordinate(value: unknown): number | undefined {
  const first =
    typeof value === 'number' || typeof value === 'string' ? value : asLanguageMap(value)?.def?.[0];
  const number = typeof first === 'number' ? first : Number.parseFloat(String(first ?? ''));
  return Number.isFinite(number) ? number : undefined;
}

const UNTAGGED = new Set(['def', 'und']);

/**
 * Replaces the untagged URIs of a map that name one of the record's entities by that entity;
 * other values stay as they are.
 */
export function resolveEntities(
  map: LanguageMap,
  entities: ReadonlyMap<string, RecordEntity>,
): ResolvedLanguageMap {
  const resolved: ResolvedLanguageMap = {};
  for (const [lang, values] of Object.entries(map)) {
    setLanguageValue(
      resolved,
      lang,
      UNTAGGED.has(lang)
        ? values.map((value) => (isUri(value) ? (entities.get(value) ?? value) : value))
        : values.slice(),
    );
  }
  return resolved;
}

export function isRecordEntity(value: ResolvedValue): value is RecordEntity {
  return typeof value === 'object' && value !== null && typeof value.about === 'string';
}

/**
 * The Europeana entities (with a collection page) that the given fields of the record link to, in
 * field order and without duplicates: the item's related collections.
 */
export function linkedEntities(
  fields: ReadonlyArray<ResolvedLanguageMap | undefined>,
  limit = Number.POSITIVE_INFINITY,
): RecordEntity[] {
  const seen = new Set<string>();
  const out: RecordEntity[] = [];
  for (const field of fields) {
    if (!field) continue;
    for (const values of Object.values(field)) {
      for (const value of values) {
        if (!isRecordEntity(value) || !value.pathType || seen.has(value.about)) continue;
        seen.add(value.about);
        out.push(value);
        if (out.length >= limit) return out;
      }
    }
  }
  return out;
}
