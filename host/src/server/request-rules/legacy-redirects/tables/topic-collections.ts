// The 13 old topic collection pages and the topic entity pages that replaced them (spec §2.4).
// The numbers are the topic entity ids (also the seeded concept ids); the slugs after them are
// exactly the ones the real portal redirects to, including "18-newspaper" (singular) for the
// newspapers landing page and "83-1914-1918" for world war I.
// Data recovered from europeana/portal.js, packages/portal/src/middleware/legacy/rules/
// static-pages.js (the `/collections/...` entries of its redirects table).
export const TOPIC_COLLECTION_PAGES: Readonly<Record<string, string>> = {
  '/collections/archaeology': '/collections/topic/80-archaeology',
  '/collections/art': '/collections/topic/190-art',
  '/collections/fashion': '/collections/topic/55-fashion',
  '/collections/industrial-heritage': '/collections/topic/129-industrial-heritage',
  '/collections/manuscripts': '/collections/topic/17-manuscripts',
  '/collections/maps': '/collections/topic/151-maps-and-geography',
  '/collections/migration': '/collections/topic/128-migration',
  '/collections/music': '/collections/topic/62-music',
  '/collections/natural-history': '/collections/topic/156-natural-history',
  '/collections/newspapers': '/collections/topic/18-newspaper',
  '/collections/photography': '/collections/topic/48-photography',
  '/collections/sport': '/collections/topic/114-sport',
  '/collections/world-war-I': '/collections/topic/83-1914-1918',
};

/** Sub-pages of the old migration and newspapers collections that the real table also covers. */
export const TOPIC_COLLECTION_SUBPAGES: Readonly<Record<string, string>> = {
  '/collections/migration/collection-days-stories':
    '/migration/explore-migration-stories-from-events-in-these-cities',
  '/collections/migration/collection-days': '/europeana-migration-collection-days',
  '/collections/migration/explore-migration-stories': '/collections/topic/128-migration',
  '/collections/newspapers/a-z-all': '/collections/topic/18-newspapers',
  '/collections/newspapers/newspapers-help-guides': '/collections/topic/18-newspapers',
};
