import { completenessOf } from './completeness';
import { capitaliseCountry } from './countries';
import { RECORD_ID } from './ids';
import { allValues, isUri, literalValues, uriValues } from './lang-map';
import { localMediaFile } from './local-media';
import {
  aspectRatioOf,
  imageSizeOf,
  isHdVideo,
  isHighQualitySound,
  mimeTypeOf,
  numberOf,
  paletteOf,
  soundDurationOf,
  videoDurationOf,
} from './media-facts';
import { entityLabels, preferredLabel, RecordView } from './record-view';
import { reusabilityOf, type Reusability } from './rights';
import { buildSearchDoc, type SearchDoc } from './search-doc';
import { contentTierOf, metadataTierOf } from './tiers';
import type { EdmContextualEntity, EdmRecord, IndexHints, ItemAnnotationInput } from './types';

/** The FTS5 columns of `items_fts`, in table order (see store/STORE.md). */
export const FTS_COLUMNS = [
  'title',
  'who',
  'subject',
  'what',
  'place',
  'time',
  'description',
  'other',
] as const;
export type FtsColumn = (typeof FTS_COLUMNS)[number];
export type FtsText = Record<FtsColumn, string>;

export interface MediaRow {
  position: number;
  role: 'isShownBy' | 'hasView' | 'object';
  url: string;
  mimeType?: string;
  width?: number;
  height?: number;
  byteSize?: number;
  localFile?: string;
}

export interface DerivedItem {
  id: string;
  datasetId: string;
  type: string;
  searchDoc: SearchDoc;
  text: FtsText;
  facets: Array<[field: string, value: string]>;
  contentTier: number;
  metadataTier?: string;
  completeness: number;
  yearMin?: number;
  yearMax?: number;
  rights?: string;
  reusability: Reusability;
  hasMedia: boolean;
  hasThumbnail: boolean;
  hasLandingpage: boolean;
  isFulltext: boolean;
  timestampCreated: number;
  timestampUpdate: number;
  media: MediaRow[];
}

const TYPES = new Set(['IMAGE', 'TEXT', 'SOUND', 'VIDEO', '3D']);

/** Proxy fields exposed as `proxy_*` facets, with their Solr names. */
const PROXY_FACETS: Array<[edmField: string, facet: string]> = [
  ['dcFormat', 'proxy_dc_format'],
  ['dcType', 'proxy_dc_type'],
  ['dctermsIssued', 'proxy_dcterms_issued'],
  ['dctermsMedium', 'proxy_dcterms_medium'],
];

/**
 * Everything the store indexes about one record, computed from the EDM object alone (plus the
 * hints and annotations kept beside it), so an item can always be re-indexed from storage.
 */
export function deriveItem(
  record: EdmRecord,
  hints: IndexHints = {},
  annotations: readonly ItemAnnotationInput[] = [],
  times?: { created: number; update: number },
): DerivedItem {
  const now = Date.now();
  const view = new RecordView(record);
  const match = RECORD_ID.exec(record.about ?? '');
  if (!match) throw new Error(`Invalid record id: ${String(record.about)}`);
  const type = typeOf(view);
  const rights = allValues(view.aggregation?.edmRights)[0];
  const reusability = reusabilityOf(rights);
  const media = mediaRows(view);
  const isShownAt = view.aggregation?.edmIsShownAt;
  const years = yearsOf(view);
  const isFulltext =
    annotations.some((a) => a.motivation === 'transcribing') ||
    (type === 'TEXT' && media.some((m) => m.mimeType === 'application/pdf'));
  const contentTier = contentTierOf(view, hints, reusability === 'open');
  const metadataTier = metadataTierOf(view, hints);
  const timestampCreated =
    times?.created ?? epochOf(record.timestamp_created_epoch, record.timestamp_created, now);
  const timestampUpdate =
    times?.update ??
    epochOf(record.timestamp_update_epoch, record.timestamp_update, timestampCreated);
  const searchDoc = buildSearchDoc(view, {
    type,
    timestampCreated,
    timestampUpdate,
    completeness: completenessOf(view, media.length > 0),
  });
  const derived: DerivedItem = {
    id: record.about,
    datasetId: match[1]!,
    type,
    searchDoc,
    text: textOf(view, annotations),
    facets: [],
    contentTier,
    metadataTier,
    completeness: Number(searchDoc.europeanaCompleteness ?? 0),
    yearMin: years.length ? Math.min(...years) : undefined,
    yearMax: years.length ? Math.max(...years) : undefined,
    rights,
    reusability,
    hasMedia: media.some((m) => m.role !== 'object'),
    hasThumbnail: media.length > 0 || Boolean(record.europeanaAggregation?.edmPreview),
    hasLandingpage: Boolean(isShownAt),
    isFulltext,
    timestampCreated,
    timestampUpdate,
    media,
  };
  derived.facets = facetsOf(view, derived, hints, searchDoc, years);
  return derived;
}

