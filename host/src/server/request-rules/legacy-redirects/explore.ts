import { found, movedPermanently } from './results';
import { type PortalRule } from './types';

// `/portal[/{xx}]/explore/{listing}[.html]`: the old browse listings have no one-to-one page,
// so they go to the collections overview, temporarily (302) as in the real portal.
const EXPLORE_LISTING =
  /^\/explore\/(?:newcontent|colours|sources|topics|people|periods)(?:\.html)?$/;

export const exploreListingRule: PortalRule = ({ localeSegment, rest }, query) =>
  EXPLORE_LISTING.test(rest) ? found(`${localeSegment}/collections`, query) : null;

// `/portal[/{xx}]/explore/people/60404-johannes-vermeer.html` -> `/collections/person/60404`:
// only the number survives, whatever follows it.
const EXPLORE_ENTITY = /^\/explore\/(people|topics|periods)\/(\d+)/;

const ENTITY_TYPE_BY_LISTING: Readonly<Record<string, string>> = {
  people: 'person',
  topics: 'topic',
  periods: 'time',
};

export const exploreEntityRule: PortalRule = ({ localeSegment, rest }, query) => {
  const match = EXPLORE_ENTITY.exec(rest);
  if (!match) return null;
  const [, listing = '', id = ''] = match;
  return movedPermanently(
    `${localeSegment}/collections/${ENTITY_TYPE_BY_LISTING[listing]}/${id}`,
    query,
  );
};
