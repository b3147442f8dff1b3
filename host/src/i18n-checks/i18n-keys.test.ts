/** @jest-environment node */
import { LOCALE_CODES } from '@portal/shared-kernel';
import { allSources, isKeyUsed, referencedKeys } from './key-usage';
import {
  baseKey,
  expectedKeys,
  flattenMessages,
  interpolations,
  nestings,
  pluralCategory,
} from './message-keys';
import { localeFiles, NAMESPACES, readMessages } from './namespaces';

/**
 * Every namespace of every package, in all 25 locales (spec §1): the same keys as English (each
 * language with its own plural forms), the same interpolated names, no key the code does not use
 * and no key the code uses that English lacks. Fails on any drift.
 */
const sources = allSources();
const english = new Map(
  NAMESPACES.map((namespace) => [
    namespace.name,
    flattenMessages(readMessages(namespace, 'en')) as Record<string, unknown>,
  ]),
);

describe.each(NAMESPACES.map((namespace) => [namespace.name, namespace] as const))(
  'namespace %s',
  (name, namespace) => {
    const en = english.get(name)!;

    it('has a file for each of the 25 locales and no other', () => {
      expect(localeFiles(namespace)).toEqual([...LOCALE_CODES].sort());
    });

    it('has only non-empty strings in English, plural keys with an "other" form', () => {
      for (const [key, value] of Object.entries(en)) {
        expect([key, typeof value === 'string' && value.trim() !== '']).toEqual([key, true]);
        if (pluralCategory(key)) expect(Object.keys(en)).toContain(`${baseKey(key)}_other`);
      }
    });

    it.each(LOCALE_CODES.filter((code) => code !== 'en'))(
      '%s has exactly the English keys, with its own plural forms',
      (locale) => {
        const messages = flattenMessages(readMessages(namespace, locale));
        const keys = Object.keys(messages).sort();
        const expected = expectedKeys(Object.keys(en), locale);
        const missing = expected.filter((key) => !keys.includes(key));
        const extra = keys.filter((key) => !expected.includes(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      },
    );

    it.each(LOCALE_CODES.filter((code) => code !== 'en'))(
      '%s interpolates the same names as English and has no empty text',
      (locale) => {
        const messages = flattenMessages(readMessages(namespace, locale));
        const problems: string[] = [];
        for (const [key, value] of Object.entries(messages)) {
          if (typeof value !== 'string' || value.trim() === '') {
            problems.push(`${key}: not a text`);
            continue;
          }
          const source = en[key] ?? en[`${baseKey(key)}_other`];
          if (typeof source !== 'string') continue;
          // A "one" form may say the number in words ("one item"), so it may leave out {{count}}.
          const names = interpolations(value);
          const wanted = interpolations(source).filter(
            (item) => !(pluralCategory(key) === 'one' && item === 'count'),
          );
          if (
            wanted.some((item) => !names.includes(item)) ||
            names.some((item) => !interpolations(source).includes(item))
          ) {
            problems.push(
              `${key}: {{${names.join(', ')}}} instead of {{${interpolations(source).join(', ')}}}`,
            );
          }
          if (nestings(value).join() !== nestings(source).join())
            problems.push(`${key}: $t() differs`);
        }
        expect(problems).toEqual([]);
      },
    );

    it('has no key the code does not use', () => {
      const unused = [...new Set(Object.keys(en).map(baseKey))].filter(
        (key) => !isKeyUsed(name, key, sources),
      );
      expect(unused).toEqual([]);
    });
  },
);

describe('keys used in the code', () => {
  it('all exist in English', () => {
    const missing = referencedKeys(sources).filter(({ key }) => {
      const [namespace, ...rest] = key.split(':');
      const messages = english.get(namespace!);
      const bare = rest.join(':');
      if (!messages) return true;
      return !(bare in messages) && !(`${bare}_other` in messages);
    });
    expect(
      missing.map(({ key, file }) => `${key} (${file.replace(/^.*?\/(?=[\w-]+\/src\/)/, '')})`),
    ).toEqual([]);
  });
});
