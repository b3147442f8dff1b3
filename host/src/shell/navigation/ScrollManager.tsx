import { useEffect, useRef } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';
import { MAIN_ID } from '../layouts/SkipLink';

/**
 * Scrolling on page changes (spec §2.5): to the top of a new page, back to where the visitor was
 * on back/forward, to the target of a hash (react-router's ScrollRestoration does these). Focus
 * moves to the main area on a new page, so screen readers start reading there.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return <ScrollRestoration />;
}
