import type { MediaView } from '../../item/item-view';
import { mediaMd5, resolveTileSource } from './resolve-tile-source';

const md5 = 'a8f5f167f44f4964e6c998dee827110c';
const media: MediaView = {
  about: 'https://seed.invalid/a.jpg',
  kind: 'image',
  rightsInherited: true,
  thumbnail: { small: `/api/thumbnail/v3/200/${md5}`, large: `/api/thumbnail/v3/400/${md5}` },
  proxyUrl: `/api/media/1/a/${md5}`,
};
const origin = 'http://portal.test';
const manifest = (body: Record<string, unknown>) => ({
  items: [{ items: [{ items: [{ motivation: 'painting', body }] }] }],
});

describe('what the deep-zoom viewer opens', () => {
  it('reads the md5 of a web resource from its thumbnail URL', () => {
    expect(mediaMd5(media)).toBe(md5);
    expect(mediaMd5({ thumbnail: { small: '/x/y', large: '' } })).toBeUndefined();
  });

  it('prefers the image service the record names', async () => {
    const getManifest = jest.fn();
    await expect(
      resolveTileSource(
        { ...media, iiifImageService: 'https://iiif.example/img/1' },
        { manifest: { url: '/m', own: false }, getManifest, origin },
      ),
    ).resolves.toBe('https://iiif.example/img/1/info.json');
    expect(getManifest).not.toHaveBeenCalled();
  });

  it('reads image services of other origins over https only, else the media proxy', async () => {
    const getManifest = jest.fn();
    await expect(
      resolveTileSource(
        { ...media, iiifImageService: 'http://iiif.example/img/1' },
        { manifest: { url: '/m', own: false }, getManifest, origin },
      ),
    ).resolves.toEqual({ type: 'image', url: media.proxyUrl });
    const external = (service: string) => async () =>
      manifest({
        id: 'https://gallica.example/iiif/1/full/max/0/default.jpg',
        type: 'Image',
        service: [{ id: service, type: 'ImageService2' }],
      });
    await expect(
      resolveTileSource(
        { ...media, kind: 'iiif' },
        {
          manifest: { url: 'https://gallica.example/manifest.json', own: true },
          getManifest: external('https://gallica.example/iiif/1'),
          origin,
        },
      ),
    ).resolves.toBe('https://gallica.example/iiif/1/info.json');
    await expect(
      resolveTileSource(media, {
        manifest: { url: '/m', own: false },
        getManifest: external('http://gallica.example/iiif/1'),
        origin,
      }),
    ).resolves.toEqual({ type: 'image', url: media.proxyUrl });
  });

  it('opens the image service of the generated manifest', async () => {
    const getManifest = async () =>
      manifest({
        id: `${origin}/api/iiif/image/${md5}/full/max/0/default.jpg`,
        type: 'Image',
        service: [{ id: `${origin}/api/iiif/image/${md5}`, type: 'ImageService3' }],
      });
    await expect(
      resolveTileSource(media, { manifest: { url: '/m', own: false }, getManifest, origin }),
    ).resolves.toBe(`${origin}/api/iiif/image/${md5}/info.json`);
  });

  it('falls back to the media proxy: no service, another origin, or no generated manifest', async () => {
    const remote = async () => manifest({ id: 'https://seed.invalid/a.jpg', type: 'Image' });
    await expect(
      resolveTileSource(media, {
        manifest: { url: '/m', own: false },
        getManifest: remote,
        origin,
      }),
    ).resolves.toEqual({ type: 'image', url: media.proxyUrl });
    const failing = () => Promise.reject(new Error('404'));
    await expect(
      resolveTileSource(media, {
        manifest: { url: '/m', own: false },
        getManifest: failing,
        origin,
      }),
    ).resolves.toEqual({ type: 'image', url: media.proxyUrl });
  });

  it('fails when the record’s own manifest cannot be read', async () => {
    const failing = () => Promise.reject(new Error('404'));
    await expect(
      resolveTileSource(media, {
        manifest: { url: '/m', own: true },
        getManifest: failing,
        origin,
      }),
    ).rejects.toThrow('404');
    await expect(
      resolveTileSource(
        { ...media, kind: 'iiif' },
        { manifest: { url: '/m', own: true }, getManifest: async () => ({ items: [] }), origin },
      ),
    ).rejects.toThrow(/no image/);
  });
});
