/** @jest-environment node */
import { LOCALE_CODES } from '@portal/shared-kernel';
import { flattenMessages, baseKey } from './message-keys';
import { NAMESPACES, readMessages } from './namespaces';

/**
 * Every locale carries real translations, not English copies (spec §1). A text may equal the
 * English one only where the words are the same in that language: brand and product names,
 * international terms, or words a language really shares with English. Those are listed here,
 * per `namespace:key` (without plural suffix), for all locales (`'*'`) or for some.
 */
export const ALLOWED_IDENTICAL: Readonly<Record<string, '*' | readonly string[]>> = {
  'common:siteName': '*',
  'host:apiLanding.nav.faq': '*',
  'host:apiLanding.footer.faq': '*',
  'host:debug.route': ['de', 'fr', 'nl'],
};

function allowed(namespace: string, key: string, locale: string): boolean {
  const entry = ALLOWED_IDENTICAL[`${namespace}:${baseKey(key)}`];
  return entry === '*' || (Array.isArray(entry) && entry.includes(locale));
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
          return typeof value === 'string' && value === source && !allowed(name, key, locale);
        })
        .map(([key]) => key);
      expect(copies).toEqual([]);
    });
  },
);
