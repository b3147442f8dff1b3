import type { TFunction } from 'i18next';
// Not in the shared singleton every page loads: only the search and item pages name countries.
import { countryCode, countryName } from '@portal/shared-kernel/src/domain/country-names';

/**
 * How an item view names languages, countries and dates in the page's language. With the item
 * namespace's `t`, from the tables host/bin/generate-name-tables.mjs writes from CLDR: the item
 * loader runs in the browser after client-side navigation, and browsers ship a trimmed ICU (no
 * Irish, Maltese or Basque dates and names), so Intl there would show English. Without `t`
 * (tests, tools), from the runtime's Intl.
 */
export interface ItemNamer {
  /** The name of a language code (`nl`: "Dutch"); undefined for what is no code. */
  language(code: string): string | undefined;
  /** A Europeana country value ("Netherlands") in the page's language. */
  country(value: string): string;
  /** A date in the long form of the page's language, in UTC (every server says the same). */
  date(date: Date): string;
}

const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

export function itemNamer(isoLocale: string, t?: TFunction): ItemNamer {
  if (!t) return intlNamer(isoLocale);
  const known = (key: string): string | undefined => {
    const text = t(key, { defaultValue: '' });
    return text || undefined;
  };
  // What the tables do not name stays as the record has it (the code, the value), never Intl:
  // Node would name it on the server and Chromium not in the browser, so the same page would
  // say "Church Slavic" when loaded and "cu" when reached by a link.
  return {
    language: (code) =>
      LANGUAGE_CODE.test(code) ? known(`item:languageNames.${code}`) : undefined,
    country: (value) => {
      const code = countryCode(value);
      return (code && known(`item:countryNames.${code}`)) || value;
    },
    date: (date) =>
      t('item:longDate.pattern', {
        day: date.getUTCDate(),
        month: t(`item:longDate.months.${date.getUTCMonth() + 1}`),
        year: date.getUTCFullYear(),
      }),
  };
}

/**
 * Intl formatters per locale, made once per process: constructing one costs a tenth of a
 * millisecond or more, and the server builds an item view on every item page request.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const languageNames = new Map<string, Intl.DisplayNames | null>();

function intlNamer(locale: string): ItemNamer {
  // Made on first use: a namer with tables asks Intl only for what the tables lack.
  const dates = (): Intl.DateTimeFormat => {
    let format = dateFormats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
      dateFormats.set(locale, format);
    }
    return format;
  };
  const languages = (): Intl.DisplayNames | null => {
    let names = languageNames.get(locale);
    if (names === undefined) {
      try {
        names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
      } catch {
        names = null;
      }
      languageNames.set(locale, names);
    }
    return names;
  };
  return {
    language: (code) => {
      const names = languages();
      if (!names || !LANGUAGE_CODE.test(code)) return undefined;
      try {
        return names.of(code) ?? undefined;
      } catch {
        return undefined;
      }
    },
    country: (value) => countryName(value, locale),
    date: (date) => dates().format(date),
  };
}
