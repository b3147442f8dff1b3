// Old `/portal/rights/...` pages and the policy pages that replaced them (spec §2.3, §2.4).
// Data recovered from europeana/portal.js, packages/portal/src/middleware/legacy/rules/
// static-pages.js (the `/rights/...` entries of its redirects table).
export const RIGHTS_PAGES: Readonly<Record<string, string>> = {
  '/rights/accessibility': '/rights/accessibility-policy',
  '/rights/api': '/rights/api-terms-of-use',
  '/rights/contributions': '/rights/terms-for-user-contributions',
  '/rights/data-sources': '/rights/europeana-data-sources',
  '/rights/language': '/rights/language-policy',
  '/rights/metadata': '/rights/usage-guidelines-for-metadata',
  '/rights/privacy': '/rights/privacy-policy',
  '/rights/public-domain': '/rights/public-domain-usage-guidelines',
  '/rights/terms': '/rights/terms-of-use',
};
