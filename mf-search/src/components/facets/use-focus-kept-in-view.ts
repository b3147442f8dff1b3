import { useEffect, type RefObject } from 'react';

/**
 * Keeps the sidebar control that has focus in view when the facets change under it. A filter
 * applied from a box far down the sidebar loads new results and new counts: the groups above it
 * shrink and the page gets shorter, which carried the focused box below the fold. Scrolled by
 * the least that shows it (`nearest`; the header's scroll padding keeps it clear of the header).
 */
export function useFocusKeptInView(
  container: RefObject<HTMLElement | null>,
  ...changes: readonly unknown[]
): void {
  useEffect(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !container.current?.contains(focused)) return;
    focused.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, changes);
}
