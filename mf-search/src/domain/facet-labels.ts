import type { TFunction } from 'i18next';
import {
  facetDefinition,
  parseQfEntry,
  parseRangeFilterValue,
  rightsShortName,
} from '@portal/shared-kernel';
// Not in the shared singleton every page loads: only the search and item pages name countries.
import { countryCode } from '@portal/shared-kernel/src/domain/country-names';
import { basicColour } from './colour-names';

/** i18n keys cannot hold dots, which separate key levels: `proxy_dc_type.en` -> `proxy_dc_type_en`. */
export function facetKey(name: string): string {
  return name.replace(/\./g, '_');
}

export function facetLabel(name: string, t: TFunction): string {
  return t(`search:facets.${facetKey(name)}`, { defaultValue: name });
}

/** A name from the locale files as a list entry: with a capital, as lists write them. */
function asListEntry(name: string, locale: string): string {
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * The name of a language or country in the page's language, from the locale files
 * (host/bin/generate-name-tables.mjs), not with Intl: browsers ship fewer names than the server
 * (no Irish or Maltese ones, no "Europe" or "mul"), and these names are rendered on the server
 * and hydrated in the browser.
 */
export function languageName(code: string, t: TFunction): string {
  return t(`search:languageNames.${code}`, { defaultValue: code });
}

/** A palette colour as words and code: "blue (#1E90FF)"; the code alone if it is no colour. */
function colourName(hex: string, t: TFunction): string {
  const code = hex.toUpperCase();
  const basic = basicColour(hex);
  return basic ? `${t(`search:colourNames.${basic}`)} (${code})` : code;
}

/** How a facet value reads in the sidebar and in filter chips. */
export function facetValueLabel(name: string, value: string, t: TFunction, locale: string): string {
  switch (name) {
    case 'TYPE':
      return t(`search:types.${value}`, { defaultValue: value });
    case 'REUSABILITY':
      return t(`search:reusability.${value}`, { defaultValue: value });
    case 'collection':
      return t(`search:themes.${value}`, { defaultValue: value });
    case 'IMAGE_SIZE':
      return t(`search:imageSizes.${value}`, { defaultValue: value });
    case 'IMAGE_ASPECTRATIO':
      return t(`search:aspectRatios.${value}`, { defaultValue: value });
    case 'contentTier':
      return t('search:contentTier', { tier: value });
    case 'LANGUAGE':
      return asListEntry(languageName(value, t), locale);
    case 'COUNTRY': {
      const code = countryCode(value);
      return code
        ? asListEntry(t(`search:countryNames.${code}`, { defaultValue: value }), locale)
        : value;
    }
    case 'RIGHTS':
      return rightsShortName(value, t);
    case 'COLOURPALETTE':
      return t('search:colour', { colour: colourName(value, t) });
    case 'proxy_dcterms_issued': {
      const range = parseRangeFilterValue(value);
      if (!range) return value;
      if (range.start === range.end) return range.start ?? value;
      return t('search:dateRange', { start: range.start ?? '…', end: range.end ?? '…' });
    }
    default:
      return value;
  }
}

/** The label of an active `qf` entry: "Facet: value", or the entry itself for other fields. */
export function qfChipLabel(entry: string, t: TFunction, locale: string): string {
  const parsed = parseQfEntry(entry);
  if (!parsed || !facetDefinition(parsed.field)) return entry;
  // A swatch's own label names the facet ("Colour red (#FF0000)"); after "Colour:" the colour is enough.
  const value =
    parsed.field === 'COLOURPALETTE'
      ? colourName(parsed.value, t)
      : facetValueLabel(parsed.field, parsed.value, t, locale);
  return chipLabel(facetLabel(parsed.field, t), value, t);
}

/**
 * "Type: Image", with the colon as the language writes it (French "Type de média : Image"). A
 * name that ends in its own punctuation is followed by the value alone: "Can I reuse this? Yes",
 * not "Can I reuse this?: Yes" (also the Greek question mark ";" and the full-width "？").
 */
export function chipLabel(name: string, value: string, t: TFunction): string {
  return /[?;:\u037E\uFF1F\uFF1A]$/u.test(name)
    ? t('search:filters.chipAfterPunctuation', { name, value })
    : t('search:filters.chip', { name, value });
}
