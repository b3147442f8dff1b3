import { redirect } from 'react-router-dom';
import {
  escapeLuceneSpecials,
  firstHitByItem,
  hasAppliedFilters,
  isApiError,
  isInvalidQueryError,
  isPaginationLimitError,
  isTranslationUnavailableError,
  reachablePageCount,
  routeError,
  SEARCH_RESULT_LIMIT,
  summariseSearchItem,
  withProfile,
  withQueryTranslation,
  type ApiClients,
  type PortalContext,
  type PortalLoaderArgs,
  type SearchParams,
  type SearchResponse,
  type SearchResultSummary,
  entityLinks,
  type EntityLink,
} from '@portal/shared-kernel';
import {
  pageWindowOf,
  parseSearchUrl,
  searchApiParams,
  type SearchRequest,
} from '../../domain/search-request';
import { searchSourceFor } from '../../domain/search-source';
import { resultsViewCookie, saveResultsView } from '../../domain/view-cookie';
import type { TranslationState } from '../../components/SearchNotices';

export interface SearchData {
  request: SearchRequest;
  results: SearchResultSummary[];
  totalResults: number;
  totalPages: number;
  lastAvailablePage: boolean;
  related: EntityLink[];
  translation: TranslationState;
  escapedQuery: boolean;
  fulltextUnavailable: boolean;
}

export const PAGINATION_LIMIT_CODE = 'searchPaginationLimitExceeded';
/** A query the Search API refuses even with its operators escaped (too many words or wildcards). */
export const INVALID_QUERY_CODE = 'searchQueryTooComplex';
/** A filter (a `qf` of the URL, made by hand) the Search API cannot read, whatever the query. */
export const INVALID_FILTER_CODE = 'searchFilterInvalid';
/** Related collections are a bonus: the page does not wait longer than this for them. */
export const RELATED_TIMEOUT_MS = 1500;
const RELATED_ROWS = 4;

/**
 * The searchPaginationLimitExceeded error (spec §8). Its text comes from the page's translations;
 * `lastPage` is the last page the search can show, when known.
 */
function paginationLimitExceeded(lastPage?: number): Response {
  return routeError(400, {
    code: PAGINATION_LIMIT_CODE,
    limit: SEARCH_RESULT_LIMIT,
    ...(lastPage !== undefined ? { lastPage } : {}),
  });
}

/**
 * The last page a search can show: its results, up to the first 1000, counted with one request
 * of no rows. Undefined when the count fails (the error page then offers the last page the limit
 * allows).
 */
async function lastReachablePage(
  api: ApiClients,
  request: SearchRequest,
): Promise<number | undefined> {
  try {
    const window = pageWindowOf({ ...request, page: 1 });
    const response = await api.record.search({ ...searchApiParams(request, window), rows: 0 });
    return reachablePageCount(response.totalResults ?? 0, window.perPage);
  } catch {
    return undefined;
  }
}

/** Lucene's operator words typed alone or at an end (`AND`, `cats NOT`) searched as words. */
function operatorsAsWords(query: string): string {
  return query.replace(/\b(AND|OR|NOT)\b/g, (word) => word.toLowerCase());
}

/** A full-text search also asks where its words occur in each result's text (one hit each). */
function withHits(params: SearchParams): SearchParams {
  return { ...withProfile(params, 'hits'), 'hit.selectors': 1 };
}

interface SearchOutcome {
  response: SearchResponse;
  translation: TranslationState;
  escapedQuery: boolean;
  fulltextUnavailable: boolean;
}

/**
 * Runs the search with the fallbacks the page needs: without translation when it is refused
 * (spec §7), for the query as plain text when it is not valid Lucene (special characters escaped,
 * operator words as words), from the metadata when the full-text search is not there.
 */
