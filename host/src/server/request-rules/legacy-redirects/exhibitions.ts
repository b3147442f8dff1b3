import { movedPermanently } from './results';
import { type PortalRule } from './types';

// `/portal[/{xx}]/exhibitions/{rest}` -> `[/{xx}]/exhibitions/{rest}`, except the foyer, which
// the static page table sends to the exhibitions listing. The real rule keeps a `.html` suffix in
// the rest; here it is dropped, per the spec's "optional .html suffix" on every old URL, so that
// `foyer.html` is recognised as the foyer too.
const EXHIBITION = /^\/exhibitions(\/.+?)(?:\.html)?$/;

export const exhibitionsRule: PortalRule = ({ localeSegment, rest }, query) => {
  const match = EXHIBITION.exec(rest);
  if (!match || match[1] === '/foyer') return null;
  return movedPermanently(`${localeSegment}/exhibitions${match[1]}`, query);
};
