/**
 * Navigation state of a link that replaces the page's content in place, such as another page of
 * search results: the shell then moves focus to the main area, as it does for a new path.
 * Otherwise focus stays on the link just used, which is now at the bottom of a page scrolled to
 * the top, and a screen reader hears nothing of the new results (WCAG 2.4.3).
 */
export const FOCUS_MAIN_STATE = { focusMain: true } as const;

/** Whether a location's state asks for focus on the main area. */
export function asksToFocusMain(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { focusMain?: unknown }).focusMain === true
  );
}
