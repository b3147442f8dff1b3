import { useEffect, useRef } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';
import { asksToFocusMain } from '@portal/shared-kernel';
import { MAIN_ID } from '../layouts/SkipLink';

/**
 * Scrolling on page changes (spec §2.5): to the top of a new page, back to where the visitor was
 * on back/forward, to the target of a hash (react-router's ScrollRestoration does these). Focus
 * moves to the main area on a new page, so screen readers start reading there, and likewise when
 * a link replaces the page's content in place and says so (another page of results:
 * `FOCUS_MAIN_STATE`). Filters and other in-place changes keep focus where the visitor is.
 */
export function ScrollManager() {
  const { pathname, hash, key, state } = useLocation();
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const previousPath = shownPath.current;
    shownPath.current = pathname;
    if (previousPath === null || hash) return;
    if (pathname !== previousPath || asksToFocusMain(state)) {
      document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    }
    // Once per navigation (`key`); the state and path are the ones of that navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, hash]);

  return <ScrollRestoration />;
}
