import type { RecordObject } from './item';
import { sampleRecord } from '../test-fixtures/europeana-samples';
import {
  mediaKindOf,
  mimeTypeFromUrl,
  recordIiifManifest,
  recordMedia,
  sortByIsNextInSequence,
} from './record-web-resources';

const base = (
  aggregation: Record<string, unknown>,
  extra: Partial<RecordObject> = {},
): RecordObject => ({
  about: '/1/a',
  type: 'IMAGE',
  proxies: [],
  aggregations: [{ about: '/aggregation/provider/1/a', ...aggregation }],
  ...extra,
});

describe('the media of a record', () => {
  it('lists edmIsShownBy then hasView, once each, with kinds from MIME types or extensions', () => {
    const media = recordMedia(sampleRecord('piano'));
    expect(media).toHaveLength(18);
    expect(media[0]?.about).toBe(
      'http://www.mimo-db.eu/media/GNM/IMAGE/MIR1097_1279787057222_2.jpg',
    );
    expect(media.filter((m) => m.about === media[0]?.about)).toHaveLength(1);
    expect(media.map((m) => m.kind).slice(0, 6)).toEqual([
      'image',
      'video',
      'video',
      'sound',
      'sound',
      'sound',
    ]);
    expect(
      media.every((m) => m.rights === 'http://creativecommons.org/licenses/by-nc-sa/3.0/'),
    ).toBe(true);
    expect(media[3]?.dcRights).toEqual({
      def: ['Copyright: Delta Music GmbH, Frechen / Bayerischer Rundfunk 2002'],
    });
    expect(media[0]?.attribution).toMatch(/^\(de\) Hammerflügel/);
  });

  it('falls back to the landing page when there is no edmIsShownBy', () => {
    const media = recordMedia(sampleRecord('print'));
    expect(media).toHaveLength(1);
    expect(media[0]).toMatchObject({ kind: 'page', rightsInherited: true });
    expect(media[0]?.about).toMatch(/^http:\/\/branch\.portal2\.eanadev\.org\/api\//);
    expect(media[0]?.rights).toBe('http://www.europeana.eu/rights/rr-f/');
  });

  it('copes with the nulls of a legacy record', () => {
    const media = recordMedia(sampleRecord('legacy'));
    expect(media).toEqual([
      {
        about: 'http://www9.vgregion.se/vastarvet/objekt.aspx?ID=VGM_B145208_70',
        kind: 'page',
        rightsInherited: true,
      },
    ]);
  });

  it('inherits the aggregation rights only when the resource has none', () => {
    const media = recordMedia(
      base({
        edmIsShownBy: 'http://x/a.jpg',
        hasView: ['http://x/b.jpg'],
        edmRights: { def: ['http://creativecommons.org/publicdomain/mark/1.0/'] },
        webResources: [
          {
            about: 'http://x/a.jpg',
            ebucoreHasMimeType: 'image/jpeg',
            ebucoreWidth: 800,
            ebucoreHeight: 600,
          },
          {
            about: 'http://x/b.jpg',
            webResourceEdmRights: { def: ['http://creativecommons.org/licenses/by/4.0/'] },
          },
        ],
      }),
    );
    expect(media[0]).toMatchObject({
      rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
      rightsInherited: true,
      width: 800,
      height: 600,
    });
    expect(media[1]).toMatchObject({
      rights: 'http://creativecommons.org/licenses/by/4.0/',
      rightsInherited: false,
    });
  });

  it('finds the IIIF image service of a resource and the manifest it is referenced by', () => {
    const record = base(
      {
        edmIsShownBy: 'https://iiif.example/img/1/full/max/0/default.jpg',
        webResources: [
          {
            about: 'https://iiif.example/img/1/full/max/0/default.jpg',
            ebucoreHasMimeType: 'image/jpeg',
            svcsHasService: ['https://iiif.example/img/1'],
            dctermsIsReferencedBy: [
              'https://iiif.example/img/1/info.json',
              'https://iiif.example/manifest/1.json',
            ],
          },
        ],
      },
      {
        services: [
          {
            about: 'https://iiif.example/img/1',
            dctermsConformsTo: ['http://iiif.io/api/image'],
          },
        ],
      },
    );
    expect(recordMedia(record)[0]?.iiifImageService).toBe('https://iiif.example/img/1');
    expect(recordIiifManifest(record)).toBe('https://iiif.example/manifest/1.json');
  });

  it('uses a web resource typed as a manifest', () => {
    const record = base({
      edmIsShownBy: 'https://iiif.example/manifest.json',
      webResources: [
        {
          about: 'https://iiif.example/manifest.json',
          rdfType: 'http://iiif.io/api/presentation/3#Manifest',
        },
      ],
    });
    expect(recordMedia(record)[0]?.kind).toBe('iiif');
    expect(recordIiifManifest(record)).toBe('https://iiif.example/manifest.json');
    expect(recordIiifManifest(sampleRecord('piano'))).toBeUndefined();
  });
});

describe('ordering by isNextInSequence', () => {
  it('puts each resource right after the one it follows', () => {
    const sorted = sortByIsNextInSequence([
      { about: 'c', isNextInSequence: 'b' },
      { about: 'a' },
      { about: 'b', isNextInSequence: ['a'] },
      { about: 'x' },
    ]);
    expect(sorted.map((r) => r.about)).toEqual(['a', 'b', 'c', 'x']);
  });

  it('keeps every resource once, even in a cycle or with unknown predecessors', () => {
    const sorted = sortByIsNextInSequence([
      { about: 'a', isNextInSequence: 'b' },
      { about: 'b', isNextInSequence: 'a' },
      { about: 'c', isNextInSequence: 'missing' },
      { about: 'd', isNextInSequence: 'd' },
    ]);
    expect(sorted.map((r) => r.about)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('orders the media of a record', () => {
    const media = recordMedia(
      base({
        edmIsShownBy: 'http://x/1.jpg',
        hasView: ['http://x/3.jpg', 'http://x/2.jpg'],
        webResources: [
          { about: 'http://x/3.jpg', isNextInSequence: 'http://x/2.jpg' },
          { about: 'http://x/2.jpg', isNextInSequence: 'http://x/1.jpg' },
        ],
      }),
    );
    expect(media.map((m) => m.about)).toEqual([
      'http://x/1.jpg',
      'http://x/2.jpg',
      'http://x/3.jpg',
    ]);
  });
});

describe('media kinds', () => {
  it('reads MIME types, then the record type', () => {
    expect(mediaKindOf('image/jpeg')).toBe('image');
    expect(mediaKindOf('audio/mpeg; charset=x')).toBe('sound');
    expect(mediaKindOf('video/mp4')).toBe('video');
    expect(mediaKindOf('application/pdf')).toBe('pdf');
    expect(mediaKindOf('text/plain')).toBe('text');
    expect(mediaKindOf('text/html')).toBe('page');
    expect(mediaKindOf('model/gltf-binary')).toBe('3d');
    expect(mediaKindOf('application/zip')).toBe('unknown');
    expect(mediaKindOf(undefined, 'SOUND')).toBe('sound');
    expect(mediaKindOf(undefined, '3D')).toBe('3d');
    expect(mediaKindOf(undefined)).toBe('unknown');
  });

  it('guesses a MIME type from a file extension', () => {
    expect(mimeTypeFromUrl('http://x/a/B.JPG')).toBe('image/jpeg');
    expect(mimeTypeFromUrl('http://x/a.mp3?download=1')).toBe('audio/mpeg');
    expect(mimeTypeFromUrl('http://x/objekt.aspx?ID=1')).toBeUndefined();
    expect(mimeTypeFromUrl('http://x/folder/')).toBeUndefined();
  });
});
