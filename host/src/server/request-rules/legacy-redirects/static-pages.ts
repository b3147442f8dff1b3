import { movedPermanently } from './results';
import { STATIC_PAGES } from './tables/static-pages';
import { type PortalRule } from './types';
import { withoutHtmlSuffix } from './paths';

// `/portal[/{xx}]{page}[.html]` for the fixed table of about, contact, topic collections and
// rights pages (spec §2.4). Exact matches only: sub-pages not in the table fall through.
export const staticPagesRule: PortalRule = ({ localeSegment, rest }, query) => {
  const page = withoutHtmlSuffix(rest);
  if (!Object.hasOwn(STATIC_PAGES, page)) return null;
  return movedPermanently(`${localeSegment}${STATIC_PAGES[page]}`, query);
};
