import {
  SEARCH_RESPONSE_SHAPE,
  type ApiClients,
  type SearchParams,
  type SearchResponse,
} from '@portal/shared-kernel';
import type { SearchApi } from './search-request';

/** What a search is asked of: the Search API, or the full-text search (same parameters and answer). */
export interface SearchSource {
  search(params: SearchParams): Promise<SearchResponse>;
}

/**
 * The API a search page's results come from (`api=fulltext`: the full-text search, spec §5).
 * The facet counts ask the same one, so a count is the number of results its filter gives.
 */
export function searchSourceFor(api: ApiClients, which: SearchApi | null): SearchSource {
  if (which !== 'fulltext') return api.record;
  return {
    search: (params) =>
      api.client('fulltext').get<SearchResponse>('/search.json', {
        params,
        expect: SEARCH_RESPONSE_SHAPE,
      }),
  };
}
