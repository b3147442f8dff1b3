/** A request rule either redirects (or answers with a status) or lets the request pass. */
export interface RuleRedirect {
  status: number;
  path: string;
  query: Record<string, string | string[]>;
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

/** Location header of a redirect: absolute targets as they are, paths with their query. */
export function locationOf(redirect: RuleRedirect): string {
  return `${redirect.path}${formatQuery(redirect.query)}`;
}
