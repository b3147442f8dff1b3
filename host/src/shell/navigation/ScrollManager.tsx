import { useEffect, useRef } from 'react';
import { ScrollRestoration, useLocation, useNavigationType } from 'react-router-dom';
import { asksToFocusMain } from '@portal/shared-kernel';
import { focusMain } from '../layouts/focus-main';
import { MAIN_ID } from '../layouts/SkipLink';
import { FocusedLinks } from './focused-links';

/**
 * Scrolling on page changes (spec §2.5): to the top of a new page, back to where the visitor was
 * on back/forward, to the target of a hash (react-router's ScrollRestoration does these). Focus
 * moves to the main area on a new page, so screen readers start reading there, and likewise when
 * a link replaces the page's content in place and says so (another page of results:
 * `FOCUS_MAIN_STATE`). Back or forward to a page goes to the link last focused there (the result
 * the visitor opened), where the scroll is restored to: focus on `<main>`, far above it, would
 * send the next Tab to the top of the page. Filters and other in-place changes keep focus where
 * the visitor is.
 */
export function ScrollManager() {
  const { pathname, hash, key, state } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);
  const focusedLinks = useRef<FocusedLinks | null>(null);

  useEffect(() => {
    const links = new FocusedLinks(MAIN_ID);
    focusedLinks.current = links;
    return links.listen(document);
  }, []);

  useEffect(() => {
    focusedLinks.current?.enter(key);
    const previousPath = shownPath.current;
    shownPath.current = pathname;
    if (previousPath === null || hash) return;
    if (navigationType === 'POP' && focusedLinks.current?.restore(document)) return;
    if (pathname !== previousPath || asksToFocusMain(state)) {
      focusMain();
    }
    // Once per navigation (`key`); the state, path and type are the ones of that navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, hash]);

  return <ScrollRestoration />;
}
