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

  // Keys in alphabetical order, so the stored document needs no sorting. Set one by one (no
  // list of [key, value] pairs first: that was a few dozen arrays per record).
  const doc: Record<string, unknown> = {};
  put(doc, 'completeness', facts.completeness);
  put(doc, 'country', countriesOf(view));
  put(doc, 'dataProvider', view.organizationNames(aggregation?.edmDataProvider));
  put(doc, 'dcContributor', allValues(contributor));
  put(doc, 'dcContributorLangAware', contributor);
  put(doc, 'dcCreator', creator ? literalValues(creator) : undefined);
  put(doc, 'dcCreatorLangAware', creator);
  put(doc, 'dcDescription', allValues(description));
  put(doc, 'dcDescriptionLangAware', description);
  put(doc, 'dcLanguage', allValues(language));
  put(doc, 'dcLanguageLangAware', language);
  put(doc, 'dcSubjectLangAware', view.field('dcSubject'));
  put(doc, 'dcTitleLangAware', title);
  put(doc, 'dcTypeLangAware', view.field('dcType'));
  put(doc, 'dctermsIsPartOf', allValues(view.field('dctermsIsPartOf')));
  put(doc, 'dctermsSpatial', allValues(view.field('dctermsSpatial')));
  put(
    doc,
    'edmAgent',
    agents.map((a) => a.about),
  );
  put(doc, 'edmAgentLabel', labelObjects(agents));
  put(doc, 'edmAgentLabelLangAware', mergeLangMaps(...agents.map((a) => a.prefLabel)));
  put(
    doc,
    'edmConcept',
    concepts.map((c) => c.about),
  );
  put(
    doc,
    'edmConceptBroaderLabel',
    labelObjects(broader.map((b) => view.entity(b)).filter(isEntity)),
  );
  put(doc, 'edmConceptBroaderTerm', broader);
  put(doc, 'edmConceptLabel', labelObjects(concepts));
  put(doc, 'edmConceptPrefLabelLangAware', mergeLangMaps(...concepts.map((c) => c.prefLabel)));
  put(doc, 'edmDatasetName', stringList(record.edmDatasetName ?? record.europeanaCollectionName));
  put(doc, 'edmIsShownAt', stringList(aggregation?.edmIsShownAt));
  put(doc, 'edmIsShownBy', stringList(aggregation?.edmIsShownBy));
  put(doc, 'edmLandingPage', stringList(europeana?.edmLandingPage));
  put(
    doc,
    'edmPlace',
    places.map((p) => p.about),
  );
  put(doc, 'edmPlaceAltLabel', labelObjects(places, 'altLabel'));
  put(doc, 'edmPlaceAltLabelLangAware', mergeLangMaps(...places.map((p) => p.altLabel)));
  put(doc, 'edmPlaceLabel', labelObjects(places));
  put(doc, 'edmPlaceLabelLangAware', mergeLangMaps(...places.map((p) => p.prefLabel)));
  put(doc, 'edmPlaceLatitude', coordinates(places, 'latitude'));
  put(doc, 'edmPlaceLongitude', coordinates(places, 'longitude'));
  put(doc, 'edmPreview', stringList(previewSource(view)));
  put(
    doc,
    'edmTimespan',
    timespans.map((t) => t.about),
  );
  put(
    doc,
    'edmTimespanBegin',
    timespans.flatMap((t) => allValues(t.begin)),
  );
  put(
    doc,
    'edmTimespanEnd',
    timespans.flatMap((t) => allValues(t.end)),
  );
  put(doc, 'edmTimespanLabel', labelObjects(timespans));
  put(doc, 'edmTimespanLabelLangAware', mergeLangMaps(...timespans.map((t) => t.prefLabel)));
  put(doc, 'europeanaCollectionName', stringList(record.europeanaCollectionName));
  put(doc, 'europeanaCompleteness', facts.completeness);
  put(doc, 'id', record.about);
  put(doc, 'language', languagesOf(view));
  put(doc, 'previewNoDistribute', aggregation?.edmPreviewNoDistribute === true);
  put(doc, 'provider', providerNames(view));
  put(doc, 'rights', allValues(aggregation?.edmRights).slice(0, 1));
  put(doc, 'timestamp', facts.timestampUpdate);
  put(doc, 'timestamp_created', new Date(facts.timestampCreated).toISOString());
  put(doc, 'timestamp_created_epoch', facts.timestampCreated);
  put(doc, 'timestamp_update', new Date(facts.timestampUpdate).toISOString());
  put(doc, 'timestamp_update_epoch', facts.timestampUpdate);
  put(doc, 'title', titles.length ? titles : stringList(record.title));
  put(doc, 'type', facts.type);
  put(doc, 'ugc', [aggregation?.edmUgc === 'true']);
  put(doc, 'year', yearsOf(view));
  return doc as SearchDoc;
}

/** Sets a field unless it is empty (undefined, null, '', [] or {}). */
function put(doc: Record<string, unknown>, key: string, value: unknown): void {
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value)) {
    if (value.length) doc[key] = value;
  } else if (typeof value === 'object') {
    for (const _ in value) {
      doc[key] = value;
      return;
    }
  } else doc[key] = value;
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
