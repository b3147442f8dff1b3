import { capitaliseCountry } from './countries';
import {
  addToLangMap,
  allValues,
  isUri,
  literalValues,
  mergeLangMaps,
  ownLangList,
} from './lang-map';
import type { RecordView } from './record-view';
import type { EdmContextualEntity, LangMap } from './types';

/**
 * A Search API item with every field of the richest profile, keys sorted, empty values left out.
 * Request-dependent fields are completed at response time: `edmPreview` is stored as the source
 * media URL and turned into a thumbnail URL, `link`, `guid` and `score` are added.
 */
export type SearchDoc = Record<string, unknown> & {
  id: string;
  type: string;
  country?: string[];
  language?: string[];
  provider?: string[];
  dataProvider?: string[];
  dcCreator?: string[];
  europeanaCompleteness?: number;
};

export interface SearchDocFacts {
  type: string;
  timestampCreated: number;
  timestampUpdate: number;
  completeness: number;
}

export function buildSearchDoc(view: RecordView, facts: SearchDocFacts): SearchDoc {
  const record = view.record;
  const aggregation = view.aggregation;
  const europeana = record.europeanaAggregation;
  const title = view.field('dcTitle');
  const description = view.field('dcDescription');
  const creator = withEntityLabels(view, view.field('dcCreator'));
  const contributor = view.field('dcContributor');
  const language = view.field('dcLanguage');
  const agents = view.entitiesOf('agents');
  const concepts = view.entitiesOf('concepts');
  const places = view.entitiesOf('places');
  const timespans = view.entitiesOf('timespans');
  const broader = broaderOf(concepts);
  const titles = allValues(title);

  // Keys in alphabetical order, so the stored document needs no sorting. Each key is set by
  // name (`doc.country = …`), never through a computed key: V8 turns an object that gets more
  // than a dozen properties through computed keys into a slow dictionary, which made serialising
  // the document half again as costly.
  const doc: Record<string, unknown> = {};
  let v: unknown;
  if (present((v = facts.completeness))) doc.completeness = v;
  if (present((v = countriesOf(view)))) doc.country = v;
  if (present((v = view.organizationNames(aggregation?.edmDataProvider)))) doc.dataProvider = v;
  if (present((v = allValues(contributor)))) doc.dcContributor = v;
  if (present((v = contributor))) doc.dcContributorLangAware = v;
  if (present((v = creator ? literalValues(creator) : undefined))) doc.dcCreator = v;
  if (present((v = creator))) doc.dcCreatorLangAware = v;
  if (present((v = allValues(description)))) doc.dcDescription = v;
  if (present((v = description))) doc.dcDescriptionLangAware = v;
  if (present((v = allValues(language)))) doc.dcLanguage = v;
  if (present((v = language))) doc.dcLanguageLangAware = v;
  if (present((v = view.field('dcSubject')))) doc.dcSubjectLangAware = v;
  if (present((v = title))) doc.dcTitleLangAware = v;
  if (present((v = view.field('dcType')))) doc.dcTypeLangAware = v;
  if (present((v = allValues(view.field('dctermsIsPartOf'))))) doc.dctermsIsPartOf = v;
  if (present((v = allValues(view.field('dctermsSpatial'))))) doc.dctermsSpatial = v;
  if (present((v = agents.map((a) => a.about)))) doc.edmAgent = v;
  if (present((v = labelObjects(agents)))) doc.edmAgentLabel = v;
  if (present((v = mergeLangMaps(...agents.map((a) => a.prefLabel)))))
    doc.edmAgentLabelLangAware = v;
  if (present((v = concepts.map((c) => c.about)))) doc.edmConcept = v;
  if (present((v = labelObjects(broader.map((b) => view.entity(b)).filter(isEntity)))))
    doc.edmConceptBroaderLabel = v;
  if (present((v = broader))) doc.edmConceptBroaderTerm = v;
  if (present((v = labelObjects(concepts)))) doc.edmConceptLabel = v;
  if (present((v = mergeLangMaps(...concepts.map((c) => c.prefLabel)))))
    doc.edmConceptPrefLabelLangAware = v;
  if (present((v = stringList(record.edmDatasetName ?? record.europeanaCollectionName))))
    doc.edmDatasetName = v;
  if (present((v = stringList(aggregation?.edmIsShownAt)))) doc.edmIsShownAt = v;
  if (present((v = stringList(aggregation?.edmIsShownBy)))) doc.edmIsShownBy = v;
  if (present((v = stringList(europeana?.edmLandingPage)))) doc.edmLandingPage = v;
  if (present((v = places.map((p) => p.about)))) doc.edmPlace = v;
  if (present((v = labelObjects(places, 'altLabel')))) doc.edmPlaceAltLabel = v;
  if (present((v = mergeLangMaps(...places.map((p) => p.altLabel)))))
    doc.edmPlaceAltLabelLangAware = v;
  if (present((v = labelObjects(places)))) doc.edmPlaceLabel = v;
  if (present((v = mergeLangMaps(...places.map((p) => p.prefLabel)))))
    doc.edmPlaceLabelLangAware = v;
  if (present((v = coordinates(places, 'latitude')))) doc.edmPlaceLatitude = v;
  if (present((v = coordinates(places, 'longitude')))) doc.edmPlaceLongitude = v;
  if (present((v = stringList(previewSource(view))))) doc.edmPreview = v;
  if (present((v = timespans.map((t) => t.about)))) doc.edmTimespan = v;
  if (present((v = timespans.flatMap((t) => allValues(t.begin))))) doc.edmTimespanBegin = v;
  if (present((v = timespans.flatMap((t) => allValues(t.end))))) doc.edmTimespanEnd = v;
  if (present((v = labelObjects(timespans)))) doc.edmTimespanLabel = v;
  if (present((v = mergeLangMaps(...timespans.map((t) => t.prefLabel)))))
    doc.edmTimespanLabelLangAware = v;
  if (present((v = stringList(record.europeanaCollectionName)))) doc.europeanaCollectionName = v;
  if (present((v = facts.completeness))) doc.europeanaCompleteness = v;
  if (present((v = record.about))) doc.id = v;
  if (present((v = languagesOf(view)))) doc.language = v;
  if (present((v = aggregation?.edmPreviewNoDistribute === true))) doc.previewNoDistribute = v;
  if (present((v = providerNames(view)))) doc.provider = v;
  if (present((v = allValues(aggregation?.edmRights).slice(0, 1)))) doc.rights = v;
  if (present((v = facts.timestampUpdate))) doc.timestamp = v;
  if (present((v = isoTime(facts.timestampCreated)))) doc.timestamp_created = v;
  if (present((v = facts.timestampCreated))) doc.timestamp_created_epoch = v;
  if (present((v = isoTime(facts.timestampUpdate)))) doc.timestamp_update = v;
  if (present((v = facts.timestampUpdate))) doc.timestamp_update_epoch = v;
  if (present((v = titles.length ? titles : stringList(record.title)))) doc.title = v;
  if (present((v = facts.type))) doc.type = v;
  if (present((v = [aggregation?.edmUgc === 'true']))) doc.ugc = v;
  if (present((v = yearsOf(view)))) doc.year = v;
  return doc as SearchDoc;
}

