// Open Sans, self-hosted from @fontsource (DESIGN.md: no font CDN). Each subset has its own
// unicode-range, so a page only downloads the scripts it shows (Latin, Greek, Cyrillic).
import latin400 from '@fontsource/open-sans/files/open-sans-latin-400-normal.woff2';
import latin600 from '@fontsource/open-sans/files/open-sans-latin-600-normal.woff2';
import latin700 from '@fontsource/open-sans/files/open-sans-latin-700-normal.woff2';
import latinExt400 from '@fontsource/open-sans/files/open-sans-latin-ext-400-normal.woff2';
import latinExt600 from '@fontsource/open-sans/files/open-sans-latin-ext-600-normal.woff2';
import latinExt700 from '@fontsource/open-sans/files/open-sans-latin-ext-700-normal.woff2';
import greek400 from '@fontsource/open-sans/files/open-sans-greek-400-normal.woff2';
import greek600 from '@fontsource/open-sans/files/open-sans-greek-600-normal.woff2';
import greek700 from '@fontsource/open-sans/files/open-sans-greek-700-normal.woff2';
import cyrillic400 from '@fontsource/open-sans/files/open-sans-cyrillic-400-normal.woff2';
import cyrillic600 from '@fontsource/open-sans/files/open-sans-cyrillic-600-normal.woff2';
import cyrillic700 from '@fontsource/open-sans/files/open-sans-cyrillic-700-normal.woff2';

const RANGES = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  latinExt:
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  greek: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF',
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
};

const FACES: Array<[string, number, string]> = [
  [latin400, 400, RANGES.latin],
  [latin600, 600, RANGES.latin],
  [latin700, 700, RANGES.latin],
  [latinExt400, 400, RANGES.latinExt],
  [latinExt600, 600, RANGES.latinExt],
  [latinExt700, 700, RANGES.latinExt],
  [greek400, 400, RANGES.greek],
  [greek600, 600, RANGES.greek],
  [greek700, 700, RANGES.greek],
  [cyrillic400, 400, RANGES.cyrillic],
  [cyrillic600, 600, RANGES.cyrillic],
  [cyrillic700, 700, RANGES.cyrillic],
];

export const fontFaces = FACES.map(([src, weight, range]) => ({
  '@font-face': {
    fontFamily: 'Open Sans',
    fontStyle: 'normal',
    fontDisplay: 'swap',
    fontWeight: weight,
    src: `url(${src}) format('woff2')`,
    unicodeRange: range,
  },
}));

/** The Latin regular face, preloaded by the host because almost every page needs it. */
export const primaryFontUrl = latin400;
