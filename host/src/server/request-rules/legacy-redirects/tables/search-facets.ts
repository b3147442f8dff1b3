// Facets whose values the search API does not accept inside quotes, so a legacy `f[FIELD][]`
// value for them becomes `FIELD:value` rather than `FIELD:"value"`.
// Data recovered from europeana/portal.js, packages/portal/src/plugins/europeana/search.js
// (unquotableFacets).
export const UNQUOTABLE_FACETS: ReadonlySet<string> = new Set([
  'collection',
  'COLOURPALETTE',
  'IMAGE_COLOUR',
  'IMAGE_GREYSCALE',
  'IMAGE_SIZE',
  'MEDIA',
  'MIME_TYPE',
  'REUSABILITY',
  'SOUND_DURATION',
  'SOUND_HQ',
  'TEXT_FULLTEXT',
  'THUMBNAIL',
  'VIDEO_HD',
]);
