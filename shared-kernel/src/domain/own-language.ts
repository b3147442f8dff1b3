/**
 * Language maps are plain objects whose keys come from records, so a key can be any text:
 * `constructor`, `toString` or `__proto__` as well as `en`. Read and write them only through
 * own properties: `map[lang]` on a map without that language would find Object.prototype's
 * member (a function, or the prototype itself), `map[lang] ??= []` would keep it as the list, and
 * `map['__proto__'] = list` would replace the map's prototype instead of adding a language.
 */

/** The map's own value for `lang`; undefined when the map has no such language. */
export function ownLanguageValue<T>(
  map: Readonly<Record<string, T>> | undefined | null,
  lang: string,
): T | undefined {
  return map && Object.hasOwn(map, lang) ? map[lang] : undefined;
}

/** Sets `lang` as an own property of the map, whatever its name. */
export function setLanguageValue<T>(map: Record<string, T>, lang: string, value: T): void {
  if (lang === '__proto__') {
    Object.defineProperty(map, lang, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else map[lang] = value;
}

/** The map's own list for `lang`, made if missing (not `map[lang] ??= []`: see above). */
export function ownLanguageList(map: Record<string, string[]>, lang: string): string[] {
  const list = ownLanguageValue(map, lang);
  if (list) return list;
  const made: string[] = [];
  setLanguageValue(map, lang, made);
  return made;
}