async function runSearch(
  api: ApiClients,
  request: SearchRequest,
  params: SearchParams,
  translateFrom: string | null,
): Promise<SearchOutcome> {
  const outcome: Omit<SearchOutcome, 'response'> = {
    translation: translateFrom ? 'applied' : 'off',
    escapedQuery: false,
    fulltextUnavailable: false,
  };
  let current = translateFrom ? withQueryTranslation(params, translateFrom) : params;
  let fulltext = request.api === 'fulltext';
  for (;;) {
    try {
      const response = fulltext
        ? await searchSourceFor(api, 'fulltext').search(withHits(current))
        : await api.record.search(current);
      return { ...outcome, response };
    } catch (error) {
      if (isPaginationLimitError(error)) throw paginationLimitExceeded();
      if (outcome.translation === 'applied' && isTranslationUnavailableError(error)) {
        outcome.translation = 'unavailable';
        current = { ...params, query: current.query };
      } else if (!outcome.escapedQuery && request.query && isInvalidQueryError(error)) {
        outcome.escapedQuery = true;
        current = { ...current, query: operatorsAsWords(escapeLuceneSpecials(request.query)) };
      } else if (fulltext && isApiError(error) && error.statusCode !== 400) {
        outcome.fulltextUnavailable = true;
        fulltext = false;
      } else if (isInvalidQueryError(error)) {
        // Refused even with its operators as words: a filter it cannot read (asked once more,
        // for everything under the same filters), else too long or too costly (the API's limits).
        const filters = await filtersUnreadable(api, current);
        throw routeError(400, { code: filters ? INVALID_FILTER_CODE : INVALID_QUERY_CODE });
      } else {
        throw error;
      }
    }
  }
}

/** Whether the search's filters alone are refused as invalid (asked with no rows). */
async function filtersUnreadable(api: ApiClients, params: SearchParams): Promise<boolean> {
  if (!params.qf?.length) return false;
  try {
    await api.record.search({ ...params, query: '*:*', rows: 0, facet: undefined });
    return false;
  } catch (error) {
    return isInvalidQueryError(error);
  }
}

/** Entities matching the query, shown above the first page of results; failures are ignored. */
async function relatedCollections(
  context: PortalContext,
  request: SearchRequest,
): Promise<EntityLink[]> {
  if (!request.query || request.page !== 1) return [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<EntityLink[]>((resolve) => {
    timer = setTimeout(() => resolve([]), RELATED_TIMEOUT_MS);
  });
  const related = context.api.entity
    .suggest(request.query, { language: context.locale, rows: RELATED_ROWS })
    .then((page) => entityLinks(page.items, context.locale))
    .catch(() => []);
  try {
    return await Promise.race([related, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loader of `/{lang}/search`: the results of the search in the URL, one page of 24, with related
 * collections. Facet counts are not loaded here: the sidebar asks for them in the browser once
 * it is open, which keeps the server render to one search.
 */
export async function loader({
  request: httpRequest,
  context,
}: PortalLoaderArgs): Promise<SearchData> {
  const url = new URL(httpRequest.url);
  const parsed = parseSearchUrl(url);
  const search = context.stores.search;
  if (parsed.kind === 'redirect') {
    const { location, view } = parsed;
    if (!view) throw redirect(location);
    // A view the URL asked for becomes the remembered one: a response cookie from the server,
    // the document's cookie and the store in the browser (a redirect there is not an HTTP one).
    if (context.isServer) {
      const secure = url.protocol === 'https:';
      throw redirect(location, { headers: { 'Set-Cookie': resultsViewCookie(view, secure) } });
    }
    search.setView(view);
    saveResultsView(view);
    throw redirect(location);
  }
  const { request } = parsed;

  search.setActive(true);
  search.setShowSidebarToggle(true);
  search.setQueryInputValue(request.query);
  search.setFiltersApplied(hasAppliedFilters(request));

  const window = pageWindowOf(request);
  if (window.beyondLimit)
    throw paginationLimitExceeded(await lastReachablePage(context.api, request));

  // Multilingual search is for signed-in visitors (spec §6).
  const translateFrom =
    context.stores.auth.loggedIn && context.locale !== 'en' ? context.locale : null;
  const [outcome, related] = await Promise.all([
    runSearch(context.api, request, searchApiParams(request, window), translateFrom),
    relatedCollections(context, request),
  ]);
  const totalResults = outcome.response.totalResults ?? 0;
  search.setTotalResults(totalResults);
  const hits = firstHitByItem(outcome.response.hits);

  return {
    request,
    results: (outcome.response.items ?? []).map((item) =>
      summariseSearchItem(item, context.locale, hits.get(item.id)),
    ),
    totalResults,
    totalPages: reachablePageCount(totalResults, window.perPage),
    lastAvailablePage: window.lastAvailablePage,
    related,
    translation: outcome.translation,
    escapedQuery: outcome.escapedQuery,
    fulltextUnavailable: outcome.fulltextUnavailable,
  };
}
