import { isLangMap } from '../edm/lang-map';

/** The five EDM types a record can have (`type`, proxies' `edmType`). */
const EDM_TYPES = new Set(['TEXT', 'IMAGE', 'SOUND', 'VIDEO', '3D']);

/** What each kind of field must be; a field a part does not name is a language map. */
interface PartShape {
  strings?: readonly string[];
  stringLists?: readonly string[];
  booleans?: readonly string[];
  /** Fields of other shapes (numbers, nested objects) the APIs read or pass on as they are. */
  free?: readonly string[];
}

const PROXY: PartShape = {
  strings: ['about', 'proxyFor', 'edmType', 'edmIsRepresentationOf'],
  stringLists: [
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
  ],
  booleans: ['europeanaProxy'],
};
const AGGREGATION: PartShape = {
  strings: ['about', 'edmIsShownBy', 'edmIsShownAt', 'edmObject', 'aggregatedCHO', 'edmUgc'],
  stringLists: ['hasView', 'aggregates'],
  booleans: ['edmPreviewNoDistribute'],
  free: ['webResources'],
};
const EUROPEANA_AGGREGATION: PartShape = {
  strings: ['about', 'aggregatedCHO', 'edmLandingPage', 'edmPreview', 'edmIsShownBy'],
  stringLists: ['aggregates'],
  free: ['webResources'],
};
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
    if (!isObject(record.europeanaAggregation)) {
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
    if (shape.strings?.includes(key)) {
      if (typeof value !== 'string') fail(field, 'a string', value);
    } else if (shape.stringLists?.includes(key)) {
      if (!isStringList(value)) fail(field, 'a list of strings', value);
    } else if (shape.booleans?.includes(key)) {
      if (typeof value !== 'boolean') fail(field, 'true or false', value);
    } else if (key === 'webResources') {
      objectList(value, field);
    } else if (!shape.free?.includes(key) && !isLangMap(value)) {
      fail(field, 'a language map of string lists ({"en": ["…"]})', value);
    }
  }
}

/** A list of objects, each with an `about` string (the Record API's id of each part). */
function objectList(value: unknown, field: string): Array<Record<string, unknown>> {
  if (!Array.isArray(value)) fail(field, 'a list of objects', value);
  value.forEach((item: unknown, i) => {
    if (!isObject(item)) fail(`${field}[${i}]`, 'an object', item);
    if (typeof item.about !== 'string' || !item.about) {
      fail(`${field}[${i}].about`, 'a non-empty string', item.about);
    }
  });
  return value as Array<Record<string, unknown>>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): boolean {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function fail(field: string, expected: string, got: unknown): never {
  const json = JSON.stringify(got) ?? 'nothing';
  throw new Error(
    `${field}: expected ${expected}, got ${json.length > 60 ? `${json.slice(0, 60)}…` : json}`,
  );
}
