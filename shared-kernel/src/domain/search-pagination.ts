import { DEFAULT_ROWS, SEARCH_RESULT_LIMIT } from './search';

/** Where one page of results starts and how many rows to ask for (spec §5, contract §1). */
export interface SearchPageWindow {
  page: number;
  perPage: number;
  /** 1-based position of the first result. */
  start: number;
  /** Rows to request: capped so that start + rows never passes the limit + 1. */
  rows: number;
  /** Set when this is the last page that can be reached (start + perPage passes the limit). */
  lastAvailablePage: boolean;
  /** Set when the page starts beyond the reachable results: nothing can be fetched. */
  beyondLimit: boolean;
}

export function searchPageWindow(
  page: number,
  perPage = DEFAULT_ROWS,
  limit = SEARCH_RESULT_LIMIT,
): SearchPageWindow {
  const start = (page - 1) * perPage + 1;
  const rows = Math.max(0, Math.min(limit + 1 - start, perPage));
  return {
    page,
    perPage,
    start,
    rows,
    lastAvailablePage: start + perPage > limit,
    beyondLimit: start > limit,
  };
}

/** The number of pages a visitor can reach for `totalResults` (never past the limit). */
export function reachablePageCount(
  totalResults: number,
  perPage = DEFAULT_ROWS,
  limit = SEARCH_RESULT_LIMIT,
): number {
  const reachable = Math.min(Math.max(0, totalResults), limit);
  return Math.ceil(reachable / perPage);
}

export type PageParam = { valid: true; page: number } | { valid: false };

/**
 * The `page` query value (spec §2.5, §5): missing means 1; anything but a positive integer is
 * invalid (the page then redirects to page 1).
 */
export function parsePageParam(value: string | null | undefined): PageParam {
  if (value === null || value === undefined) return { valid: true, page: 1 };
  if (!/^[1-9]\d*$/.test(value)) return { valid: false };
  return { valid: true, page: Number(value) };
}
