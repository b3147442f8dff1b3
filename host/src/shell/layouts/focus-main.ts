import { MAIN_ID } from './SkipLink';

/** Focuses the main area (it has `tabindex="-1"`) without scrolling to it. */
export function focusMain(): void {
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}

/**
 * When the focused control was just removed (a notice dismissed, the cookie banner answered),
 * focus falls to the body: screen readers lose their place and the next Tab starts over at the
 * top of the page. The main area takes it instead. Focus still anywhere else stays there.
 */
export function focusMainIfLost(): void {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  focusMain();
}
