import { useLocation, useNavigation } from 'react-router-dom';
import { parseSearchUrl, type SearchRequest } from '../../domain/search-request';

/**
 * The search the page is changing to, while its results load; else the one shown. A filter
 * box follows the URL, so without this a ticked box unticked itself until the new results
 * arrived (and a screen reader could announce "not checked"), and a second box ticked
 * meanwhile built its URL from the old search, dropping the first.
 */
export function usePendingSearchRequest(shown: SearchRequest): SearchRequest {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const next = navigation.location;
  if (!next || next.pathname !== pathname) return shown;
  // Only the path and query are read; the origin is a placeholder.
  const parsed = parseSearchUrl(new URL(`${next.pathname}${next.search}`, 'http://localhost'));
  return parsed.kind === 'search' ? parsed.request : shown;
}
