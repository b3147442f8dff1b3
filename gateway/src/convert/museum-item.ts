import { datasetIdFor, localIdFor, recordId } from '../edm/ids';
import type { EdmContextualEntity, EdmRecord, LangMap } from '../edm/types';
import { buildEdmRecord, type MediaInput } from './edm-builder';
import type { EntityLookup } from './entity-lookup';
import { museumEntityUri, yearDate } from './museum-entity';
import { checkFields, type FieldSpec } from './museum-fields';
import { placesNamed } from './place-names';
import { jsonExcerpt } from '../util/json-excerpt';

/** One item line of the shared museum NDJSON (fields in shared/data/README.md). */
export interface MuseumItem {
  id: string;
  source_id: string | number;
  accession_number?: string;
  title?: string;
  title_foreign?: string;
  group_title?: string;
  creators?: Array<{
    id?: string;
    name?: string;
    role?: string;
    dates?: string;
    birth_year?: number;
    death_year?: number;
    gender?: string;
    nationality?: string;
  }>;
  creator_display?: string;
  date_text?: string;
  year_start?: number;
  year_end?: number;
  timespan_id?: string;
  inscription?: string;
  provenance?: string;
  medium?: string;
  dimensions?: string;
  classification?: string;
  edm_type?: string;
  department?: string;
  collection?: string;
  catalogue_group?: { id?: number; title?: string };
  physical_location?: string;
  credit_line?: string;
  acquisition_year?: number;
  date_acquired?: string;
  subjects?: string[];
  subject_ids?: string[];
  places?: string[];
  movement_ids?: string[];
  image_url?: string;
  image_copyright?: string;
  additional_images?: Array<{ url?: string; caption?: string; copyright?: string }>;
  source_url?: string;
  data_provider?: string;
  data_provider_id?: string;
  provider?: string;
  country?: string;
  country_code?: string;
  language?: string;
  rights_metadata?: string;
}

export function isMuseumItem(value: Record<string, unknown>): boolean {
  return (
    typeof value.id === 'string' &&
    'source_id' in value &&
    ('edm_type' in value || 'data_provider' in value)
  );
}

/**
 * Rights of a museum image: the metadata is CC0 but the images are not (shared/data/README.md).
 * In copyright where the museum names a holder ("© DACS, 2014"); otherwise nothing is known of
 * them, which a Turner drawing of 1811 called "In Copyright" would misstate: undetermined.
 */
function imageRights(copyright: string | undefined): string {
  return copyright?.trim()
    ? 'http://rightsstatements.org/vocab/InC/1.0/'
    : 'http://rightsstatements.org/vocab/UND/1.0/';
}

/** A museum's note that an object is in store, which is no location ("Not on View"). */
const NOT_A_LOCATION = /^\s*not on view\s*$/i;
const METADATA_ONLY_RIGHTS = 'http://creativecommons.org/publicdomain/zero/1.0/';

/**
 * Maps a Tate / Carnegie Museum of Art record to EDM: creators become agents, subjects concepts,
 * movements concepts, the century a timespan, the data provider an organization; literal values
 * are English (the sources' language).
 */
/**
 * The thematic collections (spec §2.4) of a museum item: the shared data's items are artworks
 * (shared/data/README.md), so art, and photography or fashion where the museum classes an
 * object so. Europeana assigns its collections by dataset; without one, the filter found
 * nothing in 97,460 artworks.
 */
export function museumItemThemes(item: Pick<MuseumItem, 'classification'>): string[] {
  const themes = ['art'];
  const classification = item.classification ?? '';
  if (/photograph/i.test(classification)) themes.push('photography');
  if (/costume|fashion/i.test(classification)) themes.push('fashion');
  return themes;
}

