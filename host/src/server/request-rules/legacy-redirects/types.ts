/** A request query as the host sees it: flat keys (`f[TYPE][]` stays one key), repeated keys as arrays. */
export type LegacyQuery = Record<string, string | string[]>;

/** Where a legacy URL goes. 410 means "gone": the host renders its Gone page for `path`. */
export interface RedirectResult {
  status: 301 | 302 | 410;
  path: string;
  query: LegacyQuery;
  /** `path` is an absolute URL on another site, from a fixed table. */
  offSite?: true;
}

/**
 * A `/portal[/{xx}]{rest}` path split once for every /portal rule: `localeSegment` is `''` or the
 * old two-letter segment with its slash (`'/de'`), `rest` is what follows (`''` or `/...`).
 */
export interface PortalPath {
  localeSegment: string;
  rest: string;
}

export type PortalRule = (portalPath: PortalPath, query: LegacyQuery) => RedirectResult | null;

/**
 * A current-site path split on its supported locale segment: `locale` is `undefined` when the
 * path has none, `path` is the rest (`/blog/x`).
 */
export interface SitePath {
  locale: string | undefined;
  path: string;
}

export type SiteRule = (sitePath: SitePath, query: LegacyQuery) => RedirectResult | null;
