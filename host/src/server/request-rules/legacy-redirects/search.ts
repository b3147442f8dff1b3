import { found } from './results';
import { rebuildSearchQuery } from './search-query';
import { COLLECTION_NAME_TO_THEME } from './tables/collection-names';
import { type PortalRule } from './types';

// Old search URLs go to the new search with the query rebuilt (spec §2.4): `/portal[/{xx}]/search`
// always, and `/portal[/{xx}]/collections/{name}` when it carries a `q` parameter (a search
// inside a thematic collection, which becomes a `collection:{theme}` filter); without `q` the
// collection page is left to the static page table. Status 302 as spec §2.4 and §9 say (the real
// rule used the chain's default 301). `.html` accepted on both, as on every old URL.
const SEARCH = /^\/search(?:\.html)?$/;
const COLLECTION = /^\/collections\/([^/]+?)(?:\.html)?$/;

export const searchRule: PortalRule = ({ localeSegment, rest }, query) => {
  const searchPath = `${localeSegment}/search`;
  if (SEARCH.test(rest)) return found(searchPath, rebuildSearchQuery(query, []));

  const collection = COLLECTION.exec(rest);
  if (!collection || !Object.hasOwn(query, 'q')) return null;
  const name = collection[1] ?? '';
  const theme = COLLECTION_NAME_TO_THEME.get(name) ?? name;
  return found(searchPath, rebuildSearchQuery(query, [`collection:${theme}`]));
};
