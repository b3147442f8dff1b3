import sharp from 'sharp';
import { encode, THUMBNAIL_QUALITY } from './image-encoding';
import { placeholderHeight, placeholderSvg } from './placeholder';
import type { ImageFormat } from './rendered-image-cache';
import type { LocalImageSource, PlaceholderSource } from './thumbnail-sources';

export const THUMBNAIL_WIDTHS = [200, 400] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** Originals are scaled to the width (never enlarged) after honouring EXIF orientation. */
export async function renderLocalThumbnail(
  source: LocalImageSource,
  width: ThumbnailWidth,
  format: ImageFormat,
): Promise<Buffer> {
  const pipeline = sharp(source.path, { failOn: 'none', limitInputPixels: 268_402_689 })
    .autoOrient()
    .resize({ width, withoutEnlargement: true });
  return encode(pipeline, format, THUMBNAIL_QUALITY).toBuffer();
}

export async function renderPlaceholderThumbnail(
  source: PlaceholderSource,
  width: ThumbnailWidth,
  format: ImageFormat,
): Promise<Buffer> {
  const height = placeholderHeight(width, source.width, source.height);
  const svg = placeholderSvg({
    seed: source.md5,
    type: source.type,
    title: source.title,
    width,
    height,
  });
  return encode(sharp(Buffer.from(svg)), format, THUMBNAIL_QUALITY).toBuffer();
}

/** Cache key naming everything the bytes depend on (bump the placeholder's `v2` when the drawing changes). */
export function thumbnailCacheKey(
  source: LocalImageSource | PlaceholderSource,
  width: number,
): string {
  if (source.kind === 'local') return `thumb:v1:${source.md5}:${source.version}:${width}`;
  const initial = source.title ? [...source.title][0] : '';
  return `placeholder:v2:${source.md5}:${source.type}:${source.title ?? ''}:${initial}:${source.width ?? ''}x${source.height ?? ''}:${width}`;
}
