import type { SearchItem } from './item';

export interface FacetField {
  label: string;
  count: number;
}

export interface Facet {
  name: string;
  fields: FacetField[];
}

/** Where a full-text search's words occur in an item's text (`profile=hits`, contract §1). */
export interface HitSelector {
  field?: string;
  prefix: string;
  exact: string;
  suffix: string;
}

/** The highlights of one result: `scope` is its item id (`/ds/id`). */
export interface SearchHit {
  scope: string;
  selectors: HitSelector[];
}

export interface SearchResponse {
  success: boolean;
  itemsCount: number;
  totalResults: number;
  items?: SearchItem[];
  facets?: Facet[];
  nextCursor?: string;
  hits?: SearchHit[];
}

/** Spec §5 and §9: only the first 1000 results are reachable; 24 per page by default. */
export const SEARCH_RESULT_LIMIT = 1000;
export const DEFAULT_ROWS = 24;
