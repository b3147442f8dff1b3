import type { Request } from 'express';
import { CommonsError } from '../../upstream/api-error';
import { intParam } from '../common/query-params';
import { MAX_ITEMS_PER_SET, type InsertPosition } from './set-model';
import type { PageRequest } from './set-json';

export type SetProfile = 'meta' | 'items' | 'items.meta';

/** The profiles of the Set API before 2025 (0.12, contract §4) and what they are now. */
const PROFILES: Record<string, SetProfile> = {
  meta: 'meta',
  items: 'items',
  'items.meta': 'items.meta',
  minimal: 'meta',
  standard: 'items',
  itemDescriptions: 'items.meta',
};
const SEARCH_PROFILES = ['standard', 'meta', 'minimal', 'items.meta'];
const MAX_PAGE = 1_000_000_000;
const MAX_PAGE_SIZE = 100;

/**
 * A parameter that takes one value: given twice (`page=1&page=2`) it is a 400, not a guess at
 * which one was meant.
 */
export function singleParam(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw new CommonsError(400, `The parameter ${name} may be given once`);
  return value;
}

/** `profile` of a set (meta by default) or, with `fallback`, of a search. */
export function profileParam(req: Request, fallback: SetProfile = 'meta'): SetProfile {
  const value = singleParam(req, 'profile');
  if (value === undefined || value === '') return fallback;
  const profile = PROFILES[value];
  if (!profile) {
    throw new CommonsError(
      400,
      `Unknown profile "${value.slice(0, 40)}": use meta, items or items.meta`,
    );
  }
  return profile;
}

/**
 * What a search lists: set URIs (`items`) or the sets themselves without their items (`standard`,
 * the default, `meta`, `minimal`, `items.meta`, which adds nothing more: each set's `isShownBy`
 * is always there).
 */
export function searchProfileParam(req: Request): 'items' | 'sets' {
  const value = singleParam(req, 'profile');
  if (value === 'items') return 'items';
  if (value === undefined || value === '' || SEARCH_PROFILES.includes(value)) return 'sets';
  throw new CommonsError(
    400,
    `Unknown profile "${value.slice(0, 40)}": use standard, meta, items or items.meta`,
  );
}

/** `page` (1-based) and `pageSize` (1–100, default 10). The total is filled in later. */
export function pageParams(req: Request): Omit<PageRequest, 'total'> {
  return {
    page: intParam(singleParam(req, 'page'), 'page (1-based)', {
      min: 1,
      max: MAX_PAGE,
      fallback: 1,
    }),
    pageSize: intParam(singleParam(req, 'pageSize'), 'pageSize', {
      min: 1,
      max: MAX_PAGE_SIZE,
      fallback: 10,
    }),
  };
}

/** `position=N` (0-based among the unpinned items) or `position=pin`; absent: last. */
export function positionParam(req: Request): InsertPosition {
  const value = singleParam(req, 'position');
  if (value === 'pin') return 'pin';
  if (value === undefined || value === '') return undefined;
  return intParam(value, 'position (or pin)', { min: 0, max: MAX_ITEMS_PER_SET, fallback: 0 });
}

/** `issued` of a publication: an ISO 8601 date-time; absent: now. */
export function issuedParam(req: Request, now: number): number {
  const value = singleParam(req, 'issued');
  if (value === undefined || value === '') return now;
  const time = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value)
    ? Date.parse(value)
    : NaN;
  if (!Number.isFinite(time)) {
    throw new CommonsError(
      400,
      `issued must be an ISO 8601 date-time, e.g. 2025-01-31T12:00:00Z (not "${value.slice(0, 40)}")`,
    );
  }
  return time;
}
