import type { Sharp } from 'sharp';
import { CONTENT_TYPE_OF_FORMAT, type ImageFormat } from './rendered-image-cache';

/**
 * Encoder settings. Thumbnails follow the portal's image CDN (spec §9): WebP quality 40,
 * progressive JPEG quality 80. Deep-zoom tiles are looked at closely, so WebP gets more bits.
 */
export const THUMBNAIL_QUALITY = { webp: 40, jpg: 80 } as const;
export const TILE_QUALITY = { webp: 75, jpg: 80 } as const;

export function encode(
  pipeline: Sharp,
  format: ImageFormat,
  quality: { webp: number; jpg: number },
): Sharp {
  switch (format) {
    case 'webp':
      return pipeline.webp({ quality: quality.webp, effort: 4 });
    case 'png':
      return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    case 'jpg':
      // JPEG has no alpha: transparent areas of PNG/WebP originals become white, not black.
      return pipeline
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: quality.jpg, progressive: true, mozjpeg: true });
  }
}

const EXTENSION_FORMATS: Record<string, ImageFormat> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
};

/**
 * The format of a thumbnail: an explicit extension wins, else WebP when the client accepts it
 * (every current browser sends `image/webp` in its image Accept header), else JPEG.
 */
export function negotiateThumbnailFormat(
  accept: string | undefined,
  extension?: string,
): ImageFormat {
  const explicit = extension ? EXTENSION_FORMATS[extension.toLowerCase()] : undefined;
  if (explicit) return explicit;
  return acceptsWebp(accept) ? 'webp' : 'jpg';
}

function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [type, ...params] = part.trim().split(';');
    if (type?.trim().toLowerCase() !== 'image/webp') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

export function contentTypeOf(format: ImageFormat): string {
  return CONTENT_TYPE_OF_FORMAT[format];
}
