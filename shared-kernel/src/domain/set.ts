import type { EntityLanguageMap } from './language-map';
import type { SearchItem } from './item';

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
}
