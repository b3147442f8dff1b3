import { ownLanguageValue } from './own-language';

/**
 * Multilingual values (spec §3): maps from a language code to values. In Record and Search API
 * documents each language holds a list; in Entity API documents one string. `def` and `und` hold
 * untagged values, and in records `def` may hold URIs of entities found in the same record.
 */
export type LanguageMap = Record<string, string[]>;
export type EntityLanguageMap = Record<string, string>;

export const UNTAGGED_KEYS = ['def', 'und'] as const;

export interface LocalisedValue {
  values: string[];
  /** The language the values are in; undefined for untagged values. */
  lang?: string;
}

const URI_PATTERN = /^https?:\/\//;

export function isUri(value: string): boolean {
  return URI_PATTERN.test(value);
}

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Picks the values to show in `locale`: that language first, then untagged values that are not
 * URIs, then English, then any other language. Entity URIs are left out (they are shown as links
 * to the entity, resolved separately).
 */
export function localise(
  map: LanguageMap | EntityLanguageMap | undefined | null,
  locale: string,
): LocalisedValue | undefined {
  if (!map) return undefined;
  const entries = map as Record<string, string | string[]>;
  // Own languages only: a locale such as `toString` must not find Object.prototype's member.
  const pick = (key: string) =>
    asList(ownLanguageValue(entries, key)).filter((value) => !isUri(value));

  const own = pick(locale);
  if (own.length) return { values: own, lang: locale };
  for (const key of UNTAGGED_KEYS) {
    const untagged = pick(key);
    if (untagged.length) return { values: untagged };
  }
  const english = pick('en');
  if (english.length) return { values: english, lang: 'en' };
  for (const key of Object.keys(entries)) {
    const values = pick(key);
    if (values.length) return { values, lang: key };
  }
  return undefined;
}

/** The first value in `locale` (with fallback), or an empty string. */
export function localiseFirst(
  map: LanguageMap | EntityLanguageMap | undefined | null,
  locale: string,
): string {
  return localise(map, locale)?.values[0] ?? '';
}

/** Entity URIs held in a language map's untagged values. */
export function entityUris(map: LanguageMap | undefined | null): string[] {
  if (!map) return [];
  return UNTAGGED_KEYS.flatMap((key) => asList(map[key])).filter(isUri);
}

/** Cuts text for cards and lists (spec §3, §9: 256 characters), at a word boundary when one is near. */
export function truncate(text: string, max = 256): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.75 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
