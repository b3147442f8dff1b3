import { isUri } from '../lang-map';
import { iri, literal, typed, type RdfObject } from './graph';
import { DATATYPES, LITERAL_ONLY } from './property-keys';

/**
 * The RDF objects of one Record API value, following Europeana's EdmUtils: a language map gives
 * one object per value, a URI as a resource (in any language: a resource has no language, as
 * Europeana writes it) unless the property only takes text, anything else a literal tagged with
 * its language (none for `def`); strings and string lists the same way, numbers and booleans as
 * literals (typed where Europeana types them). Blank strings, nulls and other shapes give
 * nothing: they have no RDF form, and a record's odd field must not cost its other fields.
 */
export function objectsOf(predicate: string, value: unknown): RdfObject[] {
  if (typeof value === 'string') return textObjects(predicate, [value], 'def');
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return [];
    const datatype = DATATYPES[predicate];
    return [datatype ? typed(String(value), datatype) : literal(String(value))];
  }
  if (typeof value === 'boolean') return [literal(String(value))];
  if (Array.isArray(value)) {
    return value.flatMap((v) =>
      typeof v === 'string' || typeof v === 'number' ? objectsOf(predicate, v) : [],
    );
  }
  if (value && typeof value === 'object') {
    // A language map, or the Entity API's one text per language (`{"en": "KB"}`).
    const entries = Object.entries(value);
    const text = (v: unknown) =>
      typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
    if (entries.every(([, v]) => text(v)))
      return entries.flatMap(([lang, v]) =>
        textObjects(predicate, Array.isArray(v) ? v : [v as string], lang),
      );
  }
  return [];
}

function textObjects(predicate: string, values: readonly string[], lang: string): RdfObject[] {
  const out: RdfObject[] = [];
  for (const value of values) {
    if (!value.trim()) continue;
    const datatype = DATATYPES[predicate];
    if (datatype) out.push(typed(value, datatype));
    else if (!LITERAL_ONLY.has(predicate) && isUri(value)) out.push(iri(value));
    else out.push(literal(value, lang));
  }
  return out;
}
