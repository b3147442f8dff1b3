import type { EmotionCache } from '@emotion/cache';

/**
 * How the styles of a server-rendered page reach the browser: in two tags in the page's head that
 * emotion does not know as its own, so it never moves them.
 *
 * Emotion's own server-side rendering writes each component's style tag beside its element, and
 * its browser cache moves every one into the head before hydration, then re-inserts the tags it
 * adopts (its sheet's `hydrate`), as `<Global>` does with its tag. Each move removes and adds a
 * style sheet, and the browser restyles and lays out the whole page: 90-165 ms of main thread on
 * a phone (4x CPU throttling) at the start of hydration, and again for the global styles, whose
 * element selectors match everything. The host's server (`head-styles.ts`) writes instead:
 * - `<style data-server-styles="global">`: the global styles (`GlobalStyles`), which the browser
 *   then does not insert again;
 * - `<style data-server-styles="NAME NAME…">`: every other style, whose names the browser's cache
 *   is told are in ({@link adoptServerStyles}), so it inserts none of them again.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** The attribute value of the global styles' tag. */
export const SERVER_GLOBAL_STYLES = 'global';

/**
 * Tells the browser's emotion cache which styles the server-rendered head already holds, so
 * components that hydrate insert none of them again. Call before hydrating.
 */
export function adoptServerStyles(cache: EmotionCache, root: ParentNode = document): void {
  for (const tag of root.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    const names = tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '';
    if (names === SERVER_GLOBAL_STYLES) continue;
    for (const name of names.split(' ')) if (name) cache.inserted[name] = true;
  }
}

/**
 * Whether the page came with its global styles in the head, written by the server. (A lookup by
 * attribute in a small head; `GlobalStyles` renders once per page load.)
 */
export function hasServerGlobalStyles(): boolean {
  if (typeof document === 'undefined') return false;
  return (
    document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}="${SERVER_GLOBAL_STYLES}"]`) !== null
  );
}
