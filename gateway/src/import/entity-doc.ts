import type { EntityDoc } from '../edm/entity-types';
import { ENTITY_TYPE_OF_KIND, type EntityKind } from '../edm/ids';
import { jsonExcerpt } from '../util/json-excerpt';
import { isPlainObject, isStringList } from '../util/value-shapes';

/**
 * Entity API fields (contract §3) that are language maps of label lists, `{"en": ["…"]}`, and
 * that the store reads (labels, full text): a lone string per language is taken as a list of one.
 */
const LABEL_LIST_MAPS = ['altLabel', 'note'] as const;
/** Language maps of one label or a list per language (the Entity API gives either). */
const LABEL_MAPS = ['acronym', 'name', 'description'] as const;
/** Lists of strings (URIs, labels) the store reads: a lone string is taken as a list of one. */
const STRING_LISTS = ['sameAs', 'hiddenLabel'] as const;
/** Lists of URIs the APIs pass on: a string or a list of strings, kept as given. */
const URI_LISTS = ['identifier', 'hasPart', 'isPartOf', 'isRelatedTo'] as const;

/**
 * An Entity API document checked and brought to the shape the store and the APIs rely on
 * (contract §3): the type its URI names (`/place/…` is a Place), a prefLabel of one non-blank
 * label per language, label maps of strings or string lists, `sameAs` and `hiddenLabel` lists of
 * strings. A lone string where the contract has a list becomes a list of one (never a list of its
 * characters). Throws a message naming the field otherwise.
 */
export function checkedEntityDoc(doc: Record<string, unknown>, kind: EntityKind): EntityDoc {
  const expected = ENTITY_TYPE_OF_KIND[kind];
  if (doc.type !== expected) {
    throw new Error(
      `type: expected ${expected} for a /${kind}/ entity URI, got ${jsonExcerpt(doc.type)}`,
    );
  }
  checkPrefLabel(doc.prefLabel);
  const out: Record<string, unknown> = { ...doc };
  for (const field of LABEL_LIST_MAPS) {
    if (doc[field] !== undefined) out[field] = labelListMap(doc[field], field);
  }
  for (const field of LABEL_MAPS) {
    if (doc[field] !== undefined) labelListMap(doc[field], field);
  }
  for (const field of STRING_LISTS) {
    if (doc[field] !== undefined) out[field] = stringList(doc[field], field);
  }
  for (const field of URI_LISTS) {
    if (doc[field] !== undefined) stringList(doc[field], field);
  }
  return out as unknown as EntityDoc;
}

function checkPrefLabel(prefLabel: unknown): void {
  if (!isPlainObject(prefLabel)) {
    throw new Error('prefLabel: expected a language map with at least one label ({"en": "Label"})');
  }
  let labels = 0;
  for (const [lang, label] of Object.entries(prefLabel)) {
    if (typeof label !== 'string' || label.trim() === '') {
      throw new Error(`prefLabel.${lang}: expected a non-empty string`);
    }
    labels++;
  }
  if (!labels) throw new Error('prefLabel: expected a language map with at least one label');
}

/**
 * `{lang: [..]}` from a map whose values are strings or lists of strings. `Object.fromEntries`
 * defines each language as an own property, so a `__proto__` key stays a key.
 */
function labelListMap(value: unknown, field: string): Record<string, string[]> {
  if (!isPlainObject(value)) {
    throw new Error(`${field}: expected a language map ({"en": ["…"]}), got ${jsonExcerpt(value)}`);
  }
  return Object.fromEntries(
    Object.entries(value).map(([lang, labels]) => [lang, stringList(labels, `${field}.${lang}`)]),
  );
}

function stringList(value: unknown, field: string): string[] {
  if (typeof value === 'string') return [value];
  if (isStringList(value)) return value;
  throw new Error(`${field}: expected a string or a list of strings, got ${jsonExcerpt(value)}`);
}
