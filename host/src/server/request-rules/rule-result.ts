import { sameSitePath } from './local-path';

/** A request rule either redirects (or answers with a status) or lets the request pass. */
export interface RuleRedirect {
  status: number;
  /** A path on this site, or, when `offSite` is set, an absolute URL from a fixed table. */
  path: string;
  query: Record<string, string | string[]>;
  /** `path` is an absolute URL on another site (never built from the request). */
  offSite?: true;
}

export type QueryRecord = Record<string, string | string[]>;

/** `?a=1&b=2&b=3` from a query record; empty string when there is nothing. */
export function formatQuery(query: QueryRecord): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const entry of Array.isArray(value) ? value : [value]) params.append(key, entry);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Location header of a redirect: off-site targets as they are, paths with their query. A path is
 * made a {@link sameSitePath} once more here, so no rule can send the browser to another host
 * with a path that starts like `//host` or `/\host`.
 */
export function locationOf(redirect: RuleRedirect): string {
  const target = redirect.offSite ? redirect.path : sameSitePath(redirect.path);
  return `${target}${formatQuery(redirect.query)}`;
}
