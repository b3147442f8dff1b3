import { useEffect, useState } from 'react';
import { usePortal } from '@portal/shared-kernel';
import type { MediaView } from '../../item/item-view';

/**
 * Whether the deep-zoom viewer is known to fail for `media` (zoom-check.ts): false on the server
 * and on the first render in the browser, so the hydrated page matches the server's (the zoom
 * button is there); after hydration the check runs at once, without waiting for the page or
 * holding it up, and true only once it has a definite answer. The check is in the resolver's
 * chunk, loaded then, never in the page's first load.
 */
export function useZoomFails(
  media: MediaView | undefined,
  manifest: { url: string; own: boolean },
): boolean {
  const { api } = usePortal();
  // The media the answer is about: another media (or none) has no answer yet.
  const [failing, setFailing] = useState<MediaView>();
  const zoomable = media?.kind === 'image' || media?.kind === 'iiif';

  useEffect(() => {
    if (!zoomable || !media) return;
    const controller = new AbortController();
    import(/* webpackChunkName: "item-tile-source" */ './zoom-check')
      .then(({ zoomWouldFail }) =>
        zoomWouldFail(media, {
          manifest,
          getManifest: (url) => api.iiifPresentation.getManifest(url),
          origin: window.location.origin,
          signal: controller.signal,
        }),
      )
      .then((fails) => {
        if (fails && !controller.signal.aborted) setFailing(media);
      })
      .catch(() => {
        // No answer (the chunk did not load): the zoom stays offered, as it was.
      });
    return () => controller.abort();
  }, [api, media, manifest, zoomable]);

  return failing !== undefined && failing === media;
}
