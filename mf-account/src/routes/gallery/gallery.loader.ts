import { redirect } from 'react-router-dom';
import {
  formatLongDate,
  isApiError,
  isLocaleCode,
  routeError,
  setIdOf,
  type EntityLanguageMap,
  type LocalisedText,
  type PortalLoaderArgs,
  type SearchItem,
  type SetVisibility,
  type UserSet,
  galleryPath,
  setText,
} from '@portal/shared-kernel';
import { creatorOf } from '../../domain/gallery';
import { pageOfUrl, pageOne } from '../../domain/page-query';

/** Items per page of a gallery: the search page's grid of 24. */
export const GALLERY_PAGE_SIZE = 24;

/**
 * `{id}` or `{id}-{any slug}`, the rest of a gallery path. The Set API numbers sets with at most
 * 15 digits; a longer number names no gallery.
 */
const GALLERY_SEGMENT = /^(\d{1,15})(?:-[^/]*)?$/;

/** What the gallery page shows of a gallery (texts in the page's language, with fallback). */
export interface GalleryView {
  id: string;
  title?: LocalisedText;
  description?: LocalisedText;
  /** The texts as the Set API keeps them, for the editor (it changes one language of them). */
  titles?: EntityLanguageMap;
  descriptions?: EntityLanguageMap;
  visibility: SetVisibility;
  creatorId?: string;
  creatorName?: string;
  /** When it was published, in the page's language (formatted here, so the browser hydrates with the server's words). */
  publishedOn?: string;
  /** All its items, also those on other pages. */
  total: number;
  items: SearchItem[];
  thumbnail?: string;
}

export type GalleryData =
  | {
      status: 'ready';
      gallery: GalleryView;
      page: number;
      totalPages: number;
      /** Origin of the page (`https://host`), for the absolute og:image. */
      origin: string;
    }
  | {
      /**
       * A private gallery (401 or 403): the server never holds the user's token, so the browser
       * asks again with it. `forbidden` is set once the API said no to a signed-in user.
       */
      status: 'restricted';
      id: string;
      forbidden: boolean;
    };

/**
 * `/{lang}/galleries/{id}-{slug}` (spec §2.2): one page of a gallery's items with its title,
 * description and creator. An unknown gallery, or a set that is no gallery (a likes folder), is
 * "gallery not found"; any other slug than its title's redirects to that one; a page that is not
 * a positive integer, or past the last, goes to page 1.
 */
export async function loader({ params, request, context }: PortalLoaderArgs): Promise<GalleryData> {
  const match = GALLERY_SEGMENT.exec(params['*'] ?? '');
  if (!match) throw routeError(404, { code: 'galleryNotFound' });
  const id = match[1]!;
  const url = new URL(request.url);
  const pageParam = pageOfUrl(url);
  if (!pageParam.valid) throw redirect(pageOne(url), 302);
  const page = pageParam.page;

  let set: UserSet;
  try {
    set = await context.api.set.get(id, {
      profile: 'items.meta',
      page,
      pageSize: GALLERY_PAGE_SIZE,
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.statusCode === 401 || error.statusCode === 403) {
      return { status: 'restricted', id, forbidden: !context.isServer && error.statusCode === 403 };
    }
    if (error.statusCode === 404) {
      throw routeError(404, { code: 'galleryNotFound', message: error.message });
    }
    // The Set API answers a page past the last one with a 400 ("page : value out of range").
    if (error.statusCode === 400 && page > 1) throw redirect(pageOne(url), 302);
    throw error;
  }
  if (set.type !== 'Collection') throw routeError(404, { code: 'galleryNotFound' });

  const locale = isLocaleCode(params.lang) ? params.lang : context.locale;
  const canonical = galleryPath(locale, set);
  // Not 301: a title can change back and forth, and a browser keeps a permanent redirect.
  if (decodedPathname(url) !== canonical) throw redirect(`${encodeURI(canonical)}${url.search}`);

  const items = (set.items ?? []).filter((item): item is SearchItem => typeof item !== 'string');
  const total = Math.max(set.total ?? 0, items.length);
  const totalPages = Math.max(1, Math.ceil(total / GALLERY_PAGE_SIZE));
  if (page > totalPages) throw redirect(pageOne(url), 302);
  const creator = creatorOf(set);
  const gallery: GalleryView = {
    id: setIdOf(set.id),
    visibility: set.visibility ?? 'private',
    total,
    items,
  };
  const title = setText(set.title, locale);
  const description = setText(set.description, locale);
  if (title) gallery.title = title;
  if (description) gallery.description = description;
  if (set.title) gallery.titles = set.title;
  if (set.description) gallery.descriptions = set.description;
  if (creator.id) gallery.creatorId = creator.id;
  if (creator.name) gallery.creatorName = creator.name;
  if (gallery.visibility === 'published' && set.issued) {
    const publishedOn = formatLongDate(new Date(set.issued), locale);
    if (publishedOn) gallery.publishedOn = publishedOn;
  }
  // A v2 URL on the Set API's host: shown through the portal's Thumbnail API.
  if (set.isShownBy?.thumbnail)
    gallery.thumbnail = context.api.thumbnail.fromPreview(set.isShownBy.thumbnail, 'large');
  return { status: 'ready', gallery, page, totalPages, origin: url.origin };
}

/** The path as the visitor wrote it (a slug may hold letters of any script). */
function decodedPathname(url: URL): string | undefined {
  try {
    return decodeURI(url.pathname);
  } catch {
    return undefined;
  }
}
