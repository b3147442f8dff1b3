import { Global, css } from '@emotion/react';
import { fallbackFontFaces, fontFaces } from './fonts';
import { hasServerGlobalStyles } from './server-styles';
import {
  colours,
  focusOutline,
  focusRing,
  fontFamily,
  fontSizes,
  layout,
  lineHeights,
  motion,
  space,
} from './tokens';

const base = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    /* The sticky header must not hide what the keyboard focuses (WCAG 2.4.11): focus and
       in-page links scroll their target below it. */
    scroll-padding-top: ${layout.headerHeight + space[2]}px;
  }
  body {
    margin: 0;
    font-family: ${fontFamily};
    font-size: ${fontSizes.body};
    line-height: ${lineHeights.text};
    color: ${colours.text};
    background: ${colours.surface};
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: ${lineHeights.heading};
    margin: 0 0 0.5em;
    /* A word longer than the line (Finnish "kulttuuriperintöön" in a 36 px heading at 320 px)
       breaks, hyphenated where the browser knows the language, instead of running off the
       screen (WCAG 1.4.10, reflow). */
    overflow-wrap: break-word;
    hyphens: auto;
  }
  h1 {
    font-size: ${fontSizes.h1};
  }
  h2 {
    font-size: ${fontSizes.h2};
  }
  h3 {
    font-size: ${fontSizes.h3};
  }
  a {
    color: ${colours.accent};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  :focus-visible {
    ${focusOutline}
    box-shadow: ${focusRing};
    border-radius: 2px;
  }
  ${motion.reducedMotion} {
    *,
    *::before,
    *::after {
      transition-duration: 0s !important;
      animation-duration: 0s !important;
      scroll-behavior: auto !important;
    }
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
`;

/** Fonts and base styles of the whole portal; the host renders this once. */
export function GlobalStyles() {
  // The server put them in the page's head (server-styles.ts); inserting them again in the
  // browser would restyle the whole page, which every element selector here matches.
  if (hasServerGlobalStyles()) return null;
  return <Global styles={[...fontFaces, ...fallbackFontFaces, base]} />;
}
