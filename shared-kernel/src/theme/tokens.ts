/**
 * The design tokens of DESIGN.md and the constants of spec §9. They live here and nowhere else:
 * remotes style themselves with these, so five remotes look like one portal.
 */
export const colours = {
  text: '#1f1f1f',
  textSecondary: '#4d4d4d',
  accent: '#0a72cc',
  /** Accent for text on the grey surface, where #0a72cc falls just short of AA (4.49:1). */
  accentStrong: '#085ba3',
  accentHover: '#085ba3',
  surface: '#ffffff',
  surfaceAlt: '#f5f5f5',
  border: '#e5e5e5',
  danger: '#c0392b',
  success: '#2e7d32',
  onAccent: '#ffffff',
  overlay: 'rgba(31, 31, 31, 0.6)',
  /** Behind the words a search found in a text (text on it keeps over 7:1). */
  highlight: '#fff0a8',
} as const;

/** Open Sans, then its metric-matched stand-in (theme/fonts.ts) while it loads, then the system's. */
export const fontFamily =
  "'Open Sans', 'Open Sans Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Type scale in rem: 0.875 / 1 / 1.125 / 1.375 / 1.75 / 2.25. */
export const fontSizes = {
  small: '0.875rem',
  body: '1rem',
  large: '1.125rem',
  h3: '1.375rem',
  h2: '1.75rem',
  h1: '2.25rem',
} as const;

export const fontWeights = { regular: 400, semibold: 600, bold: 700 } as const;
export const lineHeights = { text: 1.5, heading: 1.2 } as const;

/** 4 px base: 4 8 12 16 24 32 48 64. */
export const space = [0, 4, 8, 12, 16, 24, 32, 48, 64] as const;
export const spacing = (step: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8) => `${space[step]}px`;

export const radii = { base: '4px', card: '8px', round: '999px' } as const;

/** Layout breakpoints (spec §9), in px; extra-large page mode starts at 3020. */
export const breakpoints = {
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
  xxxl: 1880,
  wqhd: 2520,
  uhd: 3020,
  xxl4k: 3600,
} as const;
export type Breakpoint = keyof typeof breakpoints;

export const EXTRA_LARGE_PAGE_MODE_FROM = breakpoints.uhd;

/** `min-width` media query for a breakpoint. */
export const mediaUp = (breakpoint: Breakpoint) =>
  `@media (min-width: ${breakpoints[breakpoint]}px)`;

export const layout = {
  /** Spec §9: modal max width 560 px, 840 at extra-large. */
  modalWidth: 560,
  modalWidthExtraLarge: 840,
  sidebarWidth: '16rem',
  languageDropdownMaxHeight: '50vh',
  contentMaxWidth: 1200,
  headerHeight: 64,
} as const;

/** Card clamps (spec §9): titles 2 lines, text 4, list-card titles 4. */
export const clamps = { cardTitle: 2, cardText: 4, listCardTitle: 4 } as const;

export const motion = {
  duration: '0.3s',
  easing: 'ease',
  transition: (property: string) => `${property} 0.3s ease`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Tooltip timings (spec §9). */
export const tooltipDelays = { showMs: 300, hideMs: 50 } as const;

export const focusRing = `0 0 0 3px ${colours.surface}, 0 0 0 5px ${colours.accent}`;

/**
 * The outline that goes with `focusRing`: transparent, so only the ring shows, until
 * forced-colours mode (Windows high contrast) drops box shadows and paints outlines in the
 * system's colour. `outline: none` would leave a focused element with no indicator there.
 */
export const focusOutline = `outline: 2px solid transparent; outline-offset: 2px;`;

/**
 * A selected state (`aria-pressed`, `aria-current`) that forced-colours mode keeps: it replaces
 * colours and draws every border alike, so an accent border or background marks nothing there.
 * Put inside the selected state's rule.
 */
export const forcedColoursSelected = `
  @media (forced-colors: active) {
    forced-color-adjust: none;
    color: HighlightText;
    background: Highlight;
    border-color: Highlight;
  }
`;

export const zIndex = { header: 100, sidebar: 200, modal: 300, toast: 400 } as const;

export const theme = {
  colours,
  fontFamily,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  breakpoints,
  layout,
  clamps,
  motion,
  tooltipDelays,
  focusRing,
  focusOutline,
  zIndex,
} as const;

export type PortalTheme = typeof theme;
