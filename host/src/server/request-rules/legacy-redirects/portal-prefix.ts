import { movedPermanently } from './results';
import { type PortalRule } from './types';
import { withoutHtmlSuffix } from './paths';

// The last /portal rule, reached when no specific one matched: drop `/portal` and any `.html`
// and keep the rest, locale segment included (`/portal/en/about-us.html` -> `/en/about-us`).
// The real chain has no target for a bare `/portal`; here it goes to the root, which is what
// "prefix dropped" (spec §2.4) gives.
export const portalPrefixRule: PortalRule = ({ localeSegment, rest }, query) =>
  movedPermanently(withoutHtmlSuffix(`${localeSegment}${rest}`) || '/', query);