export function museumItemToEdm(item: MuseumItem, lookup: EntityLookup): EdmRecord {
  if (typeof item.id !== 'string' || item.id.trim() === '') {
    throw new Error('id: expected a non-empty string');
  }
  const sourceId: unknown = item.source_id;
  if (
    !(typeof sourceId === 'string' && sourceId.trim() !== '') &&
    !(typeof sourceId === 'number' && Number.isFinite(sourceId))
  ) {
    throw new Error(
      `source_id: expected a non-empty string or a number, got ${JSON.stringify(sourceId) ?? 'nothing'}`,
    );
  }
  checkFields(item as unknown as Record<string, unknown>, ITEM_FIELDS);
  if (item.edm_type !== undefined && item.edm_type !== 'IMAGE' && item.edm_type !== 'VIDEO') {
    throw new Error(`edm_type: expected IMAGE or VIDEO, got ${JSON.stringify(item.edm_type)}`);
  }
  checkLanguage(item.language);
  const providerId =
    item.data_provider_id ?? item.data_provider ?? item.id.split(':')[0] ?? 'museum';
  const datasetId = datasetIdFor(providerId);
  const id = recordId(datasetId, localIdFor(item.source_id));
  const lang = item.language || 'en';
  const en = (...values: Array<string | undefined>): LangMap | undefined => langMapOf(lang, values);
  // Minimal entities for the links the store cannot resolve (embedEntities uses a fallback only
  // where the lookup finds nothing, so none is made for the others: most links resolve).
  const fallback = new Map<string, EdmContextualEntity>();
  const creatorUris: string[] = [];
  const creatorNames: string[] = [];
  for (const creator of item.creators ?? []) {
    if (!creator.name) continue;
    const role = creator.role && creator.role !== 'artist' ? `${creator.role} ` : '';
    creatorNames.push(`${role}${creator.name}`);
    if (!creator.id) continue;
    const uri = creatorUri(creator.id, lookup);
    creatorUris.push(uri);
    if (lookup(uri)) continue;
    fallback.set(uri, {
      about: uri,
      prefLabel: { en: [creator.name] },
      ...(creator.birth_year !== undefined
        ? { begin: { def: [yearDate(creator.birth_year)] } }
        : {}),
      ...(creator.death_year !== undefined
        ? { end: { def: [yearDate(creator.death_year, true)] } }
        : {}),
      ...(creator.gender ? { rdaGr2Gender: { def: [creator.gender] } } : {}),
    });
  }
  const subjectUris = (item.subject_ids ?? []).map((sid, i) => {
    const uri = museumEntityUri('concept', sid);
    const label = item.subjects?.[i];
    if (label && !lookup(uri)) fallback.set(uri, { about: uri, prefLabel: { en: [label] } });
    return uri;
  });
  const movementUris = (item.movement_ids ?? []).map((mid) => museumEntityUri('concept', mid));
  // The items name their places by text only: a text that names exactly one stored place links
  // it (place-names.ts), so the place's page lists the item. Only places the lookup finds, so
  // each link embeds its entity (the edm_place facet comes from the embedded places).
  const placeUris =
    item.places?.length && lookup.placeNames
      ? placesNamed(item.places, lookup.placeNames).filter((uri) => lookup(uri))
      : [];
  const timespanUri = item.timespan_id ? museumEntityUri('timespan', item.timespan_id) : undefined;
  if (timespanUri && item.year_start !== undefined && !lookup(timespanUri)) {
    fallback.set(timespanUri, {
      about: timespanUri,
      prefLabel: { en: [centuryLabel(item.year_start)] },
    });
  }
  const organizationUri = item.data_provider_id
    ? museumEntityUri('organization', item.data_provider_id)
    : undefined;
  if (organizationUri && item.data_provider && !lookup(organizationUri)) {
    fallback.set(organizationUri, {
      about: organizationUri,
      prefLabel: { en: [item.data_provider] },
    });
  }
  const media: MediaInput[] = [];
  if (item.image_url) {
    media.push({
      url: item.image_url,
      mimeType: imageMime(item.image_url),
      rights: imageRights(item.image_copyright),
      attribution: item.image_copyright,
    });
  }
  for (const extra of item.additional_images ?? []) {
    if (!extra.url) continue;
    media.push({
      url: extra.url,
      mimeType: imageMime(extra.url),
      rights: imageRights(extra.copyright),
      description: extra.caption ? { en: [extra.caption] } : undefined,
      attribution: extra.copyright,
    });
  }
  const years = yearRange(item.year_start, item.year_end);
  const created =
    item.year_start !== undefined
      ? item.year_end !== undefined && item.year_end !== item.year_start
        ? `${item.year_start}-${item.year_end}`
        : String(item.year_start)
      : undefined;
  return buildEdmRecord(
    {
      id,
      type: item.edm_type === 'VIDEO' ? 'VIDEO' : 'IMAGE',
      proxy: {
        dcTitle: en(item.title),
        dctermsAlternative: item.title_foreign ? { def: [item.title_foreign] } : undefined,
        dcDescription: en(item.inscription ? `Inscription: ${item.inscription}` : undefined),
        dcCreator: mergeDef(creatorUris, langMapOf(lang, creatorNames)),
        dcDate: en(item.date_text),
        // Not when it repeats the date as written ("1811" twice).
        dctermsCreated:
          created && created !== item.date_text?.trim() ? { def: [created] } : undefined,
        dcType: en(item.classification),
        dctermsMedium: en(item.medium),
        dctermsExtent: en(item.dimensions),
        dcSubject: mergeDef(
          movementUris.length ? subjectUris.concat(movementUris) : subjectUris,
          en(...(item.subjects ?? [])),
        ),
        dctermsSpatial: mergeDef(placeUris, en(...(item.places ?? []))),
        dctermsTemporal: timespanUri ? { def: [timespanUri] } : undefined,
        dcIdentifier: item.accession_number ? { def: [item.accession_number] } : undefined,
        dctermsProvenance: en(item.provenance, item.credit_line),
        dctermsIsPartOf: en(
          item.group_title ?? item.catalogue_group?.title,
          item.collection,
          item.department,
        ),
        edmCurrentLocation:
          item.physical_location && !NOT_A_LOCATION.test(item.physical_location)
            ? item.physical_location
            : undefined,
      },
      europeanaProxy: { year: years.length ? { def: years.map(String) } : undefined },
      dataProvider: organizationUri
        ? { def: [organizationUri] }
        : { def: [item.data_provider ?? providerId] },
      provider: { def: [item.provider ?? item.data_provider ?? providerId] },
      rights: media[0]?.rights ?? item.rights_metadata ?? METADATA_ONLY_RIGHTS,
      isShownAt: item.source_url,
      media,
      country: item.country,
      language: [lang],
      datasetName: `${datasetId}_${(item.data_provider ?? providerId).replace(/\W+/g, '_')}`,
      fallbackEntities: fallback,
    },
    lookup,
  );
}

