/**
 * The basic colour term a hex colour is seen as. COLOURPALETTE facet values are hex codes
 * (`#1E90FF`), which tell a screen reader user, or anyone reading a chip, next to nothing; the
 * swatch shows the colour only to sight (WCAG 1.1.1). Eleven basic terms exist in every language
 * of the portal, so a code reads "blue (#1E90FF)" in all 25.
 */
export type BasicColour =
  | 'black'
  | 'white'
  | 'grey'
  | 'red'
  | 'orange'
  | 'yellow'
  | 'green'
  | 'blue'
  | 'purple'
  | 'pink'
  | 'brown';

/** `#RRGGBB` or `#RGB` (any case, `#` optional) as hue (0–360), saturation and lightness (0–1). */
function hsl(hex: string): { h: number; s: number; l: number } | undefined {
  const digits = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) return undefined;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

/** The basic colour of a hex code; undefined for what is no hex colour. */
export function basicColour(hex: string): BasicColour | undefined {
  const colour = hsl(hex);
  if (!colour) return undefined;
  const { h, s, l } = colour;
  if (l <= 0.12) return 'black';
  if (l >= 0.94) return 'white';
  if (s < 0.15 || (s < 0.3 && l < 0.85)) return l >= 0.85 ? 'white' : 'grey';
  if (h < 15 || h >= 345) return l > 0.75 ? 'pink' : 'red';
  // Warm tints: the pale ones (AntiqueWhite, Bisque, Wheat, Cornsilk) are seen as white, the
  // muted or dark ones (Sienna, Peru, Chocolate, BurlyWood, Tan) as brown, only bright ones as
  // orange or yellow. Gateway palettes are CSS named colours, and these are common in old paper.
  if (h < 70 && l >= 0.8) return 'white';
  if (h < 45)
    return l < 0.4 || s < 0.45 || (s < 0.8 && l < 0.55) || (s < 0.65 && l < 0.75)
      ? 'brown'
      : 'orange';
  if (h < 70) return l < 0.3 ? (h >= 55 ? 'green' : 'brown') : 'yellow';
  if (h < 165) return 'green';
  if (h < 260) return 'blue';
  if (h < 290) return 'purple';
  return l > 0.55 ? 'pink' : 'purple';
}
