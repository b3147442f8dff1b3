import type { TFunction } from 'i18next';
import {
  countryName,
  facetDefinition,
  parseQfEntry,
  parseRangeFilterValue,
} from '@portal/shared-kernel';
import { rightsLabel } from './rights-statements';

/** i18n keys cannot hold dots, which separate key levels: `proxy_dc_type.en` -> `proxy_dc_type_en`. */
export function facetKey(name: string): string {
  return name.replace(/\./g, '_');
}

export function facetLabel(name: string, t: TFunction): string {
  return t(`search:facets.${facetKey(name)}`, { defaultValue: name });
}

const languageNames = new Map<string, Intl.DisplayNames | null>();

/** The name of a language code in `locale` (`fr` -> "French"), or the code when unknown. */
export function languageName(code: string, locale: string): string {
  if (!languageNames.has(locale)) {
    try {
      languageNames.set(locale, new Intl.DisplayNames([locale], { type: 'language' }));
    } catch {
      languageNames.set(locale, null);
    }
  }
  try {
    return languageNames.get(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
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
      // Europeana's codes for "several" and "none": browsers' trimmed name tables lack them.
      if (value === 'mul' || value === 'zxx') return t(`search:languageCodes.${value}`);
      return languageName(value, locale);
    case 'COUNTRY':
      return countryName(value, locale);
    case 'RIGHTS': {
      const label = rightsLabel(value);
      return 'name' in label ? label.name : t(`search:${label.key}`);
    }
    case 'COLOURPALETTE':
      return t('search:colour', { colour: value.toUpperCase() });
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
  // A swatch's own label names the facet ("Colour #FF0000"); after "Colour:" the code is enough.
  const value =
    parsed.field === 'COLOURPALETTE'
      ? parsed.value.toUpperCase()
      : facetValueLabel(parsed.field, parsed.value, t, locale);
  return `${facetLabel(parsed.field, t)}: ${value}`;
}
