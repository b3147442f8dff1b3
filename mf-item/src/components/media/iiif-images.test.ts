import { imageForMedia, manifestImages, tileSourceOf } from './iiif-images';

const md5 = 'a8f5f167f44f4964e6c998dee827110c';

const v3 = {
  '@context': 'http://iiif.io/api/presentation/3/context.json',
  type: 'Manifest',
  items: [
    {
      id: 'http://gw/presentation/1/a/canvas/p1',
      type: 'Canvas',
      thumbnail: [{ id: `http://gw/thumbnail/v3/200/${md5}`, type: 'Image' }],
      items: [
        {
          type: 'AnnotationPage',
          items: [
            {
              type: 'Annotation',
              motivation: 'painting',
              body: {
                id: `http://gw/iiif/image/${md5}/full/max/0/default.jpg`,
                type: 'Image',
                service: [
                  { id: `http://gw/iiif/image/${md5}`, type: 'ImageService3', profile: 'level2' },
                ],
              },
            },
          ],
        },
      ],
    },
    {
      id: 'http://gw/presentation/1/a/canvas/p2',
      type: 'Canvas',
      items: [
        {
          type: 'AnnotationPage',
          items: [
            { motivation: 'painting', body: { id: 'https://remote.example/b.jpg', type: 'Image' } },
            { motivation: 'painting', body: { id: 'https://remote.example/b.mp3', type: 'Sound' } },
          ],
        },
      ],
    },
  ],
};

const v2 = {
  '@context': 'http://iiif.io/api/presentation/2/context.json',
  sequences: [
    {
      canvases: [
        {
          images: [
            {
              resource: {
                '@id': 'https://iiif.example/img/1/full/full/0/default.jpg',
                '@type': 'dctypes:Image',
                service: {
                  '@id': 'https://iiif.example/img/1/',
                  profile: 'http://iiif.io/api/image/2/level1.json',
                },
              },
            },
          ],
        },
      ],
    },
  ],
};

describe('images of a IIIF manifest', () => {
  it('reads the painted images of a version 3 manifest with their image services', () => {
    expect(manifestImages(v3)).toEqual([
      {
        id: `http://gw/iiif/image/${md5}/full/max/0/default.jpg`,
        service: `http://gw/iiif/image/${md5}`,
        thumbnail: `http://gw/thumbnail/v3/200/${md5}`,
      },
      { id: 'https://remote.example/b.jpg' },
    ]);
  });

  it('reads version 2 manifests', () => {
    expect(manifestImages(v2)).toEqual([
      {
        id: 'https://iiif.example/img/1/full/full/0/default.jpg',
        service: 'https://iiif.example/img/1',
      },
    ]);
  });

  it('survives documents that are not manifests', () => {
    expect(manifestImages({})).toEqual([]);
    expect(manifestImages({ items: 'x', sequences: [null] })).toEqual([]);
  });

  it('finds the image of a web resource by URL, or by the md5 naming its services', () => {
    const images = manifestImages(v3);
    expect(imageForMedia(images, 'https://remote.example/b.jpg', undefined)?.id).toBe(
      'https://remote.example/b.jpg',
    );
    expect(imageForMedia(images, 'https://seed.invalid/a.jpg', md5)?.service).toBe(
      `http://gw/iiif/image/${md5}`,
    );
    expect(imageForMedia(images, 'https://seed.invalid/c.jpg', '0'.repeat(32))).toBeUndefined();
  });

  it('opens the image service when there is one, else the image', () => {
    expect(tileSourceOf({ id: 'x', service: 'http://s/1' })).toBe('http://s/1/info.json');
    expect(tileSourceOf({ id: 'http://x/a.jpg' })).toEqual({
      type: 'image',
      url: 'http://x/a.jpg',
    });
  });
});