/**
 * The agent a creator id links: its own URI, or the URI of the agent of another museum it was
 * merged into (the same person, `import/agent-merges.ts`), so both museums' items link one agent.
 */
function creatorUri(sourceId: string, lookup: EntityLookup): string {
  const uri = museumEntityUri('agent', sourceId);
  return lookup.agentMerges?.get(uri) ?? uri;
}

/**
 * The agents an item's creators link through a merge (not the URI their source ids make): found
 * in the store, not in the line, so they are hashed with it (`derivedLinks`).
 */
export function mergedCreatorLinks(item: MuseumItem, lookup: EntityLookup): string[] {
  const merges = lookup.agentMerges;
  if (!merges?.size || !Array.isArray(item.creators)) return [];
  const out: string[] = [];
  for (const creator of item.creators) {
    if (!creator?.name || typeof creator.id !== 'string' || !creator.id) continue;
    const kept = merges.get(museumEntityUri('agent', creator.id));
    if (kept && !out.includes(kept)) out.push(kept);
  }
  return out;
}

/**
 * A language tag as BCP 47 shapes them (`en`, `pt-BR`, `zh-Hant-TW`): the item's values are
 * stored under it as a language map key, where anything else (`__proto__`, a sentence) has no
 * place. Throws otherwise.
 */
