import type { EdmWebResource } from './types';

/** Europeana's IMAGE_SIZE buckets by megapixels. */
export function imageSizeOf(width?: number, height?: number): string | undefined {
  if (!width || !height) return undefined;
  const megapixels = (width * height) / 1_000_000;
  if (megapixels < 0.5) return 'small';
  if (megapixels < 1) return 'medium';
  if (megapixels <= 4) return 'large';
  return 'extra_large';
}

export function aspectRatioOf(width?: number, height?: number): string | undefined {
  if (!width || !height) return undefined;
  return width >= height ? 'landscape' : 'portrait';
}

export function mimeTypeOf(resource: EdmWebResource | undefined): string | undefined {
  const mime = resource?.ebucoreHasMimeType;
  return typeof mime === 'string' && mime ? mime : undefined;
}

export function numberOf(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Hex colours of a web resource (`edmComponentColor`), upper-case `#RRGGBB`. */
export function paletteOf(resource: EdmWebResource | undefined): string[] {
  const colours = resource?.edmComponentColor;
  if (!Array.isArray(colours)) return [];
  return colours
    .filter((c): c is string => typeof c === 'string' && /^#?[0-9a-f]{6}$/i.test(c))
    .map((c) => (c.startsWith('#') ? c : `#${c}`).toUpperCase());
}
