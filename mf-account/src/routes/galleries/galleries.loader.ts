import { redirect } from 'react-router-dom';
import {
  isLocaleCode,
  routeError,
  type PortalLoaderArgs,
  type UserSet,
} from '@portal/shared-kernel';
import { pageOfUrl, pageOne } from '../../domain/page-query';

/** Galleries per page: the grid of 24, as the real portal's galleries page has it. */
export const GALLERIES_PAGE_SIZE = 24;

export interface GalleriesData {
  galleries: UserSet[];
  /** Published galleries in the page's language, on every page. */
  total: number;
  page: number;
  totalPages: number;
  /** The latest gallery's picture (a Thumbnail API path), for link previews. */
  cover?: string;
  /** Origin of the page (`https://host`), for the absolute og:image. */
  origin: string;
}

/**
 * `/{lang}/galleries` (spec §2.2): the galleries published in the page's language, the latest
 * published first, a page of 24 at a time. A page number that is not a positive integer
 * redirects to page 1 (spec §2.5); a page past the last is not found, as on the collections lists.
 */
export async function loader({
  params,
  request,
  context,
}: PortalLoaderArgs): Promise<GalleriesData> {
  const url = new URL(request.url);
  const pageParam = pageOfUrl(url);
  if (!pageParam.valid) throw redirect(pageOne(url), 302);
  const { page } = pageParam;
  const locale = isLocaleCode(params.lang) ? params.lang : context.locale;
  const result = await context.api.set.publishedGalleries(locale, page, GALLERIES_PAGE_SIZE);
  // No total: the API found the page past the last one; page 1 of none is an empty list.
  const total = result.total ?? (page === 1 ? 0 : undefined);
  const totalPages = Math.max(1, Math.ceil((total ?? 0) / GALLERIES_PAGE_SIZE));
  if (total === undefined || page > totalPages) throw routeError(404, { code: 'pageNotFound' });
  const preview = result.galleries.find((gallery) => gallery.isShownBy?.thumbnail)?.isShownBy
    ?.thumbnail;
  return {
    galleries: result.galleries,
    total,
    page,
    totalPages,
    ...(preview ? { cover: context.api.thumbnail.fromPreview(preview, 'large') } : {}),
    origin: url.origin,
  };
}
