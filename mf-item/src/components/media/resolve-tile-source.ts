import type { IiifManifest } from '@portal/shared-kernel';
import type { MediaView } from '../../item/item-view';
import { imageForMedia, manifestImages, tileSourceOf, type TileSource } from './iiif-images';
import { sameOrigin } from './same-origin';

export interface TileSourceContext {
  /** The manifest of the item: the record's own, or the one generated from the record. */
  manifest: { url: string; own: boolean };
  getManifest: (url: string) => Promise<IiifManifest>;
  /** The page's origin: images elsewhere go through the media proxy (the CSP allows `'self'`). */
  origin: string;
}

/** The md5 of a web resource's URL, as its thumbnail URL carries it. */
export function mediaMd5(media: Pick<MediaView, 'thumbnail'>): string | undefined {
  const last = media.thumbnail.small.split(/[/?#]/).filter(Boolean).pop();
  return last && /^[0-9a-f]{32}$/i.test(last) ? last : undefined;
}

/**
 * A IIIF image service the viewer may read straight from its provider: ours, or any over https
 * (the page's CSP allows https connections and images for them, decision 0015). Plain images of
 * other origins still go through the media proxy, like every other media file.
 */
export function readableService(url: string, origin: string): boolean {
  if (sameOrigin(url, origin)) return true;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * What the deep-zoom viewer opens for a web resource: the IIIF Image API service the record
 * names; else the image (or its service) the manifest paints for it; else the original through
 * the media proxy. A failing manifest of the record's own is the media's failure
 * (IIIFManifestFailure); a failing generated one only means there is no image service.
 */
export async function resolveTileSource(
  media: MediaView,
  context: TileSourceContext,
): Promise<TileSource> {
  const proxied: TileSource = { type: 'image', url: media.proxyUrl };
  if (media.iiifImageService && readableService(media.iiifImageService, context.origin))
    return `${media.iiifImageService}/info.json`;
  let images;
  try {
    images = manifestImages(await context.getManifest(context.manifest.url));
  } catch (error) {
    if (context.manifest.own) throw error;
    return proxied;
  }
  const image =
    imageForMedia(images, media.about, mediaMd5(media)) ??
    (media.kind === 'iiif' ? images[0] : undefined);
  if (!image) {
    if (media.kind === 'iiif') throw new Error('The manifest paints no image');
    return proxied;
  }
  const source = tileSourceOf(image);
  if (typeof source === 'string') return readableService(source, context.origin) ? source : proxied;
  return sameOrigin(source.url, context.origin) ? source : proxied;
}
