import {
  apiQueryOf,
  CONTENT_TIER_FIELD,
  DEFAULT_ROWS,
  mergeFacetFilters,
  parsePageParam,
  parseReusability,
  searchPageWindow,
  isResultsView,
  withContentTierFilter,
  type ResultsView,
  type SearchPageWindow,
  type SearchParams,
} from '@portal/shared-kernel';

/** Where the search runs: the metadata (Record) Search API, or the full-text one. */
export type SearchApi = 'metadata' | 'fulltext';

/** A search as the URL states it (`/{lang}/search?query=&page=&qf=&reusability=&api=&qa=`). */
export interface SearchRequest {
  query: string;
  page: number;
  qf: string[];
  reusability: string[];
  api: SearchApi | null;
  qa: string[];
}

export type ParsedSearchUrl =
  | { kind: 'search'; request: SearchRequest }
  /** `view`: a results view the URL asked for, to remember in the view cookie. */
  | { kind: 'redirect'; location: string; view?: ResultsView };

/** Filter values as given, blank ones dropped and each once (a repeated `qf` is one filter). */
const distinctValues = (values: string[]) => [
  ...new Set(values.map((v) => v.trim()).filter((v) => v !== '')),
];

/**
 * Reads a search URL. An invalid `page` redirects to page 1 with the rest of the query kept
 * (spec §2.5); unknown `api` values are ignored (the metadata search is the default).
 *
 * A `view` (grid, list or mosaic; old portal links and legacy redirects carry it) redirects to
 * the same search without it, and the view is remembered in the view cookie: the cookie is
 * where the view lives (spec §4), and the links the page builds (pages, filters) do not carry
 * `view`, so keeping it in the URL would show a view that the next page forgets.
 */
export function parseSearchUrl(url: URL): ParsedSearchUrl {
  const params = url.searchParams;
  const page = parsePageParam(params.get('page'));
  const view = params.get('view');
  if (!page.valid || view !== null) {
    const fixed = new URLSearchParams(params);
    if (!page.valid) fixed.set('page', '1');
    fixed.delete('view');
    const search = fixed.toString();
    const location = search ? `${url.pathname}?${search}` : url.pathname;
    return { kind: 'redirect', location, ...(isResultsView(view) ? { view } : {}) };
  }
  const api = params.get('api');
  return {
    kind: 'search',
    request: {
      query: params.get('query')?.trim() ?? '',
      page: page.page,
      qf: distinctValues(params.getAll('qf')),
      reusability: parseReusability(params.getAll('reusability')),
      api: api === 'fulltext' || api === 'metadata' ? api : null,
      qa: distinctValues(params.getAll('qa')),
    },
  };
}

export function pageWindowOf(request: SearchRequest): SearchPageWindow {
  return searchPageWindow(request.page, DEFAULT_ROWS);
}

/**
 * The Search API parameters of a request: the query (`*:*` when empty), its filters with the
 * advanced-search rules (values of one facet ORed) and the content tier default, the page window
 * and the minimal profile that result cards need.
 */
export function searchApiParams(request: SearchRequest, window: SearchPageWindow): SearchParams {
  const params: SearchParams = {
    query: apiQueryOf(request.query),
    qf: withContentTierFilter(mergeFacetFilters([...request.qf, ...request.qa])),
    rows: window.rows,
    start: window.start,
    profile: 'minimal',
  };
  if (request.reusability.length) params.reusability = request.reusability.join(',');
  return params;
}

/**
 * Values the Search API gives per facet when not asked for more (`f.<FACET>.facet.limit`, contract
 * §1): a facet that comes back with this many may have others.
 */
export const FACET_DEFAULT_LIMIT = 50;

/**
 * Values asked for when a facet's whole list is wanted. The gateway clamps the limit at 10,000;
 * 1,000 keeps the answer and the list small, and covers every facet of the default data (the
 * longest, CREATOR, has 624 values).
 */
export const FACET_FULL_LIMIT = 1000;

/**
 * The parameters of the facet counts: same search, no rows, the facets asked for, each with up to
 * `limit` values (the API's default when not given).
 */
export function facetApiParams(
  request: SearchRequest,
  facets: readonly string[],
  options: { withoutField?: string; limit?: number } = {},
): SearchParams {
  let qf = options.withoutField
    ? request.qf.filter((entry) => !entry.startsWith(`${options.withoutField}:`))
    : request.qf;
  // Counting tiers without the visitor's tier filter means counting every tier, not the default.
  if (options.withoutField === CONTENT_TIER_FIELD) qf = [...qf, `${CONTENT_TIER_FIELD}:*`];
  const params: SearchParams = {
    query: apiQueryOf(request.query),
    qf: withContentTierFilter(mergeFacetFilters([...qf, ...request.qa])),
    rows: 0,
    profile: 'facets',
    facet: facets.join(','),
  };
  const reusability = options.withoutField === 'REUSABILITY' ? [] : request.reusability;
  if (reusability.length) params.reusability = reusability.join(',');
  if (options.limit !== undefined) {
    for (const name of facets) params[`f.${name}.facet.limit`] = options.limit;
  }
  return params;
}
