/**
 * Europeana's country values are English names (`edm:country`, the COUNTRY facet). Their ISO
 * 3166 codes (UN M.49 `150` for "Europe") let the page name them in its own language.
 */
const COUNTRY_CODES: Readonly<Record<string, string>> = {
  albania: 'AL',
  andorra: 'AD',
  armenia: 'AM',
  australia: 'AU',
  austria: 'AT',
  azerbaijan: 'AZ',
  belarus: 'BY',
  belgium: 'BE',
  'bosnia and herzegovina': 'BA',
  brazil: 'BR',
  bulgaria: 'BG',
  canada: 'CA',
  china: 'CN',
  croatia: 'HR',
  cyprus: 'CY',
  czechia: 'CZ',
  'czech republic': 'CZ',
  denmark: 'DK',
  estonia: 'EE',
  europe: '150',
  finland: 'FI',
  france: 'FR',
  georgia: 'GE',
  germany: 'DE',
  greece: 'GR',
  'holy see (vatican city state)': 'VA',
  'holy see': 'VA',
  hungary: 'HU',
  iceland: 'IS',
  india: 'IN',
  ireland: 'IE',
  israel: 'IL',
  italy: 'IT',
  japan: 'JP',
  kosovo: 'XK',
  latvia: 'LV',
  liechtenstein: 'LI',
  lithuania: 'LT',
  luxembourg: 'LU',
  macedonia: 'MK',
  malta: 'MT',
  moldova: 'MD',
  monaco: 'MC',
  montenegro: 'ME',
  netherlands: 'NL',
  'north macedonia': 'MK',
  norway: 'NO',
  poland: 'PL',
  portugal: 'PT',
  romania: 'RO',
  russia: 'RU',
  'russian federation': 'RU',
  'san marino': 'SM',
  serbia: 'RS',
  slovakia: 'SK',
  slovenia: 'SI',
  spain: 'ES',
  sweden: 'SE',
  switzerland: 'CH',
  turkey: 'TR',
  ukraine: 'UA',
  'united kingdom': 'GB',
  'united states': 'US',
  'united states of america': 'US',
};

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
 * A Europeana country value in the page's language ("Netherlands" is "Niederlande" in German);
 * a value we do not know, or a runtime without the names, keeps the English one.
 */
export function countryName(value: string, locale: string): string {
  const code = COUNTRY_CODES[value.trim().toLowerCase()];
  if (!code) return value;
  try {
    return regionNamesIn(locale)?.of(code) ?? value;
  } catch {
    return value;
  }
}
