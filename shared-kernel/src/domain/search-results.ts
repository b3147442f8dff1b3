import type { EdmType, SearchItem } from './item';
import { isUri, localise, truncate, type LanguageMap } from './language-map';
import type { HitSelector, SearchHit } from './search';

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
  /** In a full-text search: where the searched words occur in the item's text. */
  hit?: HitText;
}

/** A full-text hit as a card shows it: the words found, with some text each side. */
export interface HitText {
  prefix: string;
  exact: string;
  suffix: string;
  /** The item's language, when it names one: the text a hit is found in is the item's own. */
  lang?: string;
}

/**
 * A language tag a screen reader can switch its voice to: `mul` (several), `zxx` (no linguistic
 * content), `und` and `def` say nothing about the text.
 */
const SPOKEN_LANGUAGE = /^(?!(?:mul|zxx|und|def)$)[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i;

/** How much of a hit's context a card keeps each side (the API sends about 50 characters). */
export const HIT_CONTEXT_LIMIT = 80;

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

export function summariseSearchItem(
  item: SearchItem,
  locale: string,
  hit?: HitSelector,
): SearchResultSummary {
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
  if (hit && hit.exact.trim()) summary.hit = hitText(hit, itemLanguage(item));
  return summary;
}

/** The first highlight of each result of a search with `profile=hits`, by item id. */
export function firstHitByItem(hits: readonly SearchHit[] | undefined): Map<string, HitSelector> {
  const out = new Map<string, HitSelector>();
  for (const hit of hits ?? []) {
    const selector = hit.selectors?.[0];
    if (selector && typeof selector.exact === 'string' && !out.has(hit.scope))
      out.set(hit.scope, selector);
  }
  return out;
}

/** The one language an item is in (`language`, from its EDM aggregation), if it names one. */
function itemLanguage(item: SearchItem): string | undefined {
  const languages = Array.isArray(item.language) ? item.language : [];
  const [only] = languages;
  return languages.length === 1 && typeof only === 'string' && SPOKEN_LANGUAGE.test(only)
    ? only
    : undefined;
}

/** A hit with its context cut to what a card shows, on word boundaries. */
function hitText(hit: HitSelector, lang: string | undefined): HitText {
  const prefix = String(hit.prefix ?? '');
  const cutPrefix = prefix.length > HIT_CONTEXT_LIMIT;
  const start = cutPrefix ? prefix.slice(-HIT_CONTEXT_LIMIT) : prefix;
  return {
    prefix: cutPrefix ? start.slice(start.search(/\s/) + 1) : start,
    exact: truncate(hit.exact, SEARCH_TEXT_LIMIT),
    suffix: truncate(String(hit.suffix ?? ''), HIT_CONTEXT_LIMIT),
    ...(lang ? { lang } : {}),
  };
}
