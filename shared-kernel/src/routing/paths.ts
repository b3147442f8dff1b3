import type { LocaleCode } from '../i18n/locales';
import { parseEntityUri } from '../domain/entity';
import { localiseFirst, type EntityLanguageMap, type LanguageMap } from '../domain/language-map';
import { setIdOf, type UserSet } from '../domain/set';

/**
 * Paths of the portal's pages (spec §2.2). Every page path starts with its locale; these helpers
 * are the one place that knows the shapes.
 */
export const paths = {
  home: (locale: LocaleCode) => `/${locale}`,
  search: (locale: LocaleCode, query?: Record<string, string | string[]>) =>
    `/${locale}/search${queryString(query)}`,
  item: (locale: LocaleCode, recordId: string) => `/${locale}/item${recordId}`,
  collections: (locale: LocaleCode) => `/${locale}/collections`,
  /** Collection page of an entity: `/{locale}/collections/{slug}/{id}-{name}`. */
  entity: (locale: LocaleCode, entityUri: string, label?: string) => {
    const { slug, id } = parseEntityUri(entityUri);
    return `/${locale}/collections/${slug}/${withSlug(id, label)}`;
  },
  /** A gallery's page, `{id}-{slug}` (spec §2.2); a title of no letters or digits gives no slug. */
  gallery: (locale: LocaleCode, id: string | number, title?: string) =>
    `/${locale}/galleries/${withSlug(String(id), title)}`,
  login: (locale: LocaleCode, redirect?: string) =>
    `/${locale}/account/login${redirect ? queryString({ redirect }) : ''}`,
  account: (locale: LocaleCode) => `/${locale}/account`,
  logout: () => '/account/logout',
};

/**
 * A gallery's page, `/{locale}/galleries/{id}-{slug}`. The slug comes from its English title
 * where it has one, as an entity page's does: a gallery titled in many languages (the curated
 * ones) keeps one address in every language, which Europeana's old links land on.
 */
export function galleryPath(locale: LocaleCode, set: Pick<UserSet, 'id' | 'title'>): string {
  return paths.gallery(locale, setIdOf(set.id), entitySlugLabel(set.title));
}

export function queryString(query?: Record<string, string | string[] | undefined>): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const entry of Array.isArray(value) ? value : [value]) params.append(key, entry);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The label an entity page's (or a gallery's) slug is made from: the English one where it has
 * one, so that a page has one URL whatever the language of the page that links to it (the page
 * redirects other slugs to it).
 */
export function entitySlugLabel(prefLabel: LanguageMap | EntityLanguageMap | undefined): string {
  return localiseFirst(prefLabel, 'en');
}

/**
 * Latin letters that Unicode does not decompose into a base letter and a mark, written as the
 * letters they are spelled with, so a Latin label gives an ASCII slug (Hammershøi, Wyspiański).
 */
const LATIN_LETTERS: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ħ: 'h',
  ı: 'i',
};

/** `{id}-{slug}`, or the id alone when the label gives no slug (no label, or only signs). */
function withSlug(id: string, label: string | undefined): string {
  const slug = label ? slugify(label) : '';
  return slug ? `${id}-${slug}` : id;
}

/** URL slug of a label: lower case, diacritics removed, words joined by hyphens. */
export function slugify(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øłđðþßæœħı]/g, (letter) => LATIN_LETTERS[letter] ?? letter)
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** Replaces the locale segment of a path (language switching keeps the route and query). */
export function withLocale(pathname: string, locale: LocaleCode): string {
  return pathname.replace(/^\/[a-z]{2}(?=\/|$)/, `/${locale}`);
}
