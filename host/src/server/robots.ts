import { LOCALE_EXEMPT_PATHS } from '@portal/shared-kernel';
import { SILENT_CHECK_SSO_PATH } from '../shell/auth/auth-names';

/**
 * `/robots.txt` (RFC 9309). Every page is for search engines to find: the search pages link
 * their result pages as plain links, and every page names its alternates in all 25 languages.
 * What is not a page stays out: the proxied APIs and the remotes' code (the prefixes this host
 * proxies, the identity server's `/auth` among them) and the sign-in pages, which hold nothing to
 * index: the login pages in every language, and the return from the identity server, the logout
 * and the silent check page, which have none.
 *
 * Without this answer, `/robots.txt` took the locale redirect to `/en/robots.txt`, a 404 page:
 * crawlers read that as "no rules", and fetched it again on every visit.
 */
export function robotsTxt(proxiedPrefixes: readonly string[]): string {
  return [
    'User-agent: *',
    ...proxiedPrefixes.map((prefix) => `Disallow: ${prefix}/`),
    'Disallow: /*/account/',
    ...[...LOCALE_EXEMPT_PATHS, SILENT_CHECK_SSO_PATH].map((path) => `Disallow: ${path}`),
    '',
  ].join('\n');
}
