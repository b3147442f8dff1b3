// Open Sans, self-hosted from @fontsource (DESIGN.md: no font CDN), as its variable font: one
// file per script carries every weight (300-800). With a file per weight, each weight's arrival
// made the browser lay the page out again, three times on a search page; one Latin file (47 KB)
// is also smaller than the three static weights it replaces (55 KB). Each subset has its own
// unicode-range, so a page only downloads the scripts it shows (Latin, Greek, Cyrillic).
import latin from '@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2';
import latinExt from '@fontsource-variable/open-sans/files/open-sans-latin-ext-wght-normal.woff2';
import greek from '@fontsource-variable/open-sans/files/open-sans-greek-wght-normal.woff2';
import cyrillic from '@fontsource-variable/open-sans/files/open-sans-cyrillic-wght-normal.woff2';

const RANGES = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  latinExt:
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  greek: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF',
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
};

/** The weight axis of Open Sans's variable font. */
const WEIGHTS = '300 800';

const FACES: Array<[string, string]> = [
  [latin, RANGES.latin],
  [latinExt, RANGES.latinExt],
  [greek, RANGES.greek],
  [cyrillic, RANGES.cyrillic],
];

export const fontFaces = FACES.map(([src, range]) => ({
  '@font-face': {
    fontFamily: 'Open Sans',
    fontStyle: 'normal',
    fontDisplay: 'swap',
    fontWeight: WEIGHTS,
    src: `url(${src}) format('woff2')`,
    unicodeRange: range,
  },
}));

/** The family of the metric-matched fallback faces below, next after Open Sans in `fontFamily`. */
export const FALLBACK_FONT_FAMILY = 'Open Sans Fallback';

const ARIAL = "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo')";
const ARIAL_BOLD =
  "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('Arimo Bold')";

/*
 * Until Open Sans arrives (font-display: swap), text is drawn in Arial (or its metric twins
 * Liberation Sans and Arimo) resized to Open Sans's widths and given its ascent and descent, so
 * the swap moves nothing: without them the header's navigation moved 14 px sideways. Measured in
 * Chromium over a sample of the portal's words: Open Sans 400 is 3.72 % wider than Arial, 600
 * 0.13 % narrower than Arial Bold, 700 3.11 % wider. Open Sans's ascent is 1.0688 em, its descent
 * 0.2930 em, no line gap; the overrides are divided by the size adjustment, which scales them too.
 */
const FALLBACK_FACES: Array<[string, string, number]> = [
  // weight(s), local faces, size-adjust
  ['100 500', ARIAL, 1.0372],
  ['600', ARIAL_BOLD, 0.9987],
  ['700 900', ARIAL_BOLD, 1.0311],
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

export const fallbackFontFaces = FALLBACK_FACES.map(([weight, src, sizeAdjust]) => ({
  '@font-face': {
    fontFamily: FALLBACK_FONT_FAMILY,
    fontStyle: 'normal',
    fontWeight: weight,
    src,
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(1.0688 / sizeAdjust),
    descentOverride: percent(0.293 / sizeAdjust),
    lineGapOverride: '0%',
  },
}));

/** The Latin face, preloaded by the host because almost every page needs it. */
export const primaryFontUrl = latin;
