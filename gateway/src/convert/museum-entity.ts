import type { EntityDoc } from '../edm/entity-types';
import { ENTITY_KIND_OF_TYPE, entityUri, type EntityKind, type EntityType } from '../edm/ids';
import { checkFields, type FieldSpec, type FieldType } from './museum-fields';

/** One entity line of the shared museum NDJSON (Tate / Carnegie Museum of Art). */
export interface MuseumEntity {
  id: string;
  type: string;
  name?: string;
  name_sort?: string;
  party_type?: string;
  gender?: string;
  nationality?: string;
  date_text?: string;
  birth_year?: number;
  death_year?: number;
  birth_date?: string;
  death_date?: string;
  birth_place?: { id?: string; name?: string };
  death_place?: { id?: string; name?: string };
  active_places?: Array<{ id?: string; name?: string }>;
  movement_ids?: string[];
  movements?: string[];
  url?: string;
  country?: string;
  country_code?: string;
  role?: string;
  place_name?: string;
  place_type?: string;
  country_label?: string;
  level?: number;
  parent_id?: string;
  path?: string[];
  scheme?: string;
  era_id?: string;
  begin_year?: number;
  end_year?: number;
  [field: string]: unknown;
}

const ENTITY_TYPES = new Set(['Agent', 'Organization', 'Place', 'Concept', 'TimeSpan']);

export function isMuseumEntity(value: Record<string, unknown>): boolean {
  return (
    typeof value.id === 'string' &&
    !/^https?:/.test(value.id) &&
    ENTITY_TYPES.has(String(value.type)) &&
    !('edm_type' in value)
  );
}

/**
 * Data providers (`org:*`) are Organizations; every other party, including companies that made
 * works, is an Agent — EDM models creators as agents and keeps foaf:Organization for providers.
 */
export function entityKindOf(sourceId: string, type: string): EntityKind {
  if (sourceId.startsWith('org:')) return 'organization';
  if (type === 'Organization' || type === 'Agent') return 'agent';
  return ENTITY_KIND_OF_TYPE[type as EntityType] ?? 'concept';
}

/**
 * The entity URI of a museum source id. Kept per kind: an import names the same few thousand
 * entities again and again, and the kept string is also quicker to look up (its hash is known).
 */
export function museumEntityUri(kind: EntityKind, sourceId: string): string {
  let byId = uriCache.get(kind);
  if (!byId) uriCache.set(kind, (byId = new Map()));
  let uri = byId.get(sourceId);
  if (uri === undefined) {
    uri = entityUri(kind, sourceId);
    if (byId.size >= 100_000) byId.clear();
    byId.set(sourceId, uri);
  }
  return uri;
}

const uriCache = new Map<EntityKind, Map<string, string>>();

const PLACE_FIELDS: FieldSpec = {
  id: 'string',
  name: 'string',
  place_name: 'string',
  place_type: 'string',
};
const PLACE_REF: FieldType = { object: PLACE_FIELDS, what: 'an object {id, name}' };

/** The fields of a museum entity line the converter reads or that the shared data documents. */
const ENTITY_FIELDS: FieldSpec = {
  name: 'string',
  name_sort: 'string',
  party_type: 'string',
  gender: 'string',
  nationality: 'string',
  date_text: 'string',
  birth_year: 'year',
  death_year: 'year',
  birth_date: 'string',
  death_date: 'string',
  birth_place: PLACE_REF,
  death_place: PLACE_REF,
  active_places: { list: PLACE_FIELDS, what: 'a list of places' },
  movement_ids: 'strings',
  movements: 'strings',
  url: 'string',
  country: 'string',
  country_code: 'string',
  role: 'string',
  note: 'string',
  place_name: 'string',
  place_type: 'string',
  country_label: 'string',
  level: 'integer',
  parent_id: 'string',
  path: 'strings',
  scheme: 'string',
  era_id: 'string',
  begin_year: 'year',
  end_year: 'year',
};

/** Year as an ISO-8601-like date string (`-0100-01-01` for 100 BCE). */
export function yearDate(year: number, end = false): string {
  const sign = year < 0 ? '-' : '';
  return `${sign}${String(Math.abs(year)).padStart(4, '0')}-${end ? '12-31' : '01-01'}`;
}

