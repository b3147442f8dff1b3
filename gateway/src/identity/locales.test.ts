import fs from 'node:fs';
import path from 'node:path';
import { chooseLocale, IDENTITY_LOCALES, translator } from './i18n';
import { MESSAGES } from './locales';

/** `a.b` keys of a messages object. */
function keys(messages: unknown, prefix = ''): string[] {
  return Object.entries(messages as Record<string, unknown>).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function values(messages: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys(messages)) {
    out[key] = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
  }
  return out;
}

describe('identity locales', () => {
  const english = keys(MESSAGES.en).sort();

  it('has a file for each of the 25 portal languages, and nothing else', () => {
    const files = fs
      .readdirSync(path.join(__dirname, 'locales'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...IDENTITY_LOCALES].sort());
    expect(Object.keys(MESSAGES).sort()).toEqual(files);
    expect(files).toHaveLength(25);
  });

  it.each(IDENTITY_LOCALES.map((code) => [code]))(
    '%s has exactly the English keys, translated',
    (code) => {
      const messages = MESSAGES[code as keyof typeof MESSAGES];
      expect(keys(messages).sort()).toEqual(english);
      const texts = values(messages);
      const englishTexts = values(MESSAGES.en);
      for (const [key, text] of Object.entries(texts)) {
        expect(typeof text).toBe('string');
        expect(text.trim()).not.toBe('');
        // The same placeholders as English.
        expect(text.match(/\{\{\w+\}\}/g)?.sort() ?? []).toEqual(
          englishTexts[key]!.match(/\{\{\w+\}\}/g)?.sort() ?? [],
        );
      }
      if (code !== 'en') {
        // Real translations: besides the brand, at most a few loanwords (Maltese "Email",
        // "Password") read as in English.
        const same = Object.keys(texts).filter(
          (key) => key !== 'common.brand' && texts[key] === englishTexts[key],
        );
        expect(same.length).toBeLessThanOrEqual(3);
      }
    },
  );

  it('writes French punctuation after a non-breaking space', () => {
    for (const text of Object.values(values(MESSAGES.fr)))
      expect(text).not.toMatch(/(?<![\u00a0\u202f])[?!:;]/u);
  });

  it('chooses ui_locales, then kc_locale, the portal cookie, Accept-Language, English', () => {
    expect(chooseLocale({ uiLocales: 'xx pt-BR de', kcLocale: 'fr' })).toBe('pt');
    expect(chooseLocale({ uiLocales: 'xx', kcLocale: 'fr', cookieLocale: 'de' })).toBe('fr');
    expect(chooseLocale({ cookieLocale: 'de', acceptLanguage: 'it' })).toBe('de');
    expect(chooseLocale({ acceptLanguage: 'zz, sv;q=0.2, fi;q=0.8' })).toBe('fi');
    expect(chooseLocale({ acceptLanguage: 'ja, *;q=0.1' })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });

  it('translates through i18next with interpolation', () => {
    expect(translator('de')('register.passwordHint', { min: 8 })).toBe('Mindestens 8 Zeichen.');
    expect(translator('nope')('login.title')).toBe('Log in');
  });
});