/** Whether a field is kept: not undefined, null, '', [] or {}. */
function present(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') {
    for (const _ in value) return true;
    return false;
  }
  return true;
}

/** Broader concept URIs of the concepts, without duplicates. */
function broaderOf(concepts: readonly EdmContextualEntity[]): string[] {
  const out = new Set<string>();
  for (const c of concepts) for (const b of stringList(c.broader)) out.add(b);
  return [...out];
}

/**
 * ISO text of an epoch. An import stamps every item with the same clock reading, so the last
 * few are kept instead of formatting a Date twice per record.
 */
function isoTime(epoch: number): string {
  if (epoch === lastIso[0]) return lastIso[1];
  if (epoch === lastIso[2]) return lastIso[3];
  const text = new Date(epoch).toISOString();
  lastIso[2] = lastIso[0];
  lastIso[3] = lastIso[1];
  lastIso[0] = epoch;
  lastIso[1] = text;
  return text;
}

const lastIso: [number, string, number, string] = [NaN, '', NaN, ''];

function isEntity(value: EdmContextualEntity | undefined): value is EdmContextualEntity {
  return value !== undefined;
}

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && !!v) : [];
}

/**
 * Adds the labels of linked entities to a field whose `def` holds their URIs, in the languages
 * the field has no literal value for, so a card can show "Rembrandt" where the record only says
 * `http://data.europeana.eu/agent/…` without repeating names the provider already gave.
 */
