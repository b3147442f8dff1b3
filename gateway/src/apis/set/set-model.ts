/** What a user set is, and the limits that keep one request and one user's data bounded. */

export type SetType = 'Collection' | 'BookmarkFolder';
export type Visibility = 'private' | 'public' | 'published';
/** Set JSON language maps hold one string per language (`{ "en": "LIKES" }`), not arrays. */
export type LanguageMap = Record<string, string>;

export const SET_TYPES: readonly SetType[] = ['Collection', 'BookmarkFolder'];
export const VISIBILITIES: readonly Visibility[] = ['private', 'public', 'published'];

export interface SetCreator {
  /** The access token's `sub`. */
  id: string;
  /** Shown as "curated by" on public galleries; empty when the user has no public name. */
  nickname: string;
}

/**
 * The name a set may show for its creator. The identity server uses the e-mail address as the
 * user name of an account created without one, and a public gallery must never publish an
 * e-mail address: such a creator has no nickname.
 */
export function publicNickname(preferredUsername: string): string {
  return preferredUsername.includes('@') ? '' : preferredUsername;
}

/** A stored set with its item counts. */
export interface SetRecord {
  id: number;
  type: SetType;
  visibility: Visibility;
  creator: SetCreator;
  title: LanguageMap;
  description?: LanguageMap;
  created: number;
  modified: number;
  issued?: number;
  /** Bumped by every write that changes the set: the ETag. */
  version: number;
  total: number;
  pinned: number;
}

/** A create or full-update body, validated (set-body.ts). */
export interface SetInput {
  type: SetType;
  title: LanguageMap;
  description?: LanguageMap;
  /** `published` only keeps a published set published (publish is its own call). */
  visibility: Visibility;
  /** Record ids (`/123/abc`); absent on update: the items stay. */
  items?: string[];
}

/** Where inserted items go: 0-based among the unpinned ones, first among the pinned, or last. */
export type InsertPosition = number | 'pin' | undefined;

/**
 * A gallery of more than a thousand items is no gallery, and every item write rewrites the
 * set's order: this keeps a write to a few milliseconds (the portal's likes stop at 100).
 */
export const MAX_ITEMS_PER_SET = 1000;
export const MAX_SETS_PER_USER = 1000;
/** Spec §4 and §9: a gallery asked to be published has a title, a description and 15 items. */
export const PUBLICATION_MIN_ITEMS = 15;
export const MAX_TITLE_CHARS = 300;
export const MAX_DESCRIPTION_CHARS = 4000;
export const MAX_LANGUAGES = 50;
/** A body of 1000 record ids is about 30 KB; 50 descriptions of 4000 characters about 200 KB. */
export const SET_BODY_LIMIT = '256kb';
