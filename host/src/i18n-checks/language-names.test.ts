/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALE_CODES, LOCALES } from '@portal/shared-kernel';

const root = path.resolve(__dirname, '../../..');

/** Every value of a `language` field anywhere in the default data's items. */
function seedLanguages(): Set<string> {
  const dir = path.join(root, 'gateway/seed/items');
  const codes = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'language') [inner].flat().forEach((code) => codes.add(String(code)));
        else walk(inner);
      }
    }
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  }
  return codes;
}

/**
 * The search page's LANGUAGE filter and the item page name languages from the tables of
 * host/bin/generate-name-tables.mjs, never from the browser's Intl (whose ICU lacks many). A
 * language of the default data missing from them shows as its bare code ("cu"): add it to the
 * generator's list and run it again.
 */
describe('language names', () => {
  const languages = [...seedLanguages()];

  it('finds the languages of the default data', () => {
    expect(languages).toEqual(expect.arrayContaining(['la', 'fr', 'cu']));
  });

  it.each(['mf-search', 'mf-item'])('%s names every one of them in all 25 locales', (remote) => {
    for (const locale of LOCALE_CODES) {
      const messages = JSON.parse(
        readFileSync(path.join(root, remote, 'src/locales', `${locale}.json`), 'utf8'),
      ) as { languageNames: Record<string, string> };
      const missing = languages.filter((code) => !messages.languageNames[code]);
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  /**
   * Where CLDR has no name in a language (Basque "Old English"), the generator takes one from its
   * CLDR_GAPS table, never the English name: a name the same as English is only allowed where it
   * is that language's own (CLDR's Maltese "Latin", Dutch "Welsh").
   */
  it.each(['mf-search', 'mf-item'])(
    '%s names no language or country in English instead',
    (remote) => {
      const read = (locale: string) =>
        JSON.parse(
          readFileSync(path.join(root, remote, 'src/locales', `${locale}.json`), 'utf8'),
        ) as Record<'languageNames' | 'countryNames', Record<string, string>>;
      const english = read('en');
      for (const { code, iso } of LOCALES.filter((locale) => locale.code !== 'en')) {
        const messages = read(code);
        const inEnglish = (['languageNames', 'countryNames'] as const).flatMap((table) => {
          const cldr = new Intl.DisplayNames([iso], {
            type: table === 'languageNames' ? 'language' : 'region',
            fallback: 'none',
          });
          return Object.entries(messages[table])
            .filter(([key, name]) => name === english[table][key] && cldr.of(key) !== name)
            .map(([key, name]) => `${table}.${key}: ${name}`);
        });
        expect({ locale: code, inEnglish }).toEqual({ locale: code, inEnglish: [] });
      }
    },
  );
});
