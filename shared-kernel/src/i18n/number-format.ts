import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from './locales';

interface NumberStyle {
  group: string;
  decimal: string;
  /** 2: a four-digit number is written without a group separator (Spanish "1234", "12.345"). */
  minimumGrouping: 1 | 2;
  /** The minus sign, where it is not the hyphen-minus (U+2212 in Swedish, Finnish...). */
  minus?: string;
}

const MINUS = '\u2212';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

/**
 * How each of the portal's languages writes numbers, from CLDR (what Node's full ICU gives).
 * Browsers ship a trimmed ICU: Chromium writes Basque "97,460" where CLDR says "97.460", so a
 * count formatted with Intl on the server and again in the browser made hydration fail. This
 * table is the same in both.
 */
const NUMBER_STYLES: Readonly<Record<LocaleCode, NumberStyle>> = {
  bg: { group: NBSP, decimal: ',', minimumGrouping: 2 },
  cs: { group: NBSP, decimal: ',', minimumGrouping: 1 },
  da: { group: '.', decimal: ',', minimumGrouping: 1 },
  de: { group: '.', decimal: ',', minimumGrouping: 1 },
  el: { group: '.', decimal: ',', minimumGrouping: 1 },
  en: { group: ',', decimal: '.', minimumGrouping: 1 },
  es: { group: '.', decimal: ',', minimumGrouping: 2 },
  et: { group: NBSP, decimal: ',', minimumGrouping: 2, minus: MINUS },
  eu: { group: '.', decimal: ',', minimumGrouping: 1, minus: MINUS },
  fi: { group: NBSP, decimal: ',', minimumGrouping: 1, minus: MINUS },
  fr: { group: NARROW_NBSP, decimal: ',', minimumGrouping: 1 },
  ga: { group: ',', decimal: '.', minimumGrouping: 1 },
  hr: { group: '.', decimal: ',', minimumGrouping: 1, minus: MINUS },
  hu: { group: NBSP, decimal: ',', minimumGrouping: 2 },
  it: { group: '.', decimal: ',', minimumGrouping: 2 },
  lt: { group: NBSP, decimal: ',', minimumGrouping: 1, minus: MINUS },
  lv: { group: NBSP, decimal: ',', minimumGrouping: 2 },
  mt: { group: ',', decimal: '.', minimumGrouping: 1 },
  nl: { group: '.', decimal: ',', minimumGrouping: 1 },
  pl: { group: NBSP, decimal: ',', minimumGrouping: 2 },
  pt: { group: '.', decimal: ',', minimumGrouping: 1 },
  ro: { group: '.', decimal: ',', minimumGrouping: 1 },
  sk: { group: NBSP, decimal: ',', minimumGrouping: 1 },
  sl: { group: '.', decimal: ',', minimumGrouping: 2, minus: MINUS },
  sv: { group: NBSP, decimal: ',', minimumGrouping: 1, minus: MINUS },
};

/**
 * A number as the page's language writes it (counts of results, items, facet values), the same
 * on the server and in any browser. Up to three decimals are kept; anything not a finite number
 * is written as it is.
 */
export function formatNumber(value: unknown, locale: string): string {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  const style = NUMBER_STYLES[isLocaleCode(locale) ? locale : DEFAULT_LOCALE];
  const [whole = '0', fraction] = Math.abs(number)
    .toFixed(3)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped =
    whole.length < 4 + (style.minimumGrouping - 1)
      ? whole
      : whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return `${number < 0 ? (style.minus ?? '-') : ''}${grouped}${fraction ? style.decimal + fraction : ''}`;
}
