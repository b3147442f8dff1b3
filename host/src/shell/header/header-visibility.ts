import { headerHide } from '@portal/shared-kernel';

export interface HeaderScrollState {
  hidden: boolean;
  /** Scroll position the next movement is measured from. */
  anchorY: number;
}

/**
 * Spec §2.5: on screens at least 992 px wide the header hides while scrolling down past 150 px
 * and shows again once the visitor scrolls up by more than 5 px (small movements up add up).
 */
export function nextHeaderState(
  state: HeaderScrollState,
  scrollY: number,
  viewportWidth: number,
): HeaderScrollState {
  if (viewportWidth < headerHide.minWidthPx || scrollY <= headerHide.afterScrollPx) {
    return { hidden: false, anchorY: scrollY };
  }
  const delta = scrollY - state.anchorY;
  if (delta > 0) return { hidden: true, anchorY: scrollY };
  if (-delta > headerHide.showOnScrollUpPx) return { hidden: false, anchorY: scrollY };
  return state;
}
