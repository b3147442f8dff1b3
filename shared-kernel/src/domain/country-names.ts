import COUNTRY_CODES from './country-codes.json';

/**
 * Europeana's country values are English names (`edm:country`, the COUNTRY facet), listed with
 * their ISO 3166 codes (UN M.49 `150` for "Europe") in `country-codes.json`, so that the page can
 * name them in its own language.
 */
const CODES: Readonly<Record<string, string>> = COUNTRY_CODES;

/** The ISO 3166 code of a Europeana country value ("Netherlands" is `NL`), if it is one we know. */
export function countryCode(value: string): string | undefined {
  return CODES[value.trim().toLowerCase()];
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesIn(locale: string): Intl.DisplayNames | null {
  if (!regionNames.has(locale)) {
    try {
      regionNames.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
    } catch {
      regionNames.set(locale, null);
    }
  }
  return regionNames.get(locale)!;
}

/**
 * A Europeana country value in the page's language from the runtime's own names ("Netherlands"
 * is "Niederlande" in German); a value we do not know, or a runtime without the names, keeps the
 * English one. Browsers ship fewer names than Node (Chromium has no Irish or Maltese ones), so
 * text that the server renders and the browser hydrates takes its names from the locale files
 * instead (`search:countryNames`); this is for data made on the server alone.
 */
export function countryName(value: string, locale: string): string {
  const code = countryCode(value);
  if (!code) return value;
  try {
    const name = regionNamesIn(locale)?.of(code);
    return name && name !== code ? name : value;
  } catch {
    return value;
  }
}
