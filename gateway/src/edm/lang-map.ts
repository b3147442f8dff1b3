import type { LangMap } from './types';

const URI = /^(https?|urn|ftp):/i;

/**
 * `/^(https?|urn|ftp):/i` as character tests: it runs for every value of every language map an
 * import reads. `| 0x20` lower-cases an ASCII letter (and maps no other character onto one).
 */
export function isUri(value: string): boolean {
  // Malformed data can put other values here; the regex converts them to text first.
  if (typeof value !== 'string') return URI.test(value);
  const c0 = value.charCodeAt(0) | 0x20;
  if (c0 === 0x68 /* h */) {
    if (
      (value.charCodeAt(1) | 0x20) !== 0x74 /* t */ ||
      (value.charCodeAt(2) | 0x20) !== 0x74 /* t */ ||
      (value.charCodeAt(3) | 0x20) !== 0x70 /* p */
    )
      return false;
    const c4 = value.charCodeAt(4);
    if (c4 === 0x3a /* : */) return true;
    return (c4 | 0x20) === 0x73 /* s */ && value.charCodeAt(5) === 0x3a;
  }
  if (c0 === 0x75 /* u */)
    return (
      (value.charCodeAt(1) | 0x20) === 0x72 /* r */ &&
      (value.charCodeAt(2) | 0x20) === 0x6e /* n */ &&
      value.charCodeAt(3) === 0x3a
    );
  if (c0 === 0x66 /* f */)
    return (
      (value.charCodeAt(1) | 0x20) === 0x74 /* t */ &&
      (value.charCodeAt(2) | 0x20) === 0x70 /* p */ &&
      value.charCodeAt(3) === 0x3a
    );
  return false;
}

/** A language map from loosely typed input (arrays, strings, legacy shapes); empty values dropped. */
export function toLangMap(value: unknown, defaultLang = 'def'): LangMap | undefined {
  if (value === null || value === undefined) return undefined;
  const out: LangMap = {};
  const add = (lang: string, v: unknown): void => {
    for (const s of toStrings(v)) {
      const list = ownLangList(out, lang);
      if (!list.includes(s)) list.push(s);
    }
  };
  if (typeof value === 'string' || Array.isArray(value)) add(defaultLang, value);
  else if (typeof value === 'object') {
    for (const [lang, v] of Object.entries(value as Record<string, unknown>)) add(lang, v);
  } else add(defaultLang, String(value));
  return Object.keys(out).length ? out : undefined;
}

/** Strings from a string, number or array of them; blanks and non-scalars dropped. */
export function toStrings(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  for (const v of list) {
    if (typeof v === 'string') {
      const t = v.trim();
      if (t) out.push(t);
    } else if (typeof v === 'number' || typeof v === 'boolean') out.push(String(v));
  }
  return out;
}

/** All values of a language map, `def` first then languages in key order, without duplicates. */
export function allValues(map: LangMap | undefined): string[] {
  if (!map) return [];
  const langs = Object.keys(map);
  if (langs.length === 1) {
    // The map's own list when it has no duplicates (as for one value): most have none, and
    // callers only read the result.
    const only = map[langs[0]!]!;
    return only.length < 2 || (Array.isArray(only) && !hasDuplicates(only))
      ? only
      : [...new Set(only)];
  }
  const out = new Set<string>();
  for (const v of map.def ?? []) out.add(v);
  for (const [lang, values] of Object.entries(map)) {
    if (lang !== 'def') for (const v of values) out.add(v);
  }
  return [...out];
}

function hasDuplicates(values: readonly string[]): boolean {
  if (values.length > 16) return new Set(values).size !== values.length;
  for (let i = 1; i < values.length; i++) {
    const v = values[i];
    for (let j = 0; j < i; j++) if (values[j] === v) return true;
  }
  return false;
}

/** Merges maps in order; per language, values keep first-seen order without duplicates. */
export function mergeLangMaps(...maps: Array<LangMap | undefined>): LangMap | undefined {
  const out: LangMap = {};
  for (const map of maps) {
    if (!map) continue;
    for (const [lang, values] of Object.entries(map)) {
      const target = ownLangList(out, lang);
      for (const v of values) if (!target.includes(v)) target.push(v);
    }
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The map's own list for `lang`, made if missing. Not `map[lang] ??= []`: language keys come
 * from input, and `constructor`, `toString` or `__proto__` would find Object.prototype's members
 * (a function, or the prototype itself) instead of a list, and `__proto__` cannot be assigned.
 */
export function ownLangList(map: LangMap, lang: string): string[] {
  if (Object.prototype.hasOwnProperty.call(map, lang)) return map[lang]!;
  const list: string[] = [];
  if (lang === '__proto__') {
    Object.defineProperty(map, lang, {
      value: list,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else map[lang] = list;
  return list;
}

export function addToLangMap(map: LangMap, lang: string, values: readonly string[]): void {
  if (!values.length) return;
  const target = ownLangList(map, lang);
  for (const v of values) if (!target.includes(v)) target.push(v);
}

/**
 * Keeps only the requested languages (in the order asked) plus `def`; used for `lang` and for
 * `profile=translate`, which offline can only select among the stored languages.
 */
export function filterLangMap(map: LangMap, langs: readonly string[]): LangMap | undefined {
  const out: LangMap = {};
  for (const lang of langs) {
    if (Object.prototype.hasOwnProperty.call(map, lang) && map[lang]?.length)
      ownLangList(out, lang).push(...map[lang]);
  }
  if (map.def?.length) out.def = map.def;
  return Object.keys(out).length ? out : undefined;
}

/** The entity URIs a language map links to (in `def`). */
export function uriValues(map: LangMap | undefined): string[] {
  return (map?.def ?? []).filter(isUri);
}

/** Literal (non-URI) values of a map, every language. */
export function literalValues(map: LangMap | undefined): string[] {
  return allValues(map).filter((v) => !isUri(v));
}

/** A language map that is a plain object whose values are all string arrays. */
export function isLangMap(value: unknown): value is LangMap {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  // Plain loops, not every() with closures: this runs for every field of every imported record.
  for (const list of Object.values(value)) {
    if (!Array.isArray(list)) return false;
    for (const s of list) if (typeof s !== 'string') return false;
  }
  return true;
}
