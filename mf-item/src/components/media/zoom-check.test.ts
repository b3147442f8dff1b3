import type { MediaView } from '../../item/item-view';
import { zoomWouldFail, type ZoomCheckContext } from './zoom-check';

const md5 = 'a8f5f167f44f4964e6c998dee827110c';
const origin = 'http://portal.test';
const media: MediaView = {
  about: 'https://images.example.org/painting.jpg',
  kind: 'image',
  rightsInherited: true,
  thumbnail: { small: `/api/thumbnail/v3/200/${md5}`, large: `/api/thumbnail/v3/400/${md5}` },
  proxyUrl: `/api/media/1/a/${md5}`,
};

/** The gateway's generated manifest, painting `body` on its one canvas. */
const manifest = (body: Record<string, unknown>) => ({
  items: [{ items: [{ items: [{ motivation: 'painting', body }] }] }],
});
/** What the gateway generates offline for a remote image: its URL, no image service. */
const remoteImage = async () => manifest({ id: media.about, type: 'Image' });

/**
 * A proxy answering `status` (or failing to answer, for an Error), with `X-Media-Available` when
 * given: the gateway's answer to `?availability`.
 */
function proxy(answer: number | Error, available?: string) {
  return jest.fn(async () => {
    if (answer instanceof Error) throw answer;
    const headers = {
      get: (name: string) => (/^x-media-available$/i.test(name) ? (available ?? null) : null),
    };
    return { ok: answer >= 200 && answer < 300, status: answer, headers } as unknown as Response;
  });
}

function context(
  fetch: ReturnType<typeof proxy>,
  getManifest: ZoomCheckContext['getManifest'] = remoteImage,
): ZoomCheckContext {
  return {
    manifest: { url: '/api/presentation/1/a/manifest?format=3', own: false },
    getManifest: jest.fn(getManifest),
    origin,
    fetch: fetch as unknown as typeof globalThis.fetch,
  };
}

describe('whether the deep-zoom viewer would fail, asked before it is offered', () => {
  it('fails for a remote original the gateway does not deliver, and no image service', async () => {
    // The gateway offline, asked `?availability`: 204, not its 503 (no console error).
    const fetch = proxy(204, 'false');
    await expect(zoomWouldFail(media, context(fetch))).resolves.toBe(true);
    // Its headers only: the gateway answers a HEAD without downloading the original.
    expect(fetch).toHaveBeenCalledWith(
      `${origin}${media.proxyUrl}?availability=`,
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
    // A link that carries a query already (`recordApiUrl`) keeps it.
    const named = {
      ...media,
      proxyUrl: `${media.proxyUrl}?recordApiUrl=https%3A%2F%2Fapi.example`,
    };
    const withQuery = proxy(204, 'false');
    await expect(zoomWouldFail(named, context(withQuery))).resolves.toBe(true);
    expect(withQuery).toHaveBeenCalledWith(
      `${origin}${named.proxyUrl}&availability=`,
      expect.anything(),
    );
    // A proxy that does not know the question answers with the original's error.
    for (const status of [404, 502, 503, 504])
      await expect(zoomWouldFail(media, context(proxy(status)))).resolves.toBe(true);
  });

  it('works when the proxy delivers the original, without reading any manifest', async () => {
    for (const status of [200, 204]) {
      const check = context(proxy(status));
      await expect(zoomWouldFail(media, check)).resolves.toBe(false);
      expect(check.getManifest).not.toHaveBeenCalled();
    }
  });

  it('works when the proxy refuses but the manifest paints an image service', async () => {
    const withService = async () =>
      manifest({
        id: `${origin}/api/iiif/image/${md5}/full/max/0/default.jpg`,
        type: 'Image',
        service: [{ id: `${origin}/api/iiif/image/${md5}`, type: 'ImageService3' }],
      });
    await expect(zoomWouldFail(media, context(proxy(204, 'false'), withService))).resolves.toBe(
      false,
    );
  });

  it('fails when the proxy refuses and the record’s own manifest cannot be read', async () => {
    const check = context(proxy(204, 'false'), () => Promise.reject(new Error('unreachable')));
    check.manifest = { url: 'https://provider.example/manifest.json', own: true };
    await expect(zoomWouldFail(media, check)).resolves.toBe(true);
  });

  it('asks nothing about a IIIF image service the record names (another server)', async () => {
    const fetch = proxy(503);
    const named = { ...media, iiifImageService: 'https://iiif.example.org/image/1' };
    await expect(zoomWouldFail(named, context(fetch))).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    // A service the viewer may not read (http, another origin) is no way round the proxy.
    const plain = { ...media, iiifImageService: 'http://iiif.example.org/image/1' };
    await expect(zoomWouldFail(plain, context(proxy(503)))).resolves.toBe(true);
  });

  it('asks nothing of a media proxy on another origin', async () => {
    const fetch = proxy(503);
    const outside = { ...media, proxyUrl: `https://proxy.europeana.eu/1/a/${md5}` };
    await expect(zoomWouldFail(outside, context(fetch))).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the zoom on answers that say nothing about the image', async () => {
    for (const answer of [new TypeError('Failed to fetch'), 400, 405, 408, 429, 501]) {
      const check = context(proxy(answer));
      await expect(zoomWouldFail(media, check)).resolves.toBe(false);
      expect(check.getManifest).not.toHaveBeenCalled();
    }
  });
});
