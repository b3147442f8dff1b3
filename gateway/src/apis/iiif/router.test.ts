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
      const m = (await (await get('/presentation/200/recordings/manifest')).json()) as any;
      // The timed recording is a canvas with its duration in seconds.
      expect(m.items).toHaveLength(2);
      expect(m.items[0]).toMatchObject({ duration: 61.5 });
      expect(m.items[0].items[0].items[0].body).toMatchObject({
        id: 'https://sound.example.org/timed.ogg',
        type: 'Sound',
        duration: 61.5,
      });
      // The image of unknown size: a canvas of nominal size, the image itself without one.
      const image = m.items[1];
      expect([image.width, image.height]).toEqual([1000, 1000]);
      expect(image.items[0].items[0].body).not.toHaveProperty('width');
      expect(image.items[0].items[0].body).not.toHaveProperty('height');
      for (const canvas of m.items)
        expect(Boolean(canvas.duration) || (canvas.width > 0 && canvas.height > 0)).toBe(true);
      // The recording without a duration has no extent: it is a download, not a canvas.
      expect(m.rendering).toEqual([
        expect.objectContaining({
          id: 'https://sound.example.org/untimed.ogg',
          type: 'Sound',
          format: 'audio/ogg',
        }),
      ]);
    });

    it('uses the browser-facing URL behind the host proxy', async () => {
      const res = await get('/presentation/200/atlas_1/manifest', {
        'x-forwarded-host': 'portal.example:8080',
        'x-forwarded-proto': 'https',
      });
      const m = (await res.json()) as { id: string };
      expect(m.id).toBe('https://portal.example:8080/api/presentation/200/atlas_1/manifest');
      const prefixed = await get('/presentation/200/atlas_1/manifest', {
        'x-forwarded-host': 'portal.example',
        'x-forwarded-prefix': '/gw',
      });
      expect(((await prefixed.json()) as { id: string }).id).toBe(
        'http://portal.example/gw/presentation/200/atlas_1/manifest',
      );
    });

    it('answers 400 for format=2 or bad ids, 404 for unknown records or records without media', async () => {
      expect((await get('/presentation/200/atlas_1/manifest?format=2')).status).toBe(400);
      expect((await get('/presentation/abc/atlas_1/manifest')).status).toBe(400);
      expect((await get('/presentation/200/unknown/manifest')).status).toBe(404);
      const none = await get('/presentation/200/no_media/manifest');
      expect(none.status).toBe(404);
      expect(await none.json()).toMatchObject({ success: false, status: 404 });
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
      const redirect = await get(`/iiif/image/${LOCAL_MD5}`);
      expect(redirect.status).toBe(303);
      expect(redirect.headers.get('location')).toBe(
        `http://gateway.test/iiif/image/${LOCAL_MD5}/info.json`,
      );
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

    it('answers 400 for malformed requests, 501 for features not offered, 404 for unknown images', async () => {
      expect((await get(`/iiif/image/${LOCAL_MD5}/full/max/45/default.jpg`)).status).toBe(501);
      expect((await get(`/iiif/image/${LOCAL_MD5}/full/max/0/default.gif`)).status).toBe(501);
      expect((await get(`/iiif/image/${LOCAL_MD5}/full/max/400/default.jpg`)).status).toBe(400);
      expect((await get(`/iiif/image/${LOCAL_MD5}/full/2400,/0/default.jpg`)).status).toBe(400);
      expect((await get('/iiif/image/xyz/info.json')).status).toBe(400);
      expect((await get(`/iiif/image/${md5Hex(REMOTE)}/info.json`)).status).toBe(404);
      expect((await get(`/iiif/image/${md5Hex('nothing')}/full/max/0/default.jpg`)).status).toBe(
        404,
      );
    });

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
