/**
 * Whether the media proxy will serve a download: a HEAD request to the same URL (the proxy
 * answers HEAD with the headers of the file, without it) that answers 2xx. Anything else means
 * the browser would save an error instead of the file: with the gateway offline the proxy
 * answers remote media with a 503 JSON body, which became a broken `<md5>.json` download. A
 * network failure counts as no answer. Without `fetch` (very old browsers) the link is let
 * through, as it is without JavaScript.
 */
export async function downloadAvailable(
  url: string,
  fetchImpl: typeof fetch | undefined = globalThis.fetch,
): Promise<boolean> {
  if (typeof fetchImpl !== 'function') return true;
  try {
    const response = await fetchImpl(url, {
      method: 'HEAD',
      credentials: 'same-origin',
      // The proxy's answer changes when the gateway's settings do: never a cached one.
      cache: 'no-store',
    });
    return response.ok;
  } catch {
    return false;
  }
}
