import { sameSitePath } from './local-path';
import type { QueryRecord, RuleRedirect } from './rule-result';

const POSITIVE_INTEGER = /^[1-9]\d*$/;

/**
 * Spec §2.5 and §5: a `page` query value must be a positive integer; anything else (`0`, `-2`,
 * `abc`, `1.5`, a repeated `page`) is redirected to page 1 with the rest of the query kept.
 * A missing page means page 1 and needs no redirect ({@link pageFromQuery}).
 */
export function pageQueryRule(path: string, query: QueryRecord): RuleRedirect | null {
  if (!('page' in query)) return null;
  const value = query.page;
  if (typeof value === 'string' && POSITIVE_INTEGER.test(value)) return null;
  return { status: 302, path: sameSitePath(path), query: { ...query, page: '1' } };
}

/** The page a query asks for: 1 when it names none. */
export function pageFromQuery(query: QueryRecord): number {
  const value = query.page;
  return typeof value === 'string' && POSITIVE_INTEGER.test(value) ? Number(value) : 1;
}
