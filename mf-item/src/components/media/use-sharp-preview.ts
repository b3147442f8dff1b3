import { useEffect, useState, type RefObject } from 'react';
import { prefetchAllowed, usePortal, whenIdle } from '@portal/shared-kernel';
import type { MediaView } from '../../item/item-view';
import { sameOrigin } from './same-origin';
import { sharpPreviewBox, sharpPreviewUrl } from './sharp-preview';

/** Where the media box is wider than a 400 px thumbnail can fill: tablets and desktops. */
const WIDE_SCREEN = '(min-width: 768px)';

/**
 * A sharper image for the media box on wide screens. The server renders the 400 px thumbnail,
 * which stays the page's first image on every screen (it is small and cached); after
 * hydration, when the box is larger than the thumbnail and the image has a IIIF Image API
 * service, an image of the box's size is fetched once the browser is idle (not on 2g or with
 * Save-Data) and shown once decoded, so the preview never goes blank. Anything failing leaves the thumbnail in place: this only improves it.
 */
export function useSharpPreview(
  image: RefObject<HTMLImageElement | null>,
  media: MediaView | undefined,
  manifest: { url: string; own: boolean },
): string | undefined {
  const { api } = usePortal();
  const [sharp, setSharp] = useState<string>();
  const zoomable = media?.kind === 'image' || media?.kind === 'iiif';

  useEffect(() => {
    const element = image.current;
    if (!zoomable || !media || !element) return;
    if (!worthAsking(media, manifest)) return;
    if (!window.matchMedia?.(WIDE_SCREEN).matches) return;
    if (!prefetchAllowed()) return;
    const side = sharpPreviewBox(
      { width: element.clientWidth, height: element.clientHeight },
      window.devicePixelRatio || 1,
      { width: element.naturalWidth, height: element.naturalHeight },
    );
    if (!side) return;
    let current = true;
    const sharpen = () => {
      // The resolver is the deep-zoom viewer's: the same image service, found the same way. Its
      // chunk is the one the zoom check (use-zoom-check.ts) loads too.
      import(/* webpackChunkName: "item-tile-source" */ './resolve-tile-source')
        .then(({ resolveTileSource }) =>
          resolveTileSource(media, {
            manifest,
            getManifest: (url) => api.iiifPresentation.getManifest(url),
            origin: window.location.origin,
          }),
        )
        .then(async (source) => {
          const url = sharpPreviewUrl(source, side);
          if (!url || !current) return;
          const loader = new Image();
          loader.src = url;
          await loader.decode();
          if (current) setSharp(url);
        })
        .catch(() => {
          // The thumbnail stays: a missing service or a failed image is no failure of the media.
        });
    };
    // Once the page is idle: the page's own scripts and data come first.
    const cancelWaiting = whenIdle(sharpen);
    return () => {
      current = false;
      cancelWaiting();
    };
  }, [api, image, media, manifest, zoomable]);

  return sharp;
}

/**
 * Whether the page may look for an image service unasked: the record names one, or points to a
 * manifest of its own (both are the provider's offer), or the manifest is the portal's own
 * gateway's. A manifest Europeana would generate for any record (upstream mode) is left to the
 * deep-zoom viewer, for visitors who ask for it: fetching it for every desktop visit would load
 * Europeana's service for a sharper picture (contract §6: a manifest only when the record points
 * to one).
 */
function worthAsking(media: MediaView, manifest: { url: string; own: boolean }): boolean {
  return (
    Boolean(media.iiifImageService) ||
    manifest.own ||
    sameOrigin(manifest.url, window.location.origin)
  );
}
