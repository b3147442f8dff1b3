#!/usr/bin/env node
// Computes the colour palette of the seed's local images, as Europeana's media processing (Metis)
// does for every image it harvests: the image's main colours, snapped to a fixed palette of named
// colours, become the web resource's edm:componentColor, which the Search API's COLOURPALETTE
// facet and `colourpalette` parameter use. The seed records carry them as `colours` on the
// `local:` media entry (gateway/seed/README.md).
//
// The method, deterministic for a given file:
//   1. decode the image to 8-bit sRGB (sharp) and downscale it to 64×64 by averaging the source
//      pixels of each cell (a box kernel over integer cell bounds, computed here, not by libvips,
//      so that no resampler of another sharp version changes the result);
//   2. snap every cell to the nearest of the 140 CSS / X11 named colours, by distance in CIELAB
//      (CIE76 ΔE, D65), so that greys, browns and dark tones snap as they are seen, not as RGB
//      distance would have them;
//   3. count, keep the colours that cover at least 4 % of the cells, at most 6, by share (then by
//      code), as upper-case `#RRGGBB`; an image where none reaches 4 % keeps its commonest colour.
//
//   node gateway/seed/media/palette.mjs                 # prints each local image's palette
//   node gateway/seed/media/palette.mjs --write         # writes them into gateway/seed/items
//   node gateway/seed/media/palette.mjs --check         # exits 1 where the seed differs
//   node gateway/seed/media/palette.mjs a.jpg b.jpg     # prints the palette of these files
//   node gateway/seed/media/palette.mjs --dir <seed>    # another seed folder (tests)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Side of the downscaled image. */
export const SIZE = 64;
/** Least share of the cells a colour must cover to count. */
export const MIN_SHARE = 0.04;
/** Most colours kept per image. */
export const MAX_COLOURS = 6;

/**
 * The 140 colour names of CSS / HTML (the X11 set; aqua = cyan and fuchsia = magenta share a
 * code, so 138 codes). Europeana's media processing snaps an image's colours to these.
 */
