import type { Messages } from './namespaces';

export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `{ a: { b: 'x' } }` -> `{ 'a.b': 'x' }`; non-string leaves are kept to be reported. */
export function flattenMessages(messages: Messages, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      Object.assign(flat, flattenMessages(value as Messages, full));
    } else {
      flat[full] = value;
    }
  }
  return flat;
}

/** The key without its plural suffix (`count_one` -> `count`). */
export function baseKey(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

export function pluralCategory(key: string): string | undefined {
  return PLURAL_SUFFIX.exec(key)?.[1];
}

/** The plural forms i18next asks a language for (Intl.PluralRules, as i18next itself uses). */
export function pluralCategories(locale: string): string[] {
  return [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
}

/**
 * The keys a locale must have, from the English keys: plain keys as they are; every plural key
 * with exactly the plural forms of that locale's language.
 */
export function expectedKeys(englishKeys: string[], locale: string): string[] {
  const keys = new Set<string>();
  for (const key of englishKeys) {
    if (pluralCategory(key)) {
      for (const category of pluralCategories(locale)) keys.add(`${baseKey(key)}_${category}`);
    } else {
      keys.add(key);
    }
  }
  return [...keys].sort();
}

/** Names interpolated in a message: `{{count, number}}` -> `count`, `{{name}}` -> `name`. */
export function interpolations(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)) names.add(match[1]!);
  return [...names].sort();
}

/** Nested references `$t(other.key)`: a translation must not drop or invent them. */
export function nestings(message: string): string[] {
  return [...message.matchAll(/\$t\(([^),]+)/g)].map((match) => match[1]!.trim()).sort();
}
