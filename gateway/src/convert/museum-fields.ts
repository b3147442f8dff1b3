import { jsonExcerpt } from '../util/json-excerpt';
import { isPlainObject, isStringList } from '../util/value-shapes';

// Type checks of the fields of museum NDJSON lines (items and entities), shared by both converters.

/**
 * Years a museum line may give (item dates, creators' and entities' birth and death years,
 * timespans): whole numbers in -10000..10000 (the shared data spans -3100..7195). Anything else
 * (1e16, 1e308, 1800.5, "nineteen") makes the line bad rather than being dropped: years drive
 * search facets and entity dates, so ignoring them would hide the error in the source.
 */
export const MIN_YEAR = -10_000;
export const MAX_YEAR = 10_000;

/**
 * The type a field of a museum NDJSON line must have (shared/data/README.md and the real files).
 * A field that is absent or null is fine (the data leaves empty fields out); any other value of
 * the wrong type makes the line bad, with a message naming the field and the expected type.
 */
export type FieldType =
  | 'string'
  | 'number'
  | 'integer'
  | 'year'
  | 'strings'
  | { object: FieldSpec; what: string }
  | { list: FieldSpec; what: string };
export type FieldSpec = Readonly<Record<string, FieldType>>;

const EXPECTED: Record<'string' | 'number' | 'integer' | 'year' | 'strings', string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  year: `a whole year between ${MIN_YEAR} and ${MAX_YEAR}`,
  strings: 'a list of strings',
};

/**
 * Checks the fields of one line against a spec; throws `field: expected …, got …` at the first
 * mismatch. Null fields are removed, so converters only ever see a field absent or well typed.
 */
export function checkFields(value: Record<string, unknown>, spec: FieldSpec, path = ''): void {
  let types = specTypes.get(spec);
  if (!types) specTypes.set(spec, (types = new Map(Object.entries(spec))));
  // Over the line's own fields (a for…in over an object from JSON.parse is fast): most fields
  // of the spec are absent from any one line.
  for (const field in value) {
    const type = types.get(field);
    if (type === undefined) continue;
    const v = value[field];
    if (v === undefined) continue;
    if (v === null) {
      delete value[field];
      continue;
    }
    if (typeof type === 'string') {
      if (fits(v, type)) continue;
      if (type === 'strings' && Array.isArray(v)) {
        const i = v.findIndex((e) => typeof e !== 'string');
        throw mismatch(`${path}${field}[${i}]`, 'a string', v[i]);
      }
      throw mismatch(path + field, EXPECTED[type], v);
    } else if ('object' in type) {
      if (!isPlainObject(v)) throw mismatch(path + field, type.what, v);
      checkFields(v, type.object, `${path}${field}.`);
    } else {
      if (!Array.isArray(v)) throw mismatch(path + field, type.what, v);
      for (let i = 0; i < v.length; i++) {
        const element: unknown = v[i];
        if (!isPlainObject(element)) throw mismatch(`${path}${field}[${i}]`, 'an object', element);
        checkFields(element, type.list, `${path}${field}[${i}].`);
      }
    }
  }
}

/** Each spec as a map, made once: a quick lookup for every field of every line. */
const specTypes = new WeakMap<FieldSpec, Map<string, FieldType>>();

function fits(v: unknown, type: keyof typeof EXPECTED): boolean {
  switch (type) {
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return Number.isSafeInteger(v);
    case 'year':
      return Number.isInteger(v) && (v as number) >= MIN_YEAR && (v as number) <= MAX_YEAR;
    case 'strings':
      return isStringList(v);
  }
}

function mismatch(field: string, expected: string, got: unknown): Error {
  return new Error(`${field}: expected ${expected}, got ${jsonExcerpt(got, 40)}`);
}
