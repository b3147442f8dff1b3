import type { TileSource } from './iiif-images';

/** The Thumbnail API's larger size: what the server-rendered preview shows. */
export const THUMBNAIL_WIDTH = 400;
/** Box sides asked for, in steps, so that visitors with similar screens share cached images. */
const STEP = 400;
const LARGEST = 2000;

/**
 * The side of the square box a sharp preview is asked for: the media box's larger side in
 * device pixels, rounded up to a step. Undefined when the thumbnail already has the pixels.
 */
export function sharpPreviewBox(
  box: { width: number; height: number },
  pixelRatio: number,
  thumbnail: { width: number; height: number },
): number | undefined {
  const width = Math.ceil(box.width * pixelRatio);
  const height = Math.ceil(box.height * pixelRatio);
  const known = thumbnail.width > 0 && thumbnail.height > 0;
  const enough = known
    ? thumbnail.width >= width || thumbnail.height >= height
    : Math.max(width, height) <= THUMBNAIL_WIDTH;
  if (enough) return undefined;
  return Math.min(LARGEST, Math.ceil(Math.max(width, height) / STEP) * STEP);
}

/**
 * A preview from the media's IIIF Image API service, fitted in a `side` square: `!w,h` never
 * makes an image larger than its original (Image API 3 §4.4) and reads the same in version 2.
 * A plain image has no sizes to ask for (the original may weigh megabytes): undefined.
 */
export function sharpPreviewUrl(source: TileSource, side: number): string | undefined {
  if (typeof source !== 'string' || !source.endsWith('/info.json')) return undefined;
  return `${source.slice(0, -'/info.json'.length)}/full/!${side},${side}/0/default.jpg`;
}