export const NAMED_COLOURS = {
  AliceBlue: '#F0F8FF',
  AntiqueWhite: '#FAEBD7',
  Aqua: '#00FFFF',
  Aquamarine: '#7FFFD4',
  Azure: '#F0FFFF',
  Beige: '#F5F5DC',
  Bisque: '#FFE4C4',
  Black: '#000000',
  BlanchedAlmond: '#FFEBCD',
  Blue: '#0000FF',
  BlueViolet: '#8A2BE2',
  Brown: '#A52A2A',
  BurlyWood: '#DEB887',
  CadetBlue: '#5F9EA0',
  Chartreuse: '#7FFF00',
  Chocolate: '#D2691E',
  Coral: '#FF7F50',
  CornflowerBlue: '#6495ED',
  Cornsilk: '#FFF8DC',
  Crimson: '#DC143C',
  Cyan: '#00FFFF',
  DarkBlue: '#00008B',
  DarkCyan: '#008B8B',
  DarkGoldenRod: '#B8860B',
  DarkGray: '#A9A9A9',
  DarkGreen: '#006400',
  DarkKhaki: '#BDB76B',
  DarkMagenta: '#8B008B',
  DarkOliveGreen: '#556B2F',
  DarkOrange: '#FF8C00',
  DarkOrchid: '#9932CC',
  DarkRed: '#8B0000',
  DarkSalmon: '#E9967A',
  DarkSeaGreen: '#8FBC8F',
  DarkSlateBlue: '#483D8B',
  DarkSlateGray: '#2F4F4F',
  DarkTurquoise: '#00CED1',
  DarkViolet: '#9400D3',
  DeepPink: '#FF1493',
  DeepSkyBlue: '#00BFFF',
  DimGray: '#696969',
  DodgerBlue: '#1E90FF',
  FireBrick: '#B22222',
  FloralWhite: '#FFFAF0',
  ForestGreen: '#228B22',
  Fuchsia: '#FF00FF',
  Gainsboro: '#DCDCDC',
  GhostWhite: '#F8F8FF',
  Gold: '#FFD700',
  GoldenRod: '#DAA520',
  Gray: '#808080',
  Green: '#008000',
  GreenYellow: '#ADFF2F',
  HoneyDew: '#F0FFF0',
  HotPink: '#FF69B4',
  IndianRed: '#CD5C5C',
  Indigo: '#4B0082',
  Ivory: '#FFFFF0',
  Khaki: '#F0E68C',
  Lavender: '#E6E6FA',
  LavenderBlush: '#FFF0F5',
  LawnGreen: '#7CFC00',
  LemonChiffon: '#FFFACD',
  LightBlue: '#ADD8E6',
  LightCoral: '#F08080',
  LightCyan: '#E0FFFF',
  LightGoldenRodYellow: '#FAFAD2',
  LightGray: '#D3D3D3',
  LightGreen: '#90EE90',
  LightPink: '#FFB6C1',
  LightSalmon: '#FFA07A',
  LightSeaGreen: '#20B2AA',
  LightSkyBlue: '#87CEFA',
  LightSlateGray: '#778899',
  LightSteelBlue: '#B0C4DE',
  LightYellow: '#FFFFE0',
  Lime: '#00FF00',
  LimeGreen: '#32CD32',
  Linen: '#FAF0E6',
  Magenta: '#FF00FF',
  Maroon: '#800000',
  MediumAquaMarine: '#66CDAA',
  MediumBlue: '#0000CD',
  MediumOrchid: '#BA55D3',
  MediumPurple: '#9370DB',
  MediumSeaGreen: '#3CB371',
  MediumSlateBlue: '#7B68EE',
  MediumSpringGreen: '#00FA9A',
  MediumTurquoise: '#48D1CC',
  MediumVioletRed: '#C71585',
  MidnightBlue: '#191970',
  MintCream: '#F5FFFA',
  MistyRose: '#FFE4E1',
  Moccasin: '#FFE4B5',
  NavajoWhite: '#FFDEAD',
  Navy: '#000080',
  OldLace: '#FDF5E6',
  Olive: '#808000',
  OliveDrab: '#6B8E23',
  Orange: '#FFA500',
  OrangeRed: '#FF4500',
  Orchid: '#DA70D6',
  PaleGoldenRod: '#EEE8AA',
  PaleGreen: '#98FB98',
  PaleTurquoise: '#AFEEEE',
  PaleVioletRed: '#DB7093',
  PapayaWhip: '#FFEFD5',
  PeachPuff: '#FFDAB9',
  Peru: '#CD853F',
  Pink: '#FFC0CB',
  Plum: '#DDA0DD',
  PowderBlue: '#B0E0E6',
  Purple: '#800080',
  Red: '#FF0000',
  RosyBrown: '#BC8F8F',
  RoyalBlue: '#4169E1',
  SaddleBrown: '#8B4513',
  Salmon: '#FA8072',
  SandyBrown: '#F4A460',
  SeaGreen: '#2E8B57',
  SeaShell: '#FFF5EE',
  Sienna: '#A0522D',
  Silver: '#C0C0C0',
  SkyBlue: '#87CEEB',
  SlateBlue: '#6A5ACD',
  SlateGray: '#708090',
  Snow: '#FFFAFA',
  SpringGreen: '#00FF7F',
  SteelBlue: '#4682B4',
  Tan: '#D2B48C',
  Teal: '#008080',
  Thistle: '#D8BFD8',
  Tomato: '#FF6347',
  Turquoise: '#40E0D0',
  Violet: '#EE82EE',
  Wheat: '#F5DEB3',
  White: '#FFFFFF',
  WhiteSmoke: '#F5F5F5',
  Yellow: '#FFFF00',
  YellowGreen: '#9ACD32',
};

export const HEX_COLOUR = /^#[0-9A-F]{6}$/;
const IMAGE_EXT = /\.(jpe?g|png|webp)$/i;

