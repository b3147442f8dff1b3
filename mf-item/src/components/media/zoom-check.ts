import type { MediaView } from '../../item/item-view';
import { readableService, resolveTileSource, type TileSourceContext } from './resolve-tile-source';
import { sameOrigin } from './same-origin';

export interface ZoomCheckContext extends TileSourceContext {
  /** Ends the check (the media box went away). */
  signal?: AbortSignal;
  fetch?: typeof globalThis.fetch;
}

/**
 * Answers that say nothing about the original: a proxy that rejects the unknown parameter or does
 * not take HEAD, or is busy, or a request that took too long. Any other error is what the viewer
 * would get for the image too.
 */
const INCONCLUSIVE = new Set([400, 405, 408, 429, 501]);

/**
 * Whether the media proxy definitely cannot deliver the original. A HEAD request, as the download
 * check makes (download-check.ts; the gateway answers it from the original's headers, without
 * downloading it), with `?availability`: our gateway then answers a refusal with a 204 and
 * `X-Media-Available: false`, not with an error status, which the browser would log in the
 * console of every such page. A proxy that does not know the parameter answers with the status
 * of the original: an error other than an inconclusive one is a refusal.
 */
async function proxyRefuses(url: string, context: ZoomCheckContext): Promise<boolean> {
  const doFetch = context.fetch ?? globalThis.fetch;
  try {
    const question = new URL(url, context.origin);
    question.searchParams.set('availability', '');
    const response = await doFetch(question.href, {
      method: 'HEAD',
      credentials: 'same-origin',
      // The proxy's answer changes when the gateway's settings do: never a cached one.
      cache: 'no-store',
      ...(context.signal ? { signal: context.signal } : {}),
    });
    const available = response.headers.get('X-Media-Available');
    if (available !== null) return available === 'false';
    return !response.ok && !INCONCLUSIVE.has(response.status);
  } catch {
    // Unreachable, no fetch, or the page left: no answer about the image.
    return false;
  }
}

/**
 * Whether the deep-zoom viewer would fail for this media, found out the way it would open it,
 * before a visitor asks for it.
 *
 * What the gateway answers offline for an image on another server: its media proxy a 503 at once
 * (it fetches no remote originals; a 204 with `X-Media-Available: false` when asked
 * `?availability`), its generated manifest paints the image by its remote URL with no image
 * service, its Image API a 404, and its Thumbnail API a placeholder with a 200. Nothing in the
 * record or the item view says so, and the placeholder is no sign either (with remote fetching
 * on, the proxy serves originals whose thumbnails are still placeholders); asking on the server
 * would hold up every page. So the browser asks, after hydration, what the viewer would ask, and
 * only where the answer is ours to have:
 *
 * - a IIIF image service the record names (one the viewer may read): the viewer reads it from its
 *   provider, and the page asks no other server before the visitor does (decision 0015): offered;
 * - a media proxy on another origin (an outside one, `EUROPEANA_MEDIA_PROXY_API_URL`): likewise
 *   not asked unprompted (its answer would be unreadable without CORS anyway): offered;
 * - the proxy serves the original: the viewer has it to fall back on: offered;
 * - the proxy refuses it: the viewer's own resolver decides (the manifest may paint an image
 *   service): not offered when it ends at the proxy, or fails itself.
 *
 * Only a definite refusal counts: a network failure or an inconclusive status leaves the zoom
 * offered, as before, with the viewer's failure message if it comes to that. Against Europeana's
 * services the proxy delivers, and nothing is taken away.
 */
export async function zoomWouldFail(media: MediaView, context: ZoomCheckContext): Promise<boolean> {
  if (media.iiifImageService && readableService(media.iiifImageService, context.origin))
    return false;
  if (!sameOrigin(media.proxyUrl, context.origin)) return false;
  if (!(await proxyRefuses(media.proxyUrl, context))) return false;
  try {
    const source = await resolveTileSource(media, context);
    return typeof source !== 'string' && source.url === media.proxyUrl;
  } catch {
    return true;
  }
}
