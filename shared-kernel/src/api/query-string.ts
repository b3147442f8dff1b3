/** Query parameter values the API clients accept; arrays become repeated keys (`qf=a&qf=b`). */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export function toSearchParams(params: QueryParams = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly QueryValue[]) {
      if (item === undefined || item === null) continue;
      search.append(key, String(item));
    }
  }
  return search;
}

/** Appends parameters to a URL that may already carry a query. */
export function withQuery(url: string, params: QueryParams = {}): string {
  const query = toSearchParams(params).toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
