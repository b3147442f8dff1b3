import { legacyRedirect, type LegacyQuery, type RedirectResult } from './index';

/** A URL's query as Express 5's default ("simple") parser gives it: flat keys, repeats as arrays. */
export function flatQuery(search: string): LegacyQuery {
  const query: LegacyQuery = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = query[key];
    if (previous === undefined) query[key] = value;
    else query[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return query;
}

/** Runs `legacyRedirect` on a whole URL, as the host middleware would. */
export function redirectUrl(url: string): RedirectResult | null {
  const [path = '', search = ''] = url.split('?');
  return legacyRedirect(path, flatQuery(search));
}
