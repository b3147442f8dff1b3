import { localise, type EntityLanguageMap } from './language-map';
import type { SearchItem } from './item';
import type { LocalisedText } from './search-results';

export type SetVisibility = 'private' | 'public' | 'published';
export type SetType = 'Collection' | 'BookmarkFolder' | 'EntityBestItemsSet';

/** A set (gallery, likes folder, curated collection) as the Set API returns it (contract §4). */
export interface UserSet {
  id: string;
  type: SetType;
  title?: EntityLanguageMap;
  description?: EntityLanguageMap;
  visibility?: SetVisibility;
  creator?: string | { id: string; nickname?: string };
  total?: number;
  items?: Array<string | SearchItem>;
  isShownBy?: { thumbnail?: string };
  created?: string;
  modified?: string;
  /** When a published gallery was published. */
  issued?: string;
}

/** A page of Set API results: sets from `/set/search`, items from a set (contract §4). */
export interface SetResultPage<T> {
  id?: string;
  type?: 'ResultPage';
  partOf?: { id?: string; type?: 'ResultList'; total?: number };
  items?: T[];
  next?: string;
  prev?: string;
}

/** The URI of a set's id, `http://data.europeana.eu/set/42`, as its path id `42`. */
export function setIdOf(uri: string): string {
  return uri.replace(/\/+$/, '').split('/').at(-1) ?? '';
}

/** A record's URI in a set (`http://data.europeana.eu/item/1/a`) as its record id `/1/a`. */
export function setItemRecordId(item: string | SearchItem): string {
  const id = typeof item === 'string' ? item : item.id;
  return id.replace(/^https?:\/\/data\.europeana\.eu\/item/, '');
}

/** A set's title or description in the page's language, else in the one it falls back to. */
export function setText(
  map: EntityLanguageMap | undefined,
  locale: string,
): LocalisedText | undefined {
  const value = localise(map, locale);
  const text = value?.values[0]?.trim();
  if (!value || !text) return undefined;
  return value.lang ? { text, lang: value.lang } : { text };
}
