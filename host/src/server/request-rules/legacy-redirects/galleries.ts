import { movedPermanently } from './results';
import { type PortalRule } from './types';

// `/portal[/{xx}]/explore/galleries/{slug}` -> `[/{xx}]/galleries/{slug}` (a legacy slug there is
// then resolved by the gallery slug table on the next request). `.html` dropped as elsewhere.
const EXPLORE_GALLERY = /^\/explore\/galleries(\/.+?)(?:\.html)?$/;

export const exploreGalleriesRule: PortalRule = ({ localeSegment, rest }, query) => {
  const match = EXPLORE_GALLERY.exec(rest);
  return match ? movedPermanently(`${localeSegment}/galleries${match[1]}`, query) : null;
};
