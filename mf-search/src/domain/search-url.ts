import { paths, type LocaleCode } from '@portal/shared-kernel';
import type { SearchRequest } from './search-request';

export type SearchUrlState = Omit<SearchRequest, 'page'> & { page?: number };

/**
 * The URL of a search, in a stable parameter order. Page 1 is left out (it is the default), so
 * every filter change, which starts again at page 1, gives one canonical URL.
 */
export function searchUrl(locale: LocaleCode, state: SearchUrlState): string {
  const query: Record<string, string | string[]> = {};
  if (state.query) query.query = state.query;
  if (state.page && state.page > 1) query.page = String(state.page);
  if (state.qf.length) query.qf = state.qf;
  if (state.reusability.length) query.reusability = state.reusability.join(',');
  if (state.api) query.api = state.api;
  if (state.qa.length) query.qa = state.qa;
  return paths.search(locale, query);
}

/** The same search with some parts changed; changing anything but the page goes back to page 1. */
export function changedSearchUrl(
  locale: LocaleCode,
  request: SearchRequest,
  changes: Partial<SearchUrlState>,
): string {
  const page = 'page' in changes ? changes.page : 1;
  return searchUrl(locale, { ...request, ...changes, page });
}
