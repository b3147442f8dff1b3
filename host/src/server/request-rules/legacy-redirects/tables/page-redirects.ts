// Locale-aware redirects of pages that moved inside the current portal (spec §2.4): matched on
// the path after an optional locale segment. A `*` at the end of `from` matches any rest of the
// path, which replaces the `*` at the end of `to`. A target starting with "http" is external.
// Data recovered from europeana/portal.js, packages/portal/src/middleware/redirects.js.
// Order matters: the exact `/blog` entry is tried before the `/blog/*` prefix.
export interface PageRedirect {
  readonly from: string;
  readonly to: string;
}

export const PUBLIC_DOMAIN_CHARTER_URL =
  'https://pro.europeana.eu/post/the-europeana-public-domain-charter';

export const PAGE_REDIRECTS: readonly PageRedirect[] = [
  { from: '/blog', to: '/stories?type=story' },
  { from: '/blog/*', to: '/stories/*' },
  { from: '/exhibitions', to: '/stories?type=exhibition' },
  { from: '/privacy-policy-newsletter', to: '/privacy-statement-newsletter' },
  { from: '/professionals', to: '/share-your-collections' },
  { from: '/rights/privacy-policy', to: '/rights/privacy-statement' },
  { from: '/rights/public-domain-charter', to: PUBLIC_DOMAIN_CHARTER_URL },
  { from: '/share-your-data', to: '/share-your-collections' },
];
