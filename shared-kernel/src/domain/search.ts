import type { SearchItem } from './item';

export interface FacetField {
  label: string;
  count: number;
}

export interface Facet {
  name: string;
  fields: FacetField[];
}

export interface SearchResponse {
  success: boolean;
  itemsCount: number;
  totalResults: number;
  items?: SearchItem[];
  facets?: Facet[];
  nextCursor?: string;
}

/** Spec §5 and §9: only the first 1000 results are reachable; 24 per page by default. */
export const SEARCH_RESULT_LIMIT = 1000;
export const DEFAULT_ROWS = 24;
