import { capitaliseCountry } from './countries';
import { addToLangMap, allValues, isUri, literalValues, mergeLangMaps } from './lang-map';
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
  const broader = [...new Set(concepts.flatMap((c) => stringList(c.broader)))];
  const titles = allValues(title);

  // Keys in alphabetical order, so the stored document needs no sorting.
  const fields: Array<[string, unknown]> = [
    ['completeness', facts.completeness],
    ['country', countriesOf(view)],
    ['dataProvider', view.organizationNames(aggregation?.edmDataProvider)],
    ['dcContributor', allValues(contributor)],
    ['dcContributorLangAware', contributor],
    ['dcCreator', creator ? literalValues(creator) : undefined],
    ['dcCreatorLangAware', creator],
    ['dcDescription', allValues(description)],
    ['dcDescriptionLangAware', description],
    ['dcLanguage', allValues(language)],
    ['dcLanguageLangAware', language],
    ['dcSubjectLangAware', view.field('dcSubject')],
    ['dcTitleLangAware', title],
    ['dcTypeLangAware', view.field('dcType')],
    ['dctermsIsPartOf', allValues(view.field('dctermsIsPartOf'))],
    ['dctermsSpatial', allValues(view.field('dctermsSpatial'))],
    ['edmAgent', agents.map((a) => a.about)],
    ['edmAgentLabel', labelObjects(agents)],
    ['edmAgentLabelLangAware', mergeLangMaps(...agents.map((a) => a.prefLabel))],
    ['edmConcept', concepts.map((c) => c.about)],
    ['edmConceptBroaderLabel', labelObjects(broader.map((b) => view.entity(b)).filter(isEntity))],
    ['edmConceptBroaderTerm', broader],
    ['edmConceptLabel', labelObjects(concepts)],
    ['edmConceptPrefLabelLangAware', mergeLangMaps(...concepts.map((c) => c.prefLabel))],
    ['edmDatasetName', stringList(record.edmDatasetName ?? record.europeanaCollectionName)],
    ['edmIsShownAt', stringList(aggregation?.edmIsShownAt)],
    ['edmIsShownBy', stringList(aggregation?.edmIsShownBy)],
    ['edmLandingPage', stringList(europeana?.edmLandingPage)],
    ['edmPlace', places.map((p) => p.about)],
    ['edmPlaceAltLabel', labelObjects(places, 'altLabel')],
    ['edmPlaceAltLabelLangAware', mergeLangMaps(...places.map((p) => p.altLabel))],
    ['edmPlaceLabel', labelObjects(places)],
    ['edmPlaceLabelLangAware', mergeLangMaps(...places.map((p) => p.prefLabel))],
    ['edmPlaceLatitude', coordinates(places, 'latitude')],
    ['edmPlaceLongitude', coordinates(places, 'longitude')],
    ['edmPreview', stringList(previewSource(view))],
    ['edmTimespan', timespans.map((t) => t.about)],
    ['edmTimespanBegin', timespans.flatMap((t) => allValues(t.begin))],
    ['edmTimespanEnd', timespans.flatMap((t) => allValues(t.end))],
    ['edmTimespanLabel', labelObjects(timespans)],
    ['edmTimespanLabelLangAware', mergeLangMaps(...timespans.map((t) => t.prefLabel))],
    ['europeanaCollectionName', stringList(record.europeanaCollectionName)],
    ['europeanaCompleteness', facts.completeness],
    ['id', record.about],
    ['language', languagesOf(view)],
    ['previewNoDistribute', aggregation?.edmPreviewNoDistribute === true],
    ['provider', providerNames(view)],
    ['rights', allValues(aggregation?.edmRights).slice(0, 1)],
    ['timestamp', facts.timestampUpdate],
    ['timestamp_created', new Date(facts.timestampCreated).toISOString()],
    ['timestamp_created_epoch', facts.timestampCreated],
    ['timestamp_update', new Date(facts.timestampUpdate).toISOString()],
    ['timestamp_update_epoch', facts.timestampUpdate],
    ['title', titles.length ? titles : stringList(record.title)],
    ['type', facts.type],
    ['ugc', [aggregation?.edmUgc === 'true']],
    ['year', yearsOf(view)],
  ];
  const doc: Record<string, unknown> = {};
  for (const [key, value] of fields) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) doc[key] = value;
    } else if (typeof value === 'object') {
      for (const _ in value) {
        doc[key] = value;
        break;
      }
    } else doc[key] = value;
  }
  return doc as SearchDoc;
}

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
  for (const lang in map) out[lang] = map[lang]!.slice();
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
