import type { SearchRequest } from './search-request';

/**
 * The site-search tracking event of a results page (spec §7): one keyword for the query
 * (`*:*` when it is empty) and one per advanced-search rule (`qa`), the category, and the number
 * of results.
 */
export interface SiteSearchEvent {
  keywords: string[];
  category: string | false;
  resultsCount: number;
}

export const SITE_SEARCH_EVENT = 'portal:site-search';

export function siteSearchEvent(
  request: Pick<SearchRequest, 'query' | 'qa' | 'qf'>,
  resultsCount: number,
): SiteSearchEvent {
  const collection = request.qf
    .find((entry) => entry.startsWith('collection:'))
    ?.slice('collection:'.length);
  return {
    keywords: [request.query.trim() || '*:*', ...request.qa],
    category: collection || false,
    resultsCount,
  };
}

type MatomoQueue = { push(command: unknown[]): void };

/**
 * Sends the event to the page's analytics: Matomo's queue (`window._paq`) when one is on the page,
 * one `trackSiteSearch` per keyword, and a DOM event any other tracker can listen to.
 */
export function trackSiteSearch(event: SiteSearchEvent, target: Window = window): void {
  const queue = (target as Window & { _paq?: MatomoQueue })._paq;
  for (const keyword of event.keywords) {
    queue?.push(['trackSiteSearch', keyword, event.category, event.resultsCount]);
  }
  target.dispatchEvent(new CustomEvent(SITE_SEARCH_EVENT, { detail: event }));
}
