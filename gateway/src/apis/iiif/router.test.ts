/* eslint-disable @typescript-eslint/no-explicit-any -- the tests walk arbitrary JSON-LD documents */
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { md5Hex } from '../../edm/hash';
import { LOCAL_MEDIA_BASE } from '../../edm/local-media';
import { writeTestImage } from '../testing/test-images';
import { testEntity, testRecord } from '../testing/test-records';
import { listen, type TestServer } from '../testing/test-server';
import { createTestStore, type TestStore } from '../testing/test-store';
import { createIiifRouter } from './router';

const LOCAL = LOCAL_MEDIA_BASE + 'map.jpg';
const LOCAL_MD5 = md5Hex(LOCAL);
const REMOTE = 'https://images.example.org/page2.jpg';
const rembrandt = testEntity('agent', 60305, { en: 'Rembrandt', nl: 'Rembrandt van Rijn' });

describe('IIIF APIs', () => {
  let ts: TestStore;
  let server: TestServer;

  beforeAll(async () => {
    ts = createTestStore();
    await writeTestImage(path.join(ts.mediaDir, 'map.jpg'), 1200, 800);
    await writeTestImage(path.join(ts.mediaDir, 'letter.pdf'), 10, 10);
    ts.store.items.upsert({
      source: 'seed',
      record: testRecord({
        id: '/200/atlas_1',
        type: 'TEXT',
        title: { en: ['Atlas of the world'], nl: ['Wereldatlas'] },
        description: { en: ['A bound atlas.'] },
        creators: [rembrandt],
        year: 1650,
        dataProvider: 'Test Library',
        media: [
          { url: 'local:map.jpg', mimeType: 'image/jpeg' },
          { url: REMOTE, mimeType: 'image/jpeg', width: 1500, height: 1000 },
          { url: 'https://docs.example.org/atlas.pdf', mimeType: 'application/pdf' },
        ],
      }),
    });
    ts.store.items.upsert({
      source: 'seed',
      record: testRecord({ id: '/200/no_media', title: { en: ['Nothing'] } }),
    });
    ts.store.items.upsert({
      source: 'seed',
      record: testRecord({
        id: '/200/recordings',
        type: 'SOUND',
        title: { en: ['Two recordings'] },
        media: [
          { url: 'https://sound.example.org/timed.ogg', mimeType: 'audio/ogg', durationMs: 61500 },
          { url: 'https://sound.example.org/untimed.ogg', mimeType: 'audio/ogg' },
          { url: 'https://images.example.org/unknown-size.jpg', mimeType: 'image/jpeg' },
        ],
      }),
    });
    ts.store.items.upsert({
      source: 'seed',
      record: testRecord({
        id: '/200/untimed_recording',
        type: 'SOUND',
        title: { en: ['A recording of unknown length'] },
        media: [{ url: 'https://sound.example.org/only-untimed.ogg', mimeType: 'audio/ogg' }],
      }),
    });
    const app = express();
    // As the gateway app: the host's proxy on this machine may name the public URL.
    app.set('trust proxy', 'loopback');
    app.use(createIiifRouter({ store: ts.store, publicUrl: 'http://gateway.test' }));
    server = await listen(app);
  });

  afterAll(async () => {
    await server.close();
    ts.cleanup();
  });

  const get = (p: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${p}`, { headers, redirect: 'manual' });

  describe('Presentation 3 manifest', () => {
    it('is structurally valid: ids, types, canvases with sizes, painting annotations', async () => {
      const res = await get('/presentation/200/atlas_1/manifest?format=3');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('presentation/3/context.json');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const m = (await res.json()) as Record<string, any>;
      expect(m['@context']).toBe('http://iiif.io/api/presentation/3/context.json');
      expect(m.id).toBe('http://gateway.test/presentation/200/atlas_1/manifest');
      expect(m.type).toBe('Manifest');
      expect(m.label).toEqual({ en: ['Atlas of the world'], nl: ['Wereldatlas'] });
      expect(m.summary).toEqual({ en: ['A bound atlas.'] });
      expect(m.rights).toBe('http://creativecommons.org/publicdomain/mark/1.0/');
      expect(m.requiredStatement.value.none[0]).toContain('Test Library');
      const creator = m.metadata.find((e: any) => e.label.en[0] === 'Creator');
      expect(creator.value).toEqual({ en: ['Rembrandt'], nl: ['Rembrandt van Rijn'] });
      expect(m.rendering[0]).toMatchObject({
        id: 'https://docs.example.org/atlas.pdf',
        type: 'Text',
        format: 'application/pdf',
      });
      expect(m.behavior).toEqual(['paged']);
      expect(m.items).toHaveLength(2);
      const ids = new Set<string>();
      for (const canvas of m.items) {
        expect(canvas.type).toBe('Canvas');
        expect(Number.isInteger(canvas.width) && Number.isInteger(canvas.height)).toBe(true);
        const page = canvas.items[0];
        expect(page.type).toBe('AnnotationPage');
        const annotation = page.items[0];
        expect(annotation).toMatchObject({
          type: 'Annotation',
          motivation: 'painting',
          target: canvas.id,
        });
        expect(annotation.body.type).toBe('Image');
        for (const id of [canvas.id, page.id, annotation.id]) {
          expect(id).toMatch(/^http:\/\/gateway\.test\//);
          expect(ids.has(id)).toBe(false);
          ids.add(id);
        }
      }
      const [local, remote] = m.items;
      expect([local.width, local.height]).toEqual([1200, 800]);
      expect(local.items[0].items[0].body.service[0]).toEqual({
        id: `http://gateway.test/iiif/image/${LOCAL_MD5}`,
        type: 'ImageService3',
        profile: 'level2',
      });
      expect(remote.items[0].items[0].body).toMatchObject({
        id: REMOTE,
        width: 1500,
        height: 1000,
      });
      expect(remote.items[0].items[0].body.service).toBeUndefined();
    });

    it('gives every canvas an extent and claims no size the record does not give', async () => {
      const m = (await (await get('/presentation/200/recordings/manifest?format=3')).json()) as any;
      expect(m.items).toHaveLength(3);
      // The timed recording is a canvas with its duration in seconds.
      expect(m.items[0]).toMatchObject({ duration: 61.5 });
      expect(m.items[0].items[0].items[0].body).toMatchObject({
        id: 'https://sound.example.org/timed.ogg',
        type: 'Sound',
        duration: 61.5,
      });
      // The recording without a duration: a canvas of nominal duration (a day), the recording
      // itself without one.
      expect(m.items[1]).toMatchObject({ duration: 86400 });
      expect(m.items[1].items[0].items[0].body).toEqual({
        id: 'https://sound.example.org/untimed.ogg',
        type: 'Sound',
        format: 'audio/ogg',
      });
      // The image of unknown size: a canvas of nominal size, the image itself without one.
      const image = m.items[2];
      expect([image.width, image.height]).toEqual([1000, 1000]);
      expect(image.items[0].items[0].body).not.toHaveProperty('width');
      expect(image.items[0].items[0].body).not.toHaveProperty('height');
      for (const canvas of m.items)
        expect(Boolean(canvas.duration) || (canvas.width > 0 && canvas.height > 0)).toBe(true);
      expect(m).not.toHaveProperty('rendering');
    });

    it('is served for a recording of unknown length, its only media (it was a 404)', async () => {
      for (const format of ['2', '3']) {
        const res = await get(`/presentation/200/untimed_recording/manifest?format=${format}`);
        expect([format, res.status]).toEqual([format, 200]);
      }
      const m = (await (
        await get('/presentation/200/untimed_recording/manifest?format=3')
      ).json()) as any;
      expect(m.items).toHaveLength(1);
      expect(m.items[0].duration).toBeGreaterThan(0);
      expect(m.items[0].items[0].items[0].body.type).toBe('Sound');
    });

    it('uses the browser-facing URL behind the host proxy', async () => {
      const res = await get('/presentation/200/atlas_1/manifest?format=3', {
        'x-forwarded-host': 'portal.example:8080',
        'x-forwarded-proto': 'https',
      });
      const m = (await res.json()) as { id: string };
      expect(m.id).toBe('https://portal.example:8080/api/presentation/200/atlas_1/manifest');
      const prefixed = await get('/presentation/200/atlas_1/manifest', {
        'x-forwarded-host': 'portal.example',
        'x-forwarded-prefix': '/gw',
      });
      // The default version, 2.1, names itself with `@id`.
      expect(((await prefixed.json()) as { '@id': string })['@id']).toBe(
        'http://portal.example/gw/presentation/200/atlas_1/manifest',
      );
    });

    it('answers 400 for a bad format or bad ids, 404 for unknown records or records without media', async () => {
      for (const p of [
        '/presentation/200/atlas_1/manifest?format=4',
        '/presentation/200/atlas_1/manifest?format=v3',
        '/presentation/200/atlas_1/manifest?format=',
        '/presentation/200/atlas_1/manifest?format=2&format=3',
        '/presentation/200/atlas_1/manifest?format=3.0',
      ]) {
        const res = await get(p);
        expect([p, res.status]).toEqual([p, 400]);
        expect(await res.json()).toMatchObject({
          success: false,
          status: 400,
          message: expect.stringContaining('format=2 (the default) or format=3'),
        });
      }
      expect((await get('/presentation/abc/atlas_1/manifest')).status).toBe(400);
      for (const format of ['', '?format=2', '?format=3']) {
        const unknown = await get(`/presentation/200/unknown/manifest${format}`);
        expect(unknown.status).toBe(404);
        expect(await unknown.json()).toMatchObject({ success: false, status: 404 });
        const none = await get(`/presentation/200/no_media/manifest${format}`);
        expect(none.status).toBe(404);
        expect(await none.json()).toMatchObject({ success: false, status: 404 });
      }
    });
  });

  describe('version negotiation', () => {
    const V2 = 'application/ld+json;profile="http://iiif.io/api/presentation/2/context.json"';
    const V3 = 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"';
    const versionOf = async (p: string, headers: Record<string, string> = {}) => {
      const res = await get(p, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toContain('Accept');
      const body = (await res.json()) as Record<string, unknown>;
      const type = res.headers.get('content-type');
      if (body['@context'] === 'http://iiif.io/api/presentation/2/context.json') {
        expect(type).toBe(V2);
        expect(body['@type']).toBe('sc:Manifest');
        return 2;
      }
      expect(type).toBe(V3);
      expect(body.type).toBe('Manifest');
      return 3;
    };

    it('serves 2.1 by default and for format=2, 3 for format=3', async () => {
      expect(await versionOf('/presentation/200/atlas_1/manifest')).toBe(2);
      expect(await versionOf('/presentation/200/atlas_1/manifest?format=2')).toBe(2);
      expect(await versionOf('/presentation/200/atlas_1/manifest?format=3')).toBe(3);
    });

    it('follows an Accept asking for the Presentation 3 profile when format is left out', async () => {
      const p = '/presentation/200/atlas_1/manifest';
      expect(await versionOf(p, { accept: V3 })).toBe(3);
      // What the portal's client sends (shared-kernel IIIF_PRESENTATION_3_ACCEPT).
      const portal = `${V3}, application/ld+json;q=0.9, application/json;q=0.8`;
      expect(await versionOf(p, { accept: portal })).toBe(3);
      expect(await versionOf(p, { accept: V3.replace('http:', 'https:') })).toBe(3);
      expect(await versionOf(p, { accept: V2 })).toBe(2);
      expect(await versionOf(p, { accept: 'application/json' })).toBe(2);
      expect(await versionOf(p, { accept: `${V2}, ${V3};q=0.5` })).toBe(2);
      expect(await versionOf(p, { accept: `${V3};q=0` })).toBe(2);
      // format wins over Accept.
      expect(await versionOf(`${p}?format=2`, { accept: V3 })).toBe(2);
      expect(await versionOf(`${p}?format=3`, { accept: V2 })).toBe(3);
    });

    it('names both versions by one id, which serves v3 to a client asking for it (as Europeana)', async () => {
      const v3 = (await (await get('/presentation/200/atlas_1/manifest?format=3')).json()) as any;
      const v2 = (await (await get('/presentation/200/atlas_1/manifest?format=2')).json()) as any;
      // One manifest, two serialisations: the same id, without `format` (Presentation 3 §6.1:
      // no query parameters), as Europeana's v3 documents name themselves.
      expect(v3.id).toBe('http://gateway.test/presentation/200/atlas_1/manifest');
      expect(v2['@id']).toBe(v3.id);
      // Dereferenced with the Presentation 3 profile in Accept (§6.3 content negotiation), the id
      // gives the v3 document; without one, 2.1, Europeana's default (decision 0020).
      const p = new URL(v3.id).pathname;
      expect(await versionOf(p, { accept: V3 })).toBe(3);
      expect(await versionOf(p)).toBe(2);
    });

    it('gives each version its own ETag', async () => {
      const v2 = await get('/presentation/200/atlas_1/manifest?format=2');
      const v3 = await get('/presentation/200/atlas_1/manifest?format=3');
      expect(v2.headers.get('etag')).toBeTruthy();
      expect(v2.headers.get('etag')).not.toBe(v3.headers.get('etag'));
      const again = await get('/presentation/200/atlas_1/manifest', {
        'if-none-match': v2.headers.get('etag')!,
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(v2.headers.get('etag'));
      // The v2 tag does not validate the v3 document.
      const v3Again = await get('/presentation/200/atlas_1/manifest?format=3', {
        'if-none-match': v2.headers.get('etag')!,
      });
      expect(v3Again.status).toBe(200);
    });
  });

  describe('Presentation 2.1 manifest', () => {
    it('has the shape of Europeana v2 manifests, with the same canvases and ids as v3', async () => {
      const res = await get('/presentation/200/atlas_1/manifest');
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const m = (await res.json()) as Record<string, any>;
      const prefix = 'http://gateway.test/presentation/200/atlas_1';
      expect(m).toMatchObject({
        '@context': 'http://iiif.io/api/presentation/2/context.json',
        '@id': `${prefix}/manifest`,
        '@type': 'sc:Manifest',
        license: 'http://creativecommons.org/publicdomain/mark/1.0/',
        thumbnail: {
          '@id': expect.stringMatching(/\/thumbnail\/v3\/400\//),
          '@type': 'dctypes:Image',
        },
        related: { '@id': 'https://museum.example/objects/atlas_1', format: 'text/html' },
        viewingHint: 'paged',
      });
      expect(m.label).toEqual([
        { '@language': 'en', '@value': 'Atlas of the world' },
        { '@language': 'nl', '@value': 'Wereldatlas' },
      ]);
      expect(m.description).toEqual([{ '@language': 'en', '@value': 'A bound atlas.' }]);
      expect(m.attribution).toContain('Test Library');
      const creator = m.metadata.find((e: any) => e.label === 'Creator');
      expect(creator.value).toEqual([
        { '@language': 'en', '@value': 'Rembrandt' },
        { '@language': 'nl', '@value': 'Rembrandt van Rijn' },
      ]);
      expect(m.seeAlso).toEqual(
        ['.json-ld', '.json', '.rdf'].map((suffix) => ({
          '@id': `http://gateway.test/record/v2/200/atlas_1${suffix}`,
          format: expect.any(String),
          profile: 'http://www.europeana.eu/schemas/edm/',
        })),
      );
      expect(m.rendering).toEqual([
        {
          '@id': 'https://docs.example.org/atlas.pdf',
          label: 'Download (application/pdf)',
          format: 'application/pdf',
        },
      ]);
      expect(m).not.toHaveProperty('items');
      expect(m.sequences).toHaveLength(1);
      const [sequence] = m.sequences;
      expect(sequence).toMatchObject({
        '@id': `${prefix}/sequence/s1`,
        '@type': 'sc:Sequence',
        label: 'Current Page Order',
        startCanvas: `${prefix}/canvas/p1`,
      });
      const v3 = (await (await get('/presentation/200/atlas_1/manifest?format=3')).json()) as any;
      expect(sequence.canvases.map((c: any) => c['@id'])).toEqual(v3.items.map((c: any) => c.id));
      for (const canvas of sequence.canvases) {
        expect(canvas['@type']).toBe('sc:Canvas');
        expect(Number.isInteger(canvas.width) && Number.isInteger(canvas.height)).toBe(true);
        expect(canvas.images).toHaveLength(1);
        expect(canvas.images[0]).toMatchObject({
          '@type': 'oa:Annotation',
          motivation: 'sc:painting',
          on: canvas['@id'],
        });
        expect(canvas.images[0].resource['@type']).toBe('dctypes:Image');
      }
      const [local, remote] = sequence.canvases;
      expect(local).toMatchObject({ label: 'p. 1', width: 1200, height: 800 });
      // The local image: its Image API rendering, with the Image API 3 service serving it.
      expect(local.images[0].resource).toEqual({
        '@id': `http://gateway.test/iiif/image/${LOCAL_MD5}/full/max/0/default.jpg`,
        '@type': 'dctypes:Image',
        format: 'image/jpeg',
        service: {
          '@context': 'http://iiif.io/api/image/3/context.json',
          '@id': `http://gateway.test/iiif/image/${LOCAL_MD5}`,
          '@type': 'ImageService3',
          profile: 'level2',
        },
        height: 800,
        width: 1200,
      });
      // The service is the one that answers.
      const info = await get(`/iiif/image/${LOCAL_MD5}/info.json`);
      expect(info.status).toBe(200);
      expect(((await info.json()) as { id: string }).id).toBe(
        local.images[0].resource.service['@id'],
      );
      expect(remote.images[0].resource).toEqual({
        '@id': REMOTE,
        '@type': 'dctypes:Image',
        format: 'image/jpeg',
        height: 1000,
        width: 1500,
      });
    });

    it('types sound and video, and gives every canvas a size', async () => {
      const m = (await (await get('/presentation/200/recordings/manifest')).json()) as any;
      const canvases = m.sequences[0].canvases;
      expect(canvases.map((c: any) => c.images[0].resource['@type'])).toEqual([
        'dctypes:Sound',
        'dctypes:Sound',
        'dctypes:Image',
      ]);
      for (const canvas of canvases) expect(canvas.width > 0 && canvas.height > 0).toBe(true);
      // The image of unknown size: a canvas of nominal size, the image itself without one.
      expect(canvases[2].images[0].resource).not.toHaveProperty('width');
      // 2.1 has no duration: the recordings with and without one are painted alike.
      expect(canvases[1].images[0].resource['@id']).toBe('https://sound.example.org/untimed.ogg');
      expect(JSON.stringify(m)).not.toContain('duration');
      expect(m).not.toHaveProperty('rendering');
    });
  });

  describe('Image API 3', () => {
    it('describes the image in info.json', async () => {
      const res = await get(`/iiif/image/${LOCAL_MD5}/info.json`);
      expect(res.status).toBe(200);
      const info = (await res.json()) as Record<string, any>;
      expect(info).toMatchObject({
        '@context': 'http://iiif.io/api/image/3/context.json',
        id: `http://gateway.test/iiif/image/${LOCAL_MD5}`,
        type: 'ImageService3',
        protocol: 'http://iiif.io/api/image',
        profile: 'level2',
        width: 1200,
        height: 800,
      });
      expect(info.tiles).toEqual([{ width: 512, height: 512, scaleFactors: [1, 2, 4] }]);
      expect(info.sizes.at(-1)).toEqual({ width: 1200, height: 800 });
      // Every image answer carries its canonical Link (§4.7), so the feature is declared (§5.7).
      expect(info.extraFeatures).toContain('canonicalLinkHeader');
      // Revalidated with its tag.
      const again = await get(`/iiif/image/${LOCAL_MD5}/info.json`, {
        'if-none-match': res.headers.get('etag')!,
      });
      expect(again.status).toBe(304);
      const redirect = await get(`/iiif/image/${LOCAL_MD5}`);
      expect(redirect.status).toBe(303);
      expect(redirect.headers.get('location')).toBe(
        `http://gateway.test/iiif/image/${LOCAL_MD5}/info.json`,
      );
    });

    it('answers info.json as JSON-LD unless the Accept header prefers plain JSON (§5.1)', async () => {
      const typeFor = async (accept?: string): Promise<string> => {
        // fetch always sends an Accept header: a request without one needs node:http.
        const { request } = await import('node:http');
        return new Promise((resolve, reject) => {
          const req = request(`${server.url}/iiif/image/${LOCAL_MD5}/info.json`, (res) => {
            res.resume();
            resolve(String(res.headers['content-type']));
          });
          if (accept !== undefined) req.setHeader('accept', accept);
          req.on('error', reject).end();
        });
      };
      const jsonLd =
        /^application\/ld\+json; ?profile="http:\/\/iiif\.io\/api\/image\/3\/context\.json"/;
      expect(await typeFor()).toMatch(jsonLd);
      expect(await typeFor('application/ld+json')).toMatch(jsonLd);
      expect(await typeFor('application/json')).toMatch(/^application\/json/);
      expect(await typeFor('*/*')).toMatch(/^application\/json/);
    });

    it('renders tiles of the requested size, rotation, quality and format', async () => {
      const image = async (p: string) => {
        const res = await get(`/iiif/image/${LOCAL_MD5}/${p}`);
        expect(res.status).toBe(200);
        return sharp(Buffer.from(await res.arrayBuffer())).metadata();
      };
      // An OpenSeadragon tile request: second column, first row at full resolution.
      let meta = await image('512,0,512,512/512,/0/default.jpg');
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 512]);
      meta = await image('1024,512,512,512/176,/0/default.jpg');
      expect([meta.width, meta.height]).toEqual([176, 288]);
      meta = await image('full/300,/90/gray.png');
      expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', 200, 300, 1]);
      meta = await image('square/!100,100/!180/color.webp');
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 100, 100]);
    });

    it('mirrors before rotating', async () => {
      const pixel = async (p: string) => {
        const res = await get(`/iiif/image/${LOCAL_MD5}/${p}`);
        const raw = await sharp(Buffer.from(await res.arrayBuffer()))
          .raw()
          .toBuffer({ resolveWithObject: true });
        return { red: raw.data[0]!, blue: raw.data[2]! };
      };
      // The test image runs from red (left) to blue (right).
      const plain = await pixel('full/120,/0/default.png');
      expect(plain.red).toBeGreaterThan(plain.blue);
      const mirrored = await pixel('full/120,/!0/default.png');
      expect(mirrored.blue).toBeGreaterThan(mirrored.red);
    });

    it('answers 400 for malformed requests and features not offered, 404 for unknown images', async () => {
      expect((await get(`/iiif/image/${LOCAL_MD5}/full/max/45/default.jpg`)).status).toBe(400);
      expect((await get(`/iiif/image/${LOCAL_MD5}/full/max/0/default.gif`)).status).toBe(400);
      expect((await get(`/iiif/image/${LOCAL_MD5}/full/max/400/default.jpg`)).status).toBe(400);
      expect((await get(`/iiif/image/${LOCAL_MD5}/full/2400,/0/default.jpg`)).status).toBe(400);
      // A best-fit box of width or height 0 holds no image: 400, as `0,` is, not a 1×1 JPEG.
      for (const size of ['!0,0', '!0,100', '!100,0']) {
        const empty = await get(`/iiif/image/${LOCAL_MD5}/full/${size}/0/default.jpg`);
        expect([size, empty.status]).toEqual([size, 400]);
        expect(empty.headers.get('content-type')).toMatch(/application\/json/);
        const body = (await empty.json()) as { success: boolean; status: number; message: string };
        expect(body).toMatchObject({ success: false, status: 400 });
        expect(body.message).toMatch(/empty image/);
      }
      expect((await get('/iiif/image/xyz/info.json')).status).toBe(400);
      expect((await get(`/iiif/image/${md5Hex(REMOTE)}/info.json`)).status).toBe(404);
      expect((await get(`/iiif/image/${md5Hex('nothing')}/full/max/0/default.jpg`)).status).toBe(
        404,
      );
    });

    it('renders large images one at a time, answers 503 past a few waiting, and tiles meanwhile', async () => {
      // Six different pixels, each blown up to the largest size (4096 px square, within maxArea).
      const large = [1, 2, 3, 4, 5, 6].map((n) =>
        get(`/iiif/image/${LOCAL_MD5}/${n},0,1,1/^max/0/default.jpg`),
      );
      const tile = await get(`/iiif/image/${LOCAL_MD5}/0,0,256,256/256,/0/default.jpg`);
      expect(tile.status).toBe(200);
      const answers = await Promise.all(large);
      const statuses = answers.map((res) => res.status).sort();
      // One renders and three wait; the other two are told to come back.
      expect(statuses).toEqual([200, 200, 200, 200, 503, 503]);
      const busy = answers.find((res) => res.status === 503)!;
      expect(busy.headers.get('retry-after')).toBe('5');
      expect(await busy.json()).toMatchObject({ success: false, status: 503 });
    }, 30_000);

    it('varies info.json and tiles by the forwarded headers their URLs follow', async () => {
      const info = await get(`/iiif/image/${LOCAL_MD5}/info.json`);
      expect(info.headers.get('vary')).toContain('X-Forwarded-Host');
      expect(info.headers.get('vary')).toContain('Accept');
      const tile = await get(`/iiif/image/${LOCAL_MD5}/full/120,/0/default.jpg`);
      expect(tile.headers.get('vary')).toContain('X-Forwarded-Prefix');
    });
  });

  it('answers writes with 405 and Allow on every IIIF path', async () => {
    for (const p of [
      '/presentation/200/atlas_1/manifest',
      `/iiif/image/${LOCAL_MD5}`,
      `/iiif/image/${LOCAL_MD5}/info.json`,
      `/iiif/image/${LOCAL_MD5}/full/max/0/default.jpg`,
    ]) {
      const res = await fetch(`${server.url}${p}`, { method: 'POST' });
      expect([p, res.status, res.headers.get('allow')]).toEqual([p, 405, 'GET']);
    }
  });
});
