/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALE_CODES } from '@portal/shared-kernel';
import { flattenMessages, baseKey } from './message-keys';
import { NAMESPACES, readMessages } from './namespaces';

/** Languages that write "FAQ" as English does (Greek, Estonian "KKK", Hungarian "GYIK"... do not). */
const FAQ_AS_IN_ENGLISH = ['da', 'de', 'es', 'fi', 'fr', 'it', 'mt', 'nl', 'pl', 'pt', 'sv'];

/**
 * Every locale carries real translations, not English copies (spec §1). A text may equal the
 * English one only where the words are the same in that language: brand and product names,
 * international terms, or words a language really shares with English. Those are listed here,
 * per `namespace:key` (without plural suffix), for all locales (`'*'`) or for some.
 */
export const ALLOWED_IDENTICAL: Readonly<Record<string, '*' | readonly string[]>> = {
  'host:apiLanding.nav.faq': FAQ_AS_IN_ENGLISH,
  'host:apiLanding.footer.faq': FAQ_AS_IN_ENGLISH,
  'host:debug.route': ['de', 'fr', 'nl'],
};

/**
 * Words one language shares with English, listed by that language's translators in
 * `allowed-identical/<locale>.json` as `namespace:key` (without plural suffix).
 */
function localeAllowances(locale: string): ReadonlySet<string> {
  const file = path.join(__dirname, 'allowed-identical', `${locale}.json`);
  return new Set(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : []);
}

/**
 * Names and date forms written from CLDR by host/bin/generate-name-tables.mjs: where a language
 * names a country, language or month as English does ("Malta", "Portugal"), that is its own.
 */
const CLDR_NAME_TABLES = [
  'search:languageNames.',
  'search:countryNames.',
  'item:languageNames.',
  'item:countryNames.',
  'item:longDate.',
];

/**
 * A pattern with no words of its own ("{{name}}: {{value}}", "{{label}} {{version}}") has nothing
 * to translate: only its order and spacing are the language's, and may be the same as English's.
 */
function wordless(text: string): boolean {
  return !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
}

function allowed(namespace: string, key: string, locale: string): boolean {
  const name = `${namespace}:${baseKey(key)}`;
  if (CLDR_NAME_TABLES.some((prefix) => name.startsWith(prefix))) return true;
  const entry = ALLOWED_IDENTICAL[name];
  if (entry === '*' || (Array.isArray(entry) && entry.includes(locale))) return true;
  return localeAllowances(locale).has(name);
}

describe.each(NAMESPACES.map((namespace) => [namespace.name, namespace] as const))(
  'namespace %s is translated',
  (name, namespace) => {
    const english = flattenMessages(readMessages(namespace, 'en'));

    it.each(LOCALE_CODES.filter((code) => code !== 'en'))('into %s', (locale) => {
      const messages = flattenMessages(readMessages(namespace, locale));
      const copies = Object.entries(messages)
        .filter(([key, value]) => {
          const source = english[key] ?? english[`${baseKey(key)}_other`];
          return (
            typeof value === 'string' &&
            value === source &&
            !wordless(value) &&
            !allowed(name, key, locale)
          );
        })
        .map(([key]) => key);
      expect(copies).toEqual([]);
    });
  },
);
