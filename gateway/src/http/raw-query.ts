/**
 * The `?…` of a URL or path as it came, byte for byte, or nothing: what the upstream proxies
 * pass on (parsed and re-encoded, `%E9` became U+FFFD).
 */
export function rawQueryOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? '' : url.slice(q);
}
