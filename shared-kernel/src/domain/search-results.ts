import type { EdmType, SearchItem } from './item';
import { isUri, localise, truncate, type LanguageMap } from './language-map';

/** A text shown in the page, with the language it is in (undefined for untagged values). */
export interface LocalisedText {
  text: string;
  lang?: string;
}

/**
 * What a result card shows of a search item (spec §3): the kept fields only, language maps
 * reduced to the page locale (with fallback) and texts cut to 256 characters. Small, because it
 * travels in the page as loader data.
 */
export interface SearchResultSummary {
  id: string;
  type?: EdmType;
  title?: LocalisedText;
  description?: LocalisedText;
  creator?: LocalisedText;
  dataProvider?: string;
  rights?: string;
  /** The `edmPreview` URL (Thumbnail API v2 or v3, or a media URL). */
  preview?: string;
}

export const SEARCH_TEXT_LIMIT = 256;

function localisedText(map: LanguageMap | undefined, locale: string): LocalisedText | undefined {
  const value = localise(map, locale);
  if (!value) return undefined;
  const text = truncate(value.values.join('; '), SEARCH_TEXT_LIMIT);
  return value.lang ? { text, lang: value.lang } : { text };
}

function plainText(values: string[] | undefined): LocalisedText | undefined {
  const shown = (values ?? []).filter((value) => value.trim() !== '' && !isUri(value));
  return shown.length ? { text: truncate(shown.join('; '), SEARCH_TEXT_LIMIT) } : undefined;
}

function first(values: string[] | undefined): string | undefined {
  const value = values?.find((entry) => entry.trim() !== '');
  return value === undefined ? undefined : truncate(value, SEARCH_TEXT_LIMIT);
}

export function summariseSearchItem(item: SearchItem, locale: string): SearchResultSummary {
  const summary: SearchResultSummary = { id: item.id };
  if (item.type) summary.type = item.type;
  const title = localisedText(item.dcTitleLangAware, locale) ?? plainText(item.title);
  const description = localisedText(item.dcDescriptionLangAware, locale);
  const creator = localisedText(item.dcCreatorLangAware, locale) ?? plainText(item.dcCreator);
  if (title) summary.title = title;
  if (description) summary.description = description;
  if (creator) summary.creator = creator;
  const dataProvider = first(item.dataProvider);
  const rights = first(item.rights);
  const preview = item.edmPreview?.[0];
  if (dataProvider) summary.dataProvider = dataProvider;
  if (rights) summary.rights = rights;
  if (preview) summary.preview = preview;
  return summary;
}
