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
  const doc: Record<string, unknown> = {};
  const set = (key: string, value: unknown): void => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value) && !value.length) return;
    if (typeof value === 'object' && !Array.isArray(value) && !Object.keys(value).length) return;
    doc[key] = value;
  };
  const title = view.field('dcTitle');
  const description = view.field('dcDescription');
  const creator = withEntityLabels(view, view.field('dcCreator'));
  const contributor = view.field('dcContributor');
  const language = view.field('dcLanguage');
  const agents = view.entitiesOf('agents');
  const concepts = view.entitiesOf('concepts');
  const places = view.entitiesOf('places');
  const timespans = view.entitiesOf('timespans');

  set('id', record.about);
  set('type', facts.type);
  set('title', allValues(title).length ? allValues(title) : stringList(record.title));
  set('dcTitleLangAware', title);
  set('dcDescription', allValues(description));
  set('dcDescriptionLangAware', description);
  set('dcCreator', creator ? literalValues(creator) : undefined);
  set('dcCreatorLangAware', creator);
  set('dcContributor', allValues(contributor));
  set('dcContributorLangAware', contributor);
  set('dataProvider', view.organizationNames(aggregation?.edmDataProvider));
  set('provider', providerNames(view));
  set('rights', allValues(aggregation?.edmRights).slice(0, 1));
  set('year', yearsOf(view));
  set('language', languagesOf(view));
  set('edmIsShownBy', stringList(aggregation?.edmIsShownBy));
  set('edmIsShownAt', stringList(aggregation?.edmIsShownAt));
  set('edmPreview', stringList(previewSource(view)));
  set('europeanaCompleteness', facts.completeness);
  set('completeness', facts.completeness);
  set('edmPlaceLatitude', coordinates(places, 'latitude'));
  set('edmPlaceLongitude', coordinates(places, 'longitude'));
  set('country', countriesOf(view));
  set('ugc', [aggregation?.edmUgc === 'true']);
  set('europeanaCollectionName', stringList(record.europeanaCollectionName));
  set('edmDatasetName', stringList(record.edmDatasetName ?? record.europeanaCollectionName));
  set('dcLanguage', allValues(language));
  set('dcLanguageLangAware', language);
  set('timestamp', facts.timestampUpdate);
  set('timestamp_created', new Date(facts.timestampCreated).toISOString());
  set('timestamp_created_epoch', facts.timestampCreated);
  set('timestamp_update', new Date(facts.timestampUpdate).toISOString());
  set('timestamp_update_epoch', facts.timestampUpdate);
  set('previewNoDistribute', aggregation?.edmPreviewNoDistribute === true);
  set('dctermsIsPartOf', allValues(view.field('dctermsIsPartOf')));
  set(
    'edmConcept',
    concepts.map((c) => c.about),
  );
  set('edmConceptLabel', labelObjects(concepts));
  set('edmConceptPrefLabelLangAware', mergeLangMaps(...concepts.map((c) => c.prefLabel)));
  const broader = concepts.flatMap((c) => stringList(c.broader));
  set('edmConceptBroaderTerm', [...new Set(broader)]);
  set('edmConceptBroaderLabel', labelObjects(broader.map((b) => view.entity(b)).filter(isEntity)));
  set('edmPlaceLabel', labelObjects(places));
  set('edmPlaceLabelLangAware', mergeLangMaps(...places.map((p) => p.prefLabel)));
  set('edmPlaceAltLabel', labelObjects(places, 'altLabel'));
  set('edmPlaceAltLabelLangAware', mergeLangMaps(...places.map((p) => p.altLabel)));
  set('edmTimespanLabel', labelObjects(timespans));
  set('edmTimespanLabelLangAware', mergeLangMaps(...timespans.map((t) => t.prefLabel)));
  set(
    'edmTimespanBegin',
    timespans.flatMap((t) => allValues(t.begin)),
  );
  set(
    'edmTimespanEnd',
    timespans.flatMap((t) => allValues(t.end)),
  );
  set(
    'edmAgent',
    agents.map((a) => a.about),
  );
  set('edmAgentLabel', labelObjects(agents));
  set('edmAgentLabelLangAware', mergeLangMaps(...agents.map((a) => a.prefLabel)));
  set(
    'edmPlace',
    places.map((p) => p.about),
  );
  set(
    'edmTimespan',
    timespans.map((t) => t.about),
  );
  set('dctermsSpatial', allValues(view.field('dctermsSpatial')));
  set('dcTypeLangAware', view.field('dcType'));
  set('dcSubjectLangAware', view.field('dcSubject'));
  set('edmLandingPage', stringList(europeana?.edmLandingPage));
  return sortKeys(doc) as SearchDoc;
}

function isEntity(value: EdmContextualEntity | undefined): value is EdmContextualEntity {
  return value !== undefined;
}

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && !!v) : [];
}

/**
 * Adds the labels of linked entities, per language, to a field whose `def` holds their URIs,
 * so a card can show "Rembrandt" where the record only says `http://data.europeana.eu/agent/…`.
 */
function withEntityLabels(view: RecordView, map: LangMap | undefined): LangMap | undefined {
  if (!map) return undefined;
  const out: LangMap = JSON.parse(JSON.stringify(map)) as LangMap;
  for (const entity of view.linkedEntities(map)) {
    for (const [lang, labels] of Object.entries(entity.prefLabel ?? {})) {
      addToLangMap(out, lang === 'def' ? 'def' : lang, Array.isArray(labels) ? labels : [labels]);
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

function sortKeys(doc: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(doc).sort()) out[key] = doc[key];
  return out;
}