/** The Entity API document for a museum entity line. Throws when the line is not usable. */
export function museumEntityToDoc(source: MuseumEntity): EntityDoc {
  if (typeof source.id !== 'string' || !source.id.trim()) {
    throw new Error('id: expected a non-empty string');
  }
  checkFields(source, ENTITY_FIELDS);
  const name = typeof source.name === 'string' ? source.name.trim() : '';
  if (!name) throw new Error(`entity ${source.id} without name`);
  const kind = entityKindOf(source.id, source.type);
  const type = (
    {
      agent: 'Agent',
      concept: 'Concept',
      place: 'Place',
      timespan: 'TimeSpan',
      organization: 'Organization',
    } as const
  )[kind];
  const doc: EntityDoc = { id: museumEntityUri(kind, source.id), type, prefLabel: { en: name } };
  const set = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value) && !value.length) return;
    doc[key] = value;
  };
  set('identifier', [source.id]);
  if (source.name_sort && source.name_sort !== name) set('altLabel', { en: [source.name_sort] });
  switch (kind) {
    case 'agent':
      set('dateOfBirth', dateList(source.birth_date, source.birth_year));
      set('dateOfDeath', dateList(source.death_date, source.death_year));
      set('begin', source.birth_year !== undefined ? [yearDate(source.birth_year)] : undefined);
      set('end', source.death_year !== undefined ? [yearDate(source.death_year, true)] : undefined);
      set('gender', source.gender ? [source.gender] : undefined);
      set('placeOfBirth', placeRef(source.birth_place));
      set('placeOfDeath', placeRef(source.death_place));
      set(
        'isRelatedTo',
        (source.movement_ids ?? []).map((id) => museumEntityUri('concept', id)),
      );
      set('wasPresentAt', undefined);
      set('note', agentNote(source));
      break;
    case 'organization':
      set('country', source.country_code);
      set('homepage', source.url);
      set('europeanaRole', source.role === 'data_provider' ? ['Data Provider'] : undefined);
      set('hasAddress', source.country ? { countryName: source.country } : undefined);
      set('note', typeof source.note === 'string' ? { en: [source.note] } : undefined);
      break;
    case 'place':
      if (source.place_name && source.place_name !== name) {
        doc.prefLabel = { en: source.place_name };
        set('altLabel', { en: [name] });
      }
      set(
        'note',
        source.country_label
          ? {
              en: [`${source.place_type ?? 'place'} in ${source.country_label}`.replace(/_/g, ' ')],
            }
          : undefined,
      );
      break;
    case 'concept':
      set('broader', source.parent_id ? [museumEntityUri('concept', source.parent_id)] : undefined);
      set('related', source.era_id ? [museumEntityUri('timespan', source.era_id)] : undefined);
      set('note', source.path?.length ? { en: [source.path.join(' › ')] } : undefined);
      break;
    case 'timespan':
      set('begin', source.begin_year !== undefined ? yearDate(source.begin_year) : undefined);
      set('end', source.end_year !== undefined ? yearDate(source.end_year, true) : undefined);
      break;
  }
  return doc;
}

function dateList(date: string | undefined, year: number | undefined): string[] | undefined {
  if (date) return [date];
  return year !== undefined ? [String(year)] : undefined;
}

function placeRef(place: { id?: string; name?: string } | undefined): string[] | undefined {
  return place?.id ? [museumEntityUri('place', place.id)] : undefined;
}

function agentNote(source: MuseumEntity): Record<string, string[]> | undefined {
  const facts: string[] = [];
  if (source.nationality) facts.push(`Nationality: ${source.nationality}.`);
  if (source.date_text) facts.push(`Dates: ${source.date_text}.`);
  if (source.birth_place?.name) facts.push(`Born in ${source.birth_place.name}.`);
  if (source.death_place?.name) facts.push(`Died in ${source.death_place.name}.`);
  const active = (source.active_places ?? []).map((p) => p.name).filter(Boolean);
  if (active.length) facts.push(`Active in ${active.join('; ')}.`);
  return facts.length ? { en: [facts.join(' ')] } : undefined;
}
