// Legacy URL redirects of the host (spec §2.3, §2.4, §9 statuses): one pure function from a
// request's path and query to where it should go, or null when the URL is not a legacy one.
// Runs after the trailing-slash rule and before locale handling, so paths never end in "/" and
// results without a locale segment get one from the locale middleware on the next request.

import { exhibitionsRule } from './exhibitions';
import { exploreEntityRule, exploreListingRule } from './explore';
import { exploreGalleriesRule } from './galleries';
import { pageRedirectsRule } from './blog-and-pages';
import { legacyGallerySlugRule } from './legacy-gallery-slugs';
import { localePrefixedPortal } from './locale-prefixed-portal';
import { parsePortalPath, splitSiteLocale } from './paths';
import { portalPrefixRule } from './portal-prefix';
import { recordRule } from './record';
import { searchRule } from './search';
import { setGalleriesRule } from './set-galleries';
import { staticPagesRule } from './static-pages';
import { type LegacyQuery, type PortalRule, type RedirectResult, type SiteRule } from './types';

export type { LegacyQuery, RedirectResult } from './types';

// Order matters, first match wins (same order as the real portal's chain): the specific rules,
// then search before the static table (so `/portal/collections/art?q=x` searches while
// `/portal/collections/art` opens the topic page), and the generic prefix drop last; it always
// matches, so every `/portal` URL is redirected.
const PORTAL_RULES: readonly PortalRule[] = [
  recordRule,
  exploreListingRule,
  exhibitionsRule,
  exploreGalleriesRule,
  searchRule,
  exploreEntityRule,
  staticPagesRule,
  portalPrefixRule,
];

// Rules for current-site paths, with or without a locale segment. Their paths do not overlap.
const SITE_RULES: readonly SiteRule[] = [
  pageRedirectsRule,
  setGalleriesRule,
  legacyGallerySlugRule,
];

export function legacyRedirect(path: string, query: LegacyQuery): RedirectResult | null {
  if (!path.startsWith('/')) return null;

  const localePrefixed = localePrefixedPortal(path, query);
  if (localePrefixed) return localePrefixed;

  const portalPath = parsePortalPath(path);
  if (portalPath) return firstMatch(PORTAL_RULES, portalPath, query);

  return firstMatch(SITE_RULES, splitSiteLocale(path), query);
}

function firstMatch<P>(
  rules: ReadonlyArray<(parsed: P, query: LegacyQuery) => RedirectResult | null>,
  parsed: P,
  query: LegacyQuery,
): RedirectResult | null {
  for (const rule of rules) {
    const result = rule(parsed, query);
    if (result) return result;
  }
  return null;
}
