// Old portal collection names that differ from the thematic collection ids the search API
// filters on (`qf=collection:<id>`); any other name is used unchanged (spec §2.4).
// Data recovered from europeana/portal.js,
// packages/portal/src/middleware/legacy/rules/search.js (collectionToThemeMap).
export const COLLECTION_NAME_TO_THEME: ReadonlyMap<string, string> = new Map([
  ['world-war-I', 'ww1'],
  ['industrial-heritage', 'industrial'],
  ['manuscripts', 'manuscript'],
  ['maps', 'map'],
  ['natural-history', 'nature'],
  ['newspapers', 'newspaper'],
]);
