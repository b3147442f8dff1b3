import {
  localise,
  ownLanguageValue,
  setLanguageValue,
  UNTAGGED_KEYS,
  type EntityLanguageMap,
  type LocaleCode,
  type SetBody,
  type UserSet,
} from '@portal/shared-kernel';
import {
  galleryBody,
  type GalleryFormValues,
} from '@portal/shared-kernel/src/components/GalleryForm';

/** The Set API names a set's creator by this URI and the identity server's `sub`. */
const USER_URI_BASE = 'http://data.europeana.eu/user/';

/** A gallery's creator as the Set API names it: an id URI, and a nickname when it gives one. */
export function creatorOf(set: Pick<UserSet, 'creator'>): { id?: string; name?: string } {
  const { creator } = set;
  if (typeof creator === 'string') return { id: creator };
  if (!creator) return {};
  return creator.nickname ? { id: creator.id, name: creator.nickname } : { id: creator.id };
}

/** Whether the signed-in user (`sub`) is the creator the Set API names. */
export function isCreator(creatorId: string | undefined, sub: string | undefined): boolean {
  return Boolean(creatorId && sub) && creatorId === `${USER_URI_BASE}${sub}`;
}

/** The language a map's shown text is kept under (see `setText`). */
function shownLanguage(map: EntityLanguageMap, locale: string): string | undefined {
  const shown = localise(map, locale);
  if (!shown) return undefined;
  return shown.lang ?? UNTAGGED_KEYS.find((key) => ownLanguageValue(map, key) !== undefined);
}

/** `map` with the text the page showed replaced by `text` in the page's language. */
function replaceShown(
  map: EntityLanguageMap | undefined,
  locale: string,
  text: EntityLanguageMap | undefined,
): EntityLanguageMap | undefined {
  const kept = Object.entries(map ?? {}).filter(
    ([lang]) => lang !== shownLanguage(map ?? {}, locale) && lang !== locale,
  );
  const result: EntityLanguageMap = Object.fromEntries(kept);
  for (const [lang, value] of Object.entries(text ?? {})) setLanguageValue(result, lang, value);
  return Object.keys(result).length ? result : undefined;
}

/**
 * The body of an edited gallery. The form shows the title and description in the page's
 * language (or the language they fall back to), so what the user wrote replaces those texts, in
 * the page's language; texts in other languages stay as they are. A published gallery is sent as
 * `public`, which the Set API keeps published (`private` depublishes it).
 */
export function editedGalleryBody(
  set: Pick<UserSet, 'title' | 'description'>,
  values: GalleryFormValues,
  locale: LocaleCode,
): SetBody {
  const body = galleryBody(values, locale);
  const description = replaceShown(set.description, locale, body.description);
  return {
    ...body,
    title: replaceShown(set.title, locale, body.title) ?? body.title,
    ...(description ? { description } : {}),
  };
}

/** Spec §4 and §9: a gallery is published with a title, a description and 15 items or more. */
export const PUBLICATION_MIN_ITEMS = 15;

export function meetsPublicationRules(gallery: {
  title?: { text: string };
  description?: { text: string };
  total: number;
}): boolean {
  return Boolean(
    gallery.title?.text.trim() &&
    gallery.description?.text.trim() &&
    gallery.total >= PUBLICATION_MIN_ITEMS,
  );
}

/** Whether a user's client roles let them publish and unpublish galleries (decision 0024). */
export function isGalleryPublisher(usersetsRoles: readonly string[]): boolean {
  return usersetsRoles.includes('editor') || usersetsRoles.includes('publisher');
}
