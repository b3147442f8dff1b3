import type { LanguageMap } from './language-map';
import { ownLanguageList, setLanguageValue } from './own-language';

/**
 * Record API values as language maps, whatever shape they arrived in. Current documents hold
 * `{ lang: [values] }`; legacy (v2) documents hold plain lists or strings, and `null` for absent
 * fields. Plain values become untagged (`def`), empty values disappear.
 */
export function asLanguageMap(value: unknown): LanguageMap | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return nonEmpty({ def: stringsOf([value]) });
  }
  if (Array.isArray(value)) return nonEmpty({ def: stringsOf(value) });
  if (typeof value !== 'object') return undefined;
  const map: LanguageMap = {};
  for (const [lang, values] of Object.entries(value as Record<string, unknown>)) {
    const list = stringsOf(Array.isArray(values) ? values : [values]);
    if (list.length) setLanguageValue(map, lang, list);
  }
  return nonEmpty(map);
}

function stringsOf(values: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    if (typeof value === 'string') {
      if (value.trim()) out.push(value);
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      out.push(String(value));
    }
  }
  return out;
}

function nonEmpty(map: LanguageMap): LanguageMap | undefined {
  return Object.values(map).some((values) => values.length) ? map : undefined;
}

/** Merges maps language by language, keeping the order of first appearance and no duplicates. */
export function mergeLanguageMaps(
  ...maps: Array<LanguageMap | undefined>
): LanguageMap | undefined {
  const merged: LanguageMap = {};
  for (const map of maps) {
    if (!map) continue;
    for (const [lang, values] of Object.entries(map)) {
      const list = ownLanguageList(merged, lang);
      for (const value of values) if (!list.includes(value)) list.push(value);
    }
  }
  return nonEmpty(merged);
}

/** At most `limit` values per language (the item page shows 10 values of a field). */
export function capLanguageMap(map: LanguageMap, limit: number): LanguageMap {
  const capped: LanguageMap = {};
  for (const [lang, values] of Object.entries(map))
    setLanguageValue(capped, lang, values.slice(0, limit));
  return capped;
}

/** The untagged part of a map (`def` and `und`), or undefined when there is none. */
export function untaggedPart(map: LanguageMap | undefined): LanguageMap | undefined {
  if (!map) return undefined;
  const part: LanguageMap = {};
  if (map.def?.length) part.def = map.def;
  if (map.und?.length) part.und = map.und;
  return nonEmpty(part);
}

/** Languages a map holds text in (untagged keys left out). */
export function languagesOf(map: LanguageMap | undefined): string[] {
  if (!map) return [];
  return Object.keys(map).filter((lang) => lang !== 'def' && lang !== 'und' && map[lang]?.length);
}