function checkLanguage(language: unknown): void {
  if (language === undefined || language === '') return;
  if (
    typeof language !== 'string' ||
    language.length > 35 ||
    !/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(language)
  ) {
    throw new Error(
      `language: expected a language tag such as "en" or "pt-BR", got ${jsonExcerpt(language, 40)}`,
    );
  }
}

/** `{ [lang]: values }` of the non-blank values, trimmed, first occurrence kept; else undefined. */
function langMapOf(lang: string, values: ReadonlyArray<string | undefined>): LangMap | undefined {
  let list: string[] | undefined;
  for (const v of values) {
    if (typeof v !== 'string') continue;
    const t = v.trim();
    if (t === '') continue;
    if (!list) list = [t];
    else if (!list.includes(t)) list.push(t);
  }
  return list ? { [lang]: list } : undefined;
}

/** `def` (the URIs, without duplicates) then the literal map's languages. */
function mergeDef(uris: string[], literal: LangMap | undefined): LangMap | undefined {
  const map: LangMap = {};
  let empty = true;
  if (uris.length) {
    map.def = uris.length > 1 ? [...new Set(uris)] : uris;
    empty = false;
  }
  if (literal) {
    for (const key in literal) {
      map[key] = literal[key]!;
      empty = false;
    }
  }
  return empty ? undefined : map;
}

/** Longest year_start..year_end span expanded into one search value per year. */
const MAX_YEAR_SPAN = 50;

const STRING_FIELDS = [
  'accession_number',
  'title',
  'title_foreign',
  'group_title',
  'creator_display',
  'date_text',
  'timespan_id',
  'inscription',
  'provenance',
  'medium',
  'dimensions',
  'units',
  'classification',
  'edm_type',
  'department',
  'collection',
  'physical_location',
  'credit_line',
  'date_acquired',
  'image_url',
  'image_copyright',
  'source_url',
  'data_provider',
  'data_provider_id',
  'provider',
  'country',
  'country_code',
  'language',
  'rights_metadata',
] as const;

/** The fields of a museum item line (shared/data/README.md) and their types in the real files. */
const ITEM_FIELDS: FieldSpec = {
  ...Object.fromEntries(STRING_FIELDS.map((field) => [field, 'string' as const])),
  creators: {
    list: {
      id: 'string',
      name: 'string',
      name_sort: 'string',
      role: 'string',
      dates: 'string',
      birth_year: 'year',
      death_year: 'year',
      gender: 'string',
      nationality: 'string',
      type: 'string',
    },
    what: 'a list of creators ({id, name, role, …} objects)',
  },
  year_start: 'year',
  year_end: 'year',
  century: 'integer',
  width: 'number',
  height: 'number',
  depth: 'number',
  diameter: 'number',
  catalogue_group: { object: { id: 'integer', title: 'string' }, what: 'an object {id, title}' },
  acquisition_year: 'year',
  subjects: 'strings',
  subject_ids: 'strings',
  places: 'strings',
  movement_ids: 'strings',
  additional_images: {
    list: { url: 'string', caption: 'string', copyright: 'string' },
    what: 'a list of images ({url, caption, copyright} objects)',
  },
};

/** Every year of a span of at most {@link MAX_YEAR_SPAN} years, else the start year alone. */
function yearRange(start?: number, end?: number): number[] {
  if (start === undefined) return [];
  const last = end !== undefined && end >= start && end - start <= MAX_YEAR_SPAN ? end : start;
  const out: number[] = [];
  for (let y = start; y <= last; y++) out.push(y);
  return out;
}

function imageMime(url: string): string {
  if (/\.png(\?|$)/i.test(url)) return 'image/png';
  if (/\.gif(\?|$)/i.test(url)) return 'image/gif';
  return 'image/jpeg';
}

/** "19th century" for 1801–1900, "1st century BCE" for -100–-1 (the shared data's convention). */
export function centuryLabel(year: number): string {
  const n = Math.max(1, Math.ceil(Math.abs(year) / 100));
  const suffixes: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (suffixes[n % 10] ?? 'th');
  return `${n}${suffix} century${year < 0 ? ' BCE' : ''}`;
}
