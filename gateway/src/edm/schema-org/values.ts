import { isLangMap, isUri } from '../lang-map';
import type { LangMap } from '../types';

export const SCHEMA_CONTEXT = 'http://schema.org';

/** A schema.org value: text, tagged text, a reference or a nested object. */
export type SchemaValue = string | number | Record<string, unknown>;

/** Sets `key` to the values: nothing when empty, the value itself when one, else the array. */
export function put(
  target: Record<string, unknown>,
  key: string,
  values: readonly SchemaValue[],
): void {
  const unique = dedupe(values);
  if (!unique.length) return;
  target[key] = unique.length === 1 ? unique[0] : unique;
}

function dedupe(values: readonly SchemaValue[]): SchemaValue[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = JSON.stringify(v);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Text of a language map as Europeana's MultilingualString: `{"@language","@value"}`, `def` plain. */
export function multilingual(map: unknown, options: { uris?: boolean } = {}): SchemaValue[] {
  const out: SchemaValue[] = [];
  for (const [lang, value] of entries(map)) {
    if (!options.uris && isUri(value)) continue;
    out.push(lang === 'def' ? value : { '@language': lang, '@value': value });
  }
  return out;
}

/** Plain text of every language (dates, codes), URIs left out. */
export function plain(map: unknown): string[] {
  return entries(map)
    .map(([, value]) => value)
    .filter((value) => !isUri(value));
}

/** Every (language, value) pair of a language map, string list or string; blank values dropped. */
export function entries(map: unknown): Array<[string, string]> {
  if (typeof map === 'string') return map.trim() ? [['def', map]] : [];
  if (Array.isArray(map))
    return map
      .filter((v): v is string => typeof v === 'string' && !!v.trim())
      .map((v) => ['def', v]);
  if (map && typeof map === 'object' && !Array.isArray(map)) {
    const out: Array<[string, string]> = [];
    for (const [lang, list] of Object.entries(map as Record<string, unknown>)) {
      for (const value of Array.isArray(list) ? list : [list]) {
        if (typeof value === 'string' && value.trim()) out.push([lang, value]);
      }
    }
    return out;
  }
  return [];
}

/**
 * The values of a language map that name something (Europeana's addResourceOrReferenceProperties):
 * a URI as a reference `{"@id"}`, text as a `{"@type", "name"}` object of the given type.
 */
export function references(map: unknown, type = 'Thing'): SchemaValue[] {
  return entries(map).map(([lang, value]) =>
    isUri(value)
      ? { '@id': value }
      : { '@type': type, name: lang === 'def' ? value : { '@language': lang, '@value': value } },
  );
}

/** The `def` URIs of a language map or list. */
export function uris(map: unknown): string[] {
  return entries(map)
    .map(([, value]) => value)
    .filter(isUri);
}

export const asLangMap = (value: unknown): LangMap | undefined =>
  isLangMap(value) ? value : undefined;

/** Milliseconds (ebucore:duration) as an ISO 8601 duration, as Europeana writes it; other text as it is. */
export function isoDuration(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const ms = Number(value);
  if (!String(value).trim() || !Number.isFinite(ms) || ms < 0) return String(value) || undefined;
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = (ms % 60_000) / 1000;
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds || (!hours && !minutes) ? `${seconds}S` : ''}`;
  return `PT${parts}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Java's `Date.toString()`, which old Europeana time spans carry: `Mon Jan 01 01:00:00 CET 1776`. */
const JAVA_DATE =
  /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d\d) (\d\d:\d\d:\d\d) [A-Z][A-Za-z0-9+:-]* (-?\d{1,4})$/;
/** A year or an ISO 8601 date or date-time. */
const ISO_DATE =
  /^-?\d{1,4}(?:-\d\d(?:-\d\d(?:T\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?)?)?$/;

/**
 * A date as schema.org takes it: years and ISO dates as they are, Java's date text as an ISO
 * local date-time (as Europeana's SchemaOrgUtils parses it), anything else undefined.
 */
export function isoDate(text: string): string | undefined {
  const value = text.trim();
  if (ISO_DATE.test(value)) return value;
  const java = JAVA_DATE.exec(value);
  const month = java ? MONTHS.indexOf(java[1]!) + 1 : 0;
  if (!java || !month) return undefined;
  return `${java[4]!.padStart(4, '0')}-${String(month).padStart(2, '0')}-${java[2]}T${java[3]}`;
}
