import { negotiateThumbnailFormat } from './image-encoding';
import {
  renderLocalThumbnail,
  renderPlaceholderThumbnail,
  thumbnailCacheKey,
  type ThumbnailWidth,
} from './render-thumbnail';
import type { CachedImage, ImageFormat, RenderedImageCache } from './rendered-image-cache';
import type { PlaceholderSource, ThumbnailSource } from './thumbnail-sources';

export interface RenderedThumbnail extends CachedImage {
  /** Placeholders may be replaced by the real image later (upstream mode): shorter caching. */
  placeholder: boolean;
}

/** Resizes local images or draws placeholders, through the rendered-image cache. */
export class ThumbnailService {
  constructor(private readonly cache: RenderedImageCache) {}

  async render(
    source: ThumbnailSource,
    width: ThumbnailWidth,
    accept: string | undefined,
    extension?: string,
  ): Promise<RenderedThumbnail> {
    const format = negotiateThumbnailFormat(accept, extension);
    if (source.kind === 'local') {
      try {
        const image = await this.cache.getOrRender(thumbnailCacheKey(source, width), format, () =>
          renderLocalThumbnail(source, width, format),
        );
        return { ...image, placeholder: false };
      } catch (error) {
        // A corrupt or unsupported file: show a placeholder rather than a broken image.
        console.warn(`thumbnail: cannot read ${source.path}: ${(error as Error).message}`);
        return this.placeholder(
          { kind: 'placeholder', md5: source.md5, type: 'IMAGE' },
          width,
          format,
        );
      }
    }
    return this.placeholder(source, width, format);
  }

  private async placeholder(
    source: PlaceholderSource,
    width: ThumbnailWidth,
    format: ImageFormat,
  ): Promise<RenderedThumbnail> {
    const image = await this.cache.getOrRender(thumbnailCacheKey(source, width), format, () =>
      renderPlaceholderThumbnail(source, width, format),
    );
    return { ...image, placeholder: true };
  }
}
