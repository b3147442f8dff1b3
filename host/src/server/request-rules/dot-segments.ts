import { sameSitePath } from './local-path';
import type { QueryRecord, RuleRedirect } from './rule-result';

/**
 * `.` or `..` as a path segment, also percent-encoded (`%2e`, `.%2E`, `%2e%2e`): the forms the
 * WHATWG URL parser removes (it takes `\` for `/` as well).
 */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * A path with dot segments, as a client sends it that does not normalise its URLs (browsers
 * resolve them before sending): 301 to the path they resolve to (RFC 3986 §5.2.4), query kept.
 * The page rendered for such a path was already that one (the router reads the path through the
 * URL parser, which resolves them) under a canonical URL that still held the dots; the redirect
 * gives the page its one address. The target goes through {@link sameSitePath}, so however the
 * dots and slashes are arranged (`/..//evil.example`) it stays on this site, and it has no
 * trailing slash, which would only redirect once more.
 */
export function dotSegmentRule(path: string, query: QueryRecord): RuleRedirect | null {
  if (!path.split(/[/\\]/).some((segment) => DOT_SEGMENT.test(segment))) return null;
  const resolved = new URL(sameSitePath(path), 'http://portal.invalid').pathname;
  return { status: 301, path: sameSitePath(resolved.replace(/(.)\/+$/, '$1')), query };
}