// ---------- colour science ----------
const toLinear = (c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const labF = (t) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
/** sRGB (0–255 each) → CIELAB under D65. */
export function lab(r, g, b) {
  const [R, G, B] = [toLinear(r), toLinear(g), toLinear(b)];
  const x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047;
  const y = 0.2126729 * R + 0.7151522 * G + 0.072175 * B;
  const z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) / 1.08883;
  const [fx, fy, fz] = [labF(x), labF(y), labF(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const PALETTE = [...new Set(Object.values(NAMED_COLOURS))].sort().map((hex) => {
  const n = parseInt(hex.slice(1), 16);
  return { hex, lab: lab(n >> 16, (n >> 8) & 255, n & 255) };
});

const nearestCache = new Map();
/** The named colour nearest to an sRGB colour (0–255 integers), by CIE76 ΔE. */
export function nearestNamed(r, g, b) {
  const key = (r << 16) | (g << 8) | b;
  let hex = nearestCache.get(key);
  if (hex) return hex;
  const [L, A, B] = lab(r, g, b);
  let best = Infinity;
  for (const p of PALETTE) {
    const d = (L - p.lab[0]) ** 2 + (A - p.lab[1]) ** 2 + (B - p.lab[2]) ** 2;
    if (d < best) {
      best = d;
      hex = p.hex;
    }
  }
  nearestCache.set(key, hex);
  return hex;
}

// ---------- the palette of an image ----------
/** The 64×64 box-averaged cells of an image, as rounded sRGB triples. */
async function cellsOf(file) {
  const { data, info } = await sharp(file)
    .rotate()
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = info;
  const cells = [];
  for (let cy = 0; cy < SIZE; cy++) {
    const y0 = Math.floor((cy * h) / SIZE);
    const y1 = Math.max(y0 + 1, Math.floor(((cy + 1) * h) / SIZE));
    for (let cx = 0; cx < SIZE; cx++) {
      const x0 = Math.floor((cx * w) / SIZE);
      const x1 = Math.max(x0 + 1, Math.floor(((cx + 1) * w) / SIZE));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let y = y0; y < y1; y++) {
        let i = (y * w + x0) * channels;
        for (let x = x0; x < x1; x++, i += channels) {
          r += data[i];
          g += data[i + 1];
          b += data[i + 2];
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      cells.push([Math.round(r / n), Math.round(g / n), Math.round(b / n)]);
    }
  }
  return cells;
}

/** The palette of an image file: upper-case `#RRGGBB` codes of named colours, commonest first. */
export async function paletteOfFile(file) {
  const counts = new Map();
  for (const [r, g, b] of await cellsOf(file)) {
    const hex = nearestNamed(r, g, b);
    counts.set(hex, (counts.get(hex) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const least = MIN_SHARE * SIZE * SIZE;
  const kept = ranked.filter(([, n]) => n >= least).slice(0, MAX_COLOURS);
  return (kept.length ? kept : ranked.slice(0, 1)).map(([hex]) => hex);
}

// ---------- the seed ----------
const isLocalImage = (entry) =>
  !!entry &&
  typeof entry.url === 'string' &&
  entry.url.startsWith('local:') &&
  IMAGE_EXT.test(entry.url);

function itemFiles(seedDir) {
  const dir = path.join(seedDir, 'items');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

const sameList = (a, b) =>
  Array.isArray(a) && a.length === b.length && a.every((v, i) => v === b[i]);

async function main() {
  const args = process.argv.slice(2);
  const write = args.includes('--write');
  const check = args.includes('--check');
  const dirAt = args.indexOf('--dir');
  const seedDir = dirAt >= 0 ? path.resolve(args[dirAt + 1]) : path.dirname(HERE);
  const files = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--dir');
  if (files.length) {
    for (const file of files) console.log(`${file}\t${(await paletteOfFile(file)).join(' ')}`);
    return;
  }
  const mediaDir = path.join(seedDir, 'media');
  const palettes = new Map();
  const paletteOf = async (name) => {
    if (!palettes.has(name)) palettes.set(name, await paletteOfFile(path.join(mediaDir, name)));
    return palettes.get(name);
  };
  const problems = [];
  let changedFiles = 0;
  let entries = 0;
  for (const file of itemFiles(seedDir)) {
    const text = fs.readFileSync(file, 'utf8');
    const items = JSON.parse(text);
    let changed = false;
    for (const item of items) {
      for (const [k, entry] of (Array.isArray(item?.media) ? item.media : []).entries()) {
        if (!isLocalImage(entry)) continue;
        const name = entry.url.slice('local:'.length);
        if (!fs.existsSync(path.join(mediaDir, name))) {
          problems.push(`${item.id} media[${k}] ${entry.url}: no such file in media/`);
          continue;
        }
        const colours = await paletteOf(name);
        entries++;
        if (sameList(entry.colours, colours)) continue;
        if (check)
          problems.push(
            `${item.id} media[${k}] ${entry.url}: colours ${JSON.stringify(entry.colours ?? null)}, computed ${JSON.stringify(colours)}`,
          );
        if (write) {
          entry.colours = colours;
          changed = true;
        }
      }
    }
    if (changed) {
      fs.writeFileSync(file, `${JSON.stringify(items, null, 2)}\n`);
      changedFiles++;
    }
  }
  if (!write && !check)
    for (const [name, colours] of [...palettes].sort())
      console.log(`${name}\t${colours.join(' ')}`);
  if (problems.length) {
    console.error(problems.join('\n'));
    if (check) {
      console.error(
        `${problems.length} local image(s) differ; run node gateway/seed/media/palette.mjs --write`,
      );
      process.exit(1);
    }
  }
  console.log(
    `${palettes.size} images, ${entries} local image entries${write ? `, ${changedFiles} item file(s) rewritten` : ''}${check && !problems.length ? ', colours up to date' : ''}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
