import { mediaHash } from './media-hash';

/** Spec §9: thumbnails come in 200 (small, the default) and 400 (large) pixels wide. */
export const THUMBNAIL_SIZES = { small: 200, large: 400 } as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;

export class ThumbnailApiUrlError extends Error {
  override readonly name = 'ThumbnailApiUrlError';
}

/**
 * Thumbnail API v3 (contract §6): `{base}/{200|400}/{md5 of the media URL}`. The base must end
 * with `/v3` (spec §5); v2 URLs (`.../thumbnail/v2/url.json?uri=...`) are converted.
 */
export function createThumbnailApi(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');
  if (!base.endsWith('/v3')) {
    throw new ThumbnailApiUrlError(`Thumbnail API base URL must end with /v3: ${baseUrl}`);
  }
  const media = (mediaUrl: string, size: ThumbnailSize = 'small') =>
    `${base}/${THUMBNAIL_SIZES[size]}/${mediaHash(mediaUrl)}`;

  return {
    baseUrl: base,
    media,
    /** The v3 thumbnail for an `edmPreview` value, whatever form it came in. */
    fromPreview(preview: string, size: ThumbnailSize = 'small'): string {
      return media(originalMediaUrl(preview), size);
    },
    /** `srcset` with both sizes. */
    srcSet(mediaUrl: string): string {
      return `${media(mediaUrl, 'small')} 200w, ${media(mediaUrl, 'large')} 400w`;
    },
  };
}

/** The media URL a v2 thumbnail URL points at (its `uri` parameter), or the URL itself. */
export function originalMediaUrl(preview: string): string {
  if (!/\/thumbnail\/v2\/|thumbnail-by-url\.json/.test(preview)) return preview;
  try {
    return new URL(preview, 'http://localhost').searchParams.get('uri') ?? preview;
  } catch {
    return preview;
  }
}

export type ThumbnailApi = ReturnType<typeof createThumbnailApi>;