function withEntityLabels(view: RecordView, map: LangMap | undefined): LangMap | undefined {
  if (!map) return undefined;
  const linked = view.linkedEntities(map);
  if (!linked.length) return map;
  const out: LangMap = {};
  // Own keys, made own: `out[lang] = …` with a `__proto__` language would replace the prototype.
  for (const [lang, values] of Object.entries(map)) ownLangList(out, lang).push(...values);
  const literalLangs = new Set(
    Object.keys(map).filter((lang) => map[lang]!.some((v) => !isUri(v))),
  );
  for (const entity of linked) {
    for (const [lang, labels] of Object.entries(entity.prefLabel ?? {})) {
      if (literalLangs.has(lang)) continue;
      addToLangMap(out, lang, Array.isArray(labels) ? labels : [labels]);
    }
  }
  return out;
}

function providerNames(view: RecordView): string[] {
  const aggregation = view.aggregation;
  const names = view.organizationNames(aggregation?.edmProvider);
  return names.length ? names : stringList(view.record.provider);
}

function yearsOf(view: RecordView): string[] {
  const fromProxy = literalValues(view.europeanaProxy?.year as LangMap | undefined);
  const values = fromProxy.length ? fromProxy : stringList(view.record.year);
  return values.filter((v) => /^-?\d{1,4}$/.test(v));
}

function languagesOf(view: RecordView): string[] {
  const fromAggregation = allValues(view.record.europeanaAggregation?.edmLanguage);
  if (fromAggregation.length) return fromAggregation;
  const fromRecord = stringList(view.record.language);
  return fromRecord.length ? fromRecord : literalValues(view.field('dcLanguage'));
}

function countriesOf(view: RecordView): string[] {
  const fromAggregation = allValues(view.record.europeanaAggregation?.edmCountry);
  const values = fromAggregation.length ? fromAggregation : stringList(view.record.country);
  return [...new Set(values.map(capitaliseCountry))];
}

/** The media URL a thumbnail is made from: edmObject, else edmIsShownBy, else edmPreview. */
function previewSource(view: RecordView): string | undefined {
  const aggregation = view.aggregation;
  const direct = aggregation?.edmObject ?? aggregation?.edmIsShownBy ?? aggregation?.hasView?.[0];
  if (direct) return direct;
  const preview = view.record.europeanaAggregation?.edmPreview;
  if (!preview) return undefined;
  try {
    return new URL(preview).searchParams.get('uri') ?? preview;
  } catch {
    return preview;
  }
}

function coordinates(places: EdmContextualEntity[], key: 'latitude' | 'longitude'): string[] {
  return places
    .map((p) => p[key])
    .filter((v) => v !== undefined && v !== null && String(v) !== '')
    .map((v) => String(v));
}

/** `[{ "def": "label" }, …]`, every prefLabel (or altLabel) value, the api2 legacy label shape. */
function labelObjects(
  entities: EdmContextualEntity[],
  key: 'prefLabel' | 'altLabel' = 'prefLabel',
): Array<{ def: string }> {
  const out: Array<{ def: string }> = [];
  const seen = new Set<string>();
  for (const entity of entities) {
    for (const value of allValues(entity[key])) {
      if (isUri(value) || seen.has(value)) continue;
      seen.add(value);
      out.push({ def: value });
    }
  }
  return out;
}
