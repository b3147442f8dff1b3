import { RIGHTS_PAGES } from './rights-pages';
import { TOPIC_COLLECTION_PAGES, TOPIC_COLLECTION_SUBPAGES } from './topic-collections';

// The fixed table of old `/portal[/{locale}]{from}[.html]` pages (spec §2.4): about, contact, the
// topic collections, the rights pages, and two listing pages that moved.
// Data recovered from europeana/portal.js, packages/portal/src/middleware/legacy/rules/
// static-pages.js. A longer variant of that file also exists (old API documentation pages sent
// to pro.europeana.eu, a few 410s such as /communities); the spec lists only the entries below,
// so the longer variant is not reproduced.
export const STATIC_PAGES: Readonly<Record<string, string>> = {
  '/about': '/about-us',
  '/contact': '/contact-us',
  '/exhibitions/foyer': '/exhibitions',
  '/explore/galleries': '/galleries',
  ...TOPIC_COLLECTION_PAGES,
  ...TOPIC_COLLECTION_SUBPAGES,
  ...RIGHTS_PAGES,
};
