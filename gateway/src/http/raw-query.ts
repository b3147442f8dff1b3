/**
 * The `?…` of a URL or path as it came, byte for byte, or nothing: what the upstream proxies
 * pass on (parsed and re-encoded, `%E9` became U+FFFD).
 */
export function rawQueryOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? '' : url.slice(q);
}

/**
 * The first `name=value` pair of a raw query (`?…` included or not) whose %-escapes do not
 * decode to UTF-8 (`%E0%A4%A`, a lone `%`), or nothing. Express's simple query parser reads
 * such a pair loosely (U+FFFD, or the text as it came), so a search for `%E0%A4%A` would quietly
 * become one for `a`; the same bytes in the path are a 400.
 */
export function undecodableQueryPart(rawQuery: string): string | undefined {
  for (const part of rawQuery.replace(/^\?/, '').split('&')) {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return part;
    }
  }
  return undefined;
}