function typeOf(view: RecordView): string {
  const candidates = [view.record.type, view.providerProxy?.edmType, view.europeanaProxy?.edmType];
  for (const c of candidates) {
    const t = typeof c === 'string' ? c.toUpperCase() : '';
    if (TYPES.has(t)) return t;
  }
  return 'IMAGE';
}

function epochOf(epoch: unknown, iso: unknown, fallback: number): number {
  if (typeof epoch === 'number' && Number.isFinite(epoch) && epoch >= 0) return epoch;
  if (typeof iso === 'string') {
    const parsed = Date.parse(iso);
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

/** Years of the europeana proxy's `year` (Europeana's normalised dates), else of dates given. */
function yearsOf(view: RecordView): number[] {
  const sources = [
    view.europeanaProxy?.year,
    view.record.year,
    view.providerField('year'),
    view.providerField('dctermsCreated'),
    view.providerField('dcDate'),
  ];
  for (const source of sources) {
    const values = Array.isArray(source) ? source.map(String) : literalValues(source as never);
    const years = values
      .map((v) => /^(-?\d{1,4})(?:$|[-\s/])/.exec(v.trim())?.[1])
      .filter((y): y is string => y !== undefined)
      .map(Number)
      .filter((y) => y >= -9999 && y <= 9999);
    if (years.length) return [...new Set(years)];
  }
  return [];
}

function mediaRows(view: RecordView): MediaRow[] {
  const aggregation = view.aggregation;
  if (!aggregation) return [];
  const entries: Array<[MediaRow['role'], string]> = [];
  if (aggregation.edmIsShownBy) entries.push(['isShownBy', aggregation.edmIsShownBy]);
  for (const url of aggregation.hasView ?? []) entries.push(['hasView', url]);
  if (aggregation.edmObject) entries.push(['object', aggregation.edmObject]);
  const seen = new Set<string>();
  const rows: MediaRow[] = [];
  for (const [role, url] of entries) {
    if (typeof url !== 'string' || !url || seen.has(url)) continue;
    seen.add(url);
    const resource = view.webResource(url);
    rows.push({
      position: rows.length,
      role,
      url,
      mimeType: mimeTypeOf(resource),
      width: numberOf(resource?.ebucoreWidth),
      height: numberOf(resource?.ebucoreHeight),
      byteSize: numberOf(resource?.ebucoreFileByteSize),
      localFile: localMediaFile(url),
    });
  }
  return rows;
}

/** Values without duplicates (first occurrence kept), one a line. */
const join = (values: Iterable<string>): string => [...new Set(values)].join('\n');
const lines = (set: Set<string>): string => [...set].join('\n');

function addAll(set: Set<string>, values: readonly string[]): void {
  for (const v of values) set.add(v);
}

/** Literal values of the fields and labels of the entities of `cls` they link to. */
function addLabels(
  set: Set<string>,
  view: RecordView,
  fields: readonly string[],
  cls: Parameters<RecordView['entitiesOf']>[0],
): void {
  for (const field of fields) {
    const map = view.field(field);
    if (!map) continue;
    // literalValues and linkedEntities inline, without their lists: fourteen fields a record.
    for (const v of allValues(map)) if (!isUri(v)) set.add(v);
    if (map.def === undefined || map.def === null) continue;
    for (const entity of view.linkedEntities(map, cls)) addAll(set, entityLabels(entity));
  }
}

function addEntityLabels(set: Set<string>, entities: readonly EdmContextualEntity[]): void {
  for (const entity of entities) addAll(set, entityLabels(entity));
}

const WHO_FIELDS = ['dcCreator', 'dcContributor'];
const SUBJECT_FIELDS = ['dcSubject'];
const WHAT_FIELDS = ['dcType', 'dcFormat', 'dctermsMedium'];
const PLACE_FIELDS = ['dctermsSpatial', 'dcCoverage', 'edmCurrentLocation'];
const TIME_FIELDS = ['dcDate', 'dctermsCreated', 'dctermsIssued', 'dctermsTemporal'];
const OTHER_FIELDS = [
  'dcIdentifier',
  'dcPublisher',
  'dcSource',
  'dctermsProvenance',
  'dctermsIsPartOf',
  'dctermsExtent',
];

/**
 * The FTS columns. Each column collects its values into one Set in column order (the text is
 * the same as joining the concatenated lists, without building the lists).
 */
function textOf(view: RecordView, annotations: readonly ItemAnnotationInput[]): FtsText {
  const record = view.record;
  const aggregation = view.aggregation;
  const title = new Set<string>();
  addAll(title, allValues(view.field('dcTitle')));
  addAll(title, allValues(view.field('dctermsAlternative')));
  const who = new Set<string>();
  addLabels(who, view, WHO_FIELDS, 'agents');
  addEntityLabels(who, view.entitiesOf('agents'));
  const subject = new Set<string>();
  addLabels(subject, view, SUBJECT_FIELDS, 'concepts');
  const what = new Set<string>();
  addLabels(what, view, WHAT_FIELDS, 'concepts');
  const concepts = view.entitiesOf('concepts');
  if (concepts.length) {
    const linkedConcepts = new Set(uriValues(view.field('dcSubject')));
    for (const c of concepts) if (!linkedConcepts.has(c.about)) addAll(what, entityLabels(c));
  }
  const place = new Set<string>();
  addLabels(place, view, PLACE_FIELDS, 'places');
  addEntityLabels(place, view.entitiesOf('places'));
  const time = new Set<string>();
  addLabels(time, view, TIME_FIELDS, 'timespans');
  addAll(time, literalValues(view.europeanaProxy?.year as never));
  addEntityLabels(time, view.entitiesOf('timespans'));
  const other = new Set<string>([record.about]);
  for (const field of OTHER_FIELDS) addAll(other, literalValues(view.field(field)));
  addAll(other, view.organizationNames(aggregation?.edmDataProvider));
  addAll(other, view.organizationNames(aggregation?.edmProvider));
  for (const a of annotations) other.add(a.value);
  return {
    title: lines(title),
    who: lines(who),
    subject: lines(subject),
    what: lines(what),
    place: lines(place),
    time: lines(time),
    description: join(allValues(view.field('dcDescription'))),
    other: lines(other),
  };
}

function facetsOf(
  view: RecordView,
  derived: DerivedItem,
  hints: IndexHints,
  doc: SearchDoc,
  years: number[],
): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  // Values seen per field: the first one as is, a Set once a field has a second. Most fields get
  // one value, and no `field + value` key string is built (and hashed) per call.
  const seen = new Map<string, string | Set<string>>();
  const add = (field: string, value: string | number | undefined | null): void => {
    if (value === undefined || value === null) return;
    const text = String(value).trim();
    if (!text || text.length > 1000) return;
    const known = seen.get(field);
    if (known === undefined) seen.set(field, text);
    else if (typeof known === 'string') {
      if (known === text) return;
      seen.set(field, new Set([known, text]));
    } else {
      if (known.has(text)) return;
      known.add(text);
    }
    out.push([field, text]);
  };
  const aggregation = view.aggregation;
  add('TYPE', derived.type);
  for (const c of doc.country ?? []) add('COUNTRY', capitaliseCountry(c));
  for (const l of doc.language ?? []) add('LANGUAGE', l);
  for (const p of doc.provider ?? []) add('PROVIDER', p);
  for (const p of doc.dataProvider ?? []) add('DATA_PROVIDER', p);
  for (const field of ['edmDataProvider', 'edmProvider', 'edmIntermediateProvider']) {
    for (const uri of uriValues(aggregation?.[field] as never)) add('foaf_organization', uri);
  }
  for (const org of view.entitiesOf('organizations')) add('foaf_organization', org.about);
  // CREATOR: the creators the provider names; linked agents' names only when it names none.
  const creators = literalValues(view.providerField('dcCreator'));
  if (creators.length) for (const c of creators) add('CREATOR', c);
  else
    for (const agent of view.linkedEntities(view.field('dcCreator'), 'agents'))
      add('CREATOR', preferredLabel(agent.prefLabel));
  add('RIGHTS', derived.rights);
  add('REUSABILITY', derived.reusability);
  add('contentTier', derived.contentTier);
  add('metadataTier', derived.metadataTier);
  for (const theme of hints.themes ?? []) add('collection', theme);
  for (const y of years) add('YEAR', y);
  add('UGC', aggregation?.edmUgc === 'true' ? 'true' : 'false');
  add('MEDIA', String(derived.hasMedia));
  add('THUMBNAIL', String(derived.hasThumbnail));
  add('TEXT_FULLTEXT', String(derived.isFulltext));
  add('LANDINGPAGE', String(derived.hasLandingpage));
  for (const m of derived.media) {
    if (m.role === 'object') continue;
    add('MIME_TYPE', m.mimeType);
    const resource = view.webResource(m.url);
    if (m.position === 0 && m.mimeType?.startsWith('image/')) {
      add('IMAGE_SIZE', imageSizeOf(m.width, m.height));
      add('IMAGE_ASPECTRATIO', aspectRatioOf(m.width, m.height));
      const space = resource?.edmHasColorSpace;
      if (typeof space === 'string') add('IMAGE_COLOUR', String(!/gr[ae]y/i.test(space)));
    }
    for (const colour of paletteOf(resource)) add('COLOURPALETTE', colour);
    if (m.mimeType?.startsWith('audio/')) {
      add('SOUND_DURATION', soundDurationOf(resource));
      if (isHighQualitySound(resource)) add('SOUND_HQ', 'true');
    } else if (m.mimeType?.startsWith('video/')) {
      add('VIDEO_DURATION', videoDurationOf(resource));
      if (isHdVideo(resource)) add('VIDEO_HD', 'true');
    }
  }
  for (const [edmField, facet] of PROXY_FACETS) {
    const map = view.providerField(edmField);
    if (!map) continue;
    for (const [lang, values] of Object.entries(map)) {
      for (const v of values) {
        add(facet, v);
        if (lang !== 'def') add(`${facet}.${lang}`, v);
      }
    }
  }
  for (const agent of view.entitiesOf('agents')) add('edm_agent', agent.about);
  // An item belongs to the broader topic and the larger place of the entities it names too, as
  // Europeana's enrichment adds an entity's parents to the record: the thematic topics (Music,
  // Art…) are broader terms of the concepts items name, and their collection pages list them.
  for (const concept of view.entitiesOf('concepts')) {
    add('skos_concept', concept.about);
    for (const broader of Array.isArray(concept.broader) ? concept.broader : [])
      if (typeof broader === 'string') add('skos_concept', broader);
  }
  for (const place of view.entitiesOf('places')) {
    add('edm_place', place.about);
    for (const larger of uriValues(place.isPartOf)) add('edm_place', larger);
  }
  for (const timespan of view.entitiesOf('timespans')) add('edm_timespan', timespan.about);
  if (!view.entitiesOf('agents').length) {
    for (const uri of uriValues(view.field('dcCreator'))) add('edm_agent', uri);
  }
  return out;
}
