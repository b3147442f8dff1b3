import { parsePageParam, type PageParam } from '@portal/shared-kernel';

/**
 * The `page` of a paged list's URL (spec §2.5): missing is 1; repeated, or anything but a
 * positive integer, is invalid and the page redirects to page 1.
 */
export function pageOfUrl(url: URL): PageParam {
  const pages = url.searchParams.getAll('page');
  return pages.length > 1 ? { valid: false } : parsePageParam(pages[0]);
}

/** The same page with `page=1`, as the host's rule for a bad page number answers (spec §2.5). */
export function pageOne(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.set('page', '1');
  return `${url.pathname}?${query.toString()}`;
}
