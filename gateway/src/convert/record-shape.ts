import { isLangMap } from '../edm/lang-map';
import { jsonExcerpt } from '../util/json-excerpt';
import { isPlainObject, isStringList } from '../util/value-shapes';

/** The five EDM types a record can have (`type`, proxies' `edmType`). */
const EDM_TYPES = new Set(['TEXT', 'IMAGE', 'SOUND', 'VIDEO', '3D']);

/**
 * What each kind of field must be. A field a part does not name is checked by its kind: the
 * Dublin Core and EDM properties the item page and the index read are language maps; any other
 * field (the real API adds some, `dqvHasQualityAnnotation` say) may be a string, a list of
 * strings, a number, true or false, or a language map, but not another object or a list of them.
 */
interface PartShape {
  strings?: ReadonlySet<string>;
  stringLists?: ReadonlySet<string>;
  booleans?: ReadonlySet<string>;
  /** Fields of other shapes (numbers, nested objects) the APIs read or pass on as they are. */
  free?: ReadonlySet<string>;
}

/** Aggregation properties that are plain strings (links), not language maps. */
export const AGGREGATION_STRINGS: ReadonlySet<string> = new Set([
  'about',
  'edmIsShownBy',
  'edmIsShownAt',
  'edmObject',
  'aggregatedCHO',
  'edmUgc',
]);
export const PROXY_STRINGS: ReadonlySet<string> = new Set([
  'about',
  'proxyFor',
  'edmType',
  'edmIsRepresentationOf',
]);
/** Proxy properties that are lists of strings (links), not language maps. */
export const PROXY_ARRAYS: ReadonlySet<string> = new Set([
  'proxyIn',
  'lineage',
  'edmIsSimilarTo',
  'edmIsSuccessorOf',
  'edmIsDerivativeOf',
  'edmIncorporates',
  'edmRealizes',
  'edmWasPresentAt',
  'edmIsNextInSequence',
  'rdfType',
]);

const PROXY: PartShape = {
  strings: PROXY_STRINGS,
  stringLists: PROXY_ARRAYS,
  booleans: new Set(['europeanaProxy']),
};
const AGGREGATION: PartShape = {
  strings: AGGREGATION_STRINGS,
  stringLists: new Set(['hasView', 'aggregates']),
  booleans: new Set(['edmPreviewNoDistribute']),
  free: new Set(['webResources']),
};
const EUROPEANA_AGGREGATION: PartShape = {
  strings: new Set(['about', 'aggregatedCHO', 'edmLandingPage', 'edmPreview', 'edmIsShownBy']),
  stringLists: new Set(['aggregates', 'dqvHasQualityAnnotation']),
  free: new Set(['webResources']),
};
/** Properties read as language maps wherever they are: what the item page and the index show. */
const LANGUAGE_MAP_FIELD =
  /^(?:dc[A-Z]|dcterms[A-Z]|year$|edm(?:Country|Language|Rights|DataProvider|Provider|IntermediateProvider|CurrentLocation|HasMet|HasType|IsRelatedTo)$)/;
const CONTEXTUAL_LISTS = ['agents', 'places', 'timespans', 'concepts', 'organizations'] as const;
/** The labels of a contextual entity the APIs read; its other fields vary by class. */
const ENTITY_LABELS = ['prefLabel', 'altLabel', 'hiddenLabel', 'note'] as const;

/**
 * Checks the parts of a Record API object (current shape) that the store and the APIs rely on:
 * `type` one of the five EDM types, `title` a list of strings, proxies and aggregations lists of
 * objects with an `about` whose fields have their Record API shapes (links strings, language maps
 * `{"en": ["…"]}`), web resources objects with an `about`, contextual entities objects with an
 * `about` and labels as language maps. Throws a message naming the first field that is not so.
 */
export function checkRecordShape(record: Record<string, unknown>): void {
  if (typeof record.type !== 'string' || !EDM_TYPES.has(record.type)) {
    fail('type', `one of ${[...EDM_TYPES].join(', ')}`, record.type);
  }
  if (record.title !== undefined && !isStringList(record.title)) {
    fail('title', 'a list of strings', record.title);
  }
  objectList(record.proxies, 'proxies').forEach((proxy, i) =>
    checkPart(proxy, `proxies[${i}]`, PROXY),
  );
  if (record.aggregations !== undefined) {
    objectList(record.aggregations, 'aggregations').forEach((aggregation, i) =>
      checkPart(aggregation, `aggregations[${i}]`, AGGREGATION),
    );
  }
  if (record.europeanaAggregation !== undefined) {
    if (!isPlainObject(record.europeanaAggregation)) {
      fail('europeanaAggregation', 'an object', record.europeanaAggregation);
    }
    checkPart(record.europeanaAggregation, 'europeanaAggregation', EUROPEANA_AGGREGATION);
  }
  for (const list of CONTEXTUAL_LISTS) {
    if (record[list] === undefined) continue;
    objectList(record[list], list).forEach((entity, i) => {
      for (const label of ENTITY_LABELS) {
        if (entity[label] !== undefined && !isLangMap(entity[label])) {
          fail(`${list}[${i}].${label}`, 'a language map of string lists', entity[label]);
        }
      }
    });
  }
}

function checkPart(part: Record<string, unknown>, where: string, shape: PartShape): void {
  for (const [key, value] of Object.entries(part)) {
    const field = `${where}.${key}`;
    if (shape.strings?.has(key)) {
      if (typeof value !== 'string') fail(field, 'a string', value);
    } else if (shape.stringLists?.has(key)) {
      if (!isStringList(value)) fail(field, 'a list of strings', value);
    } else if (shape.booleans?.has(key)) {
      if (typeof value !== 'boolean') fail(field, 'true or false', value);
    } else if (key === 'webResources') {
      objectList(value, field);
    } else if (shape.free?.has(key)) {
      continue;
    } else if (LANGUAGE_MAP_FIELD.test(key) || !isPlainValue(value)) {
      if (!isLangMap(value)) fail(field, 'a language map of string lists ({"en": ["…"]})', value);
    }
  }
}

/** A value of no structure the APIs could trip on: a string, a list of strings, a number, a flag. */
function isPlainValue(value: unknown): boolean {
  return (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    isStringList(value)
  );
}

/** A list of objects, each with an `about` string (the Record API's id of each part). */
function objectList(value: unknown, field: string): Array<Record<string, unknown>> {
  if (!Array.isArray(value)) fail(field, 'a list of objects', value);
  value.forEach((item: unknown, i) => {
    if (!isPlainObject(item)) fail(`${field}[${i}]`, 'an object', item);
    if (typeof item.about !== 'string' || !item.about) {
      fail(`${field}[${i}].about`, 'a non-empty string', item.about);
    }
  });
  return value as Array<Record<string, unknown>>;
}

function fail(field: string, expected: string, got: unknown): never {
  throw new Error(`${field}: expected ${expected}, got ${jsonExcerpt(got)}`);
}
