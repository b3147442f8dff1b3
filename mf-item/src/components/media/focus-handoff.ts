/**
 * Moving focus to what replaced a control the visitor activated (WCAG 2.4.3): when React removes
 * the focused button, the browser drops focus to <body> and a keyboard user starts again from the
 * top of the page. Focus is moved only while it is still "ours": lost to <body>, or inside
 * `scope` (the media box). A visitor who has tabbed elsewhere meanwhile (a slow manifest, a slow
 * chunk) is not pulled back.
 */
export function focusIsFree(scope: Element | null | undefined): boolean {
  if (typeof document === 'undefined') return false;
  const active = document.activeElement;
  return !active || active === document.body || Boolean(scope?.contains(active));
}

/** Focuses `target` if focus is free (see `focusIsFree`); `preventScroll` keeps the page still. */
export function handOffFocus(
  target: HTMLElement | null | undefined,
  scope: Element | null | undefined,
): void {
  if (target && focusIsFree(scope)) target.focus({ preventScroll: true });
}
