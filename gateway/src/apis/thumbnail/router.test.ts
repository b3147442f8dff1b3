import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { md5Hex } from '../../edm/hash';
import { LOCAL_MEDIA_BASE } from '../../edm/local-media';
import { writeTestImage } from '../testing/test-images';
import { testRecord } from '../testing/test-records';
import { conditionalGet, listen, type TestServer } from '../testing/test-server';
import { createTestStore, type TestStore } from '../testing/test-store';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeUpstream } from '../../test-support/fake-upstream';
import { readUpstreamConfig } from '../../upstream/upstream-config';
import { createThumbnailRouter } from './router';

const REMOTE = 'https://images.example.org/night-watch.jpg';
const REMOTE_TALL = 'https://images.example.org/scroll.jpg';
const localUrl = LOCAL_MEDIA_BASE + 'painting.jpg';

describe('Thumbnail API', () => {
  let ts: TestStore;
  let server: TestServer;

  beforeAll(async () => {
    ts = createTestStore();
    await writeTestImage(path.join(ts.mediaDir, 'painting.jpg'), 800, 600);
    ts.store.items.upsert({
      source: 'seed',
      record: testRecord({
        id: '/100/local_painting',
        title: { en: ['Local painting'] },
        media: [{ url: 'local:painting.jpg', mimeType: 'image/jpeg', width: 800, height: 600 }],
      }),
    });
    ts.store.items.upsert({
      source: 'seed',
      record: testRecord({
        id: '/100/remote_painting',
        title: { en: ['«The Night Watch»'] },
        media: [
          { url: REMOTE, mimeType: 'image/jpeg', width: 2000, height: 1000 },
          { url: REMOTE_TALL, mimeType: 'image/jpeg' },
        ],
      }),
    });
    ts.store.items.upsert({
      source: 'seed',
      record: testRecord({ id: '/100/no_media', type: 'SOUND', title: { en: ['Song'] } }),
    });
    const app = express();
    app.use(createThumbnailRouter({ store: ts.store, upstream: {} }));
    server = await listen(app);
  });

  afterAll(async () => {
    await server.close();
    ts.cleanup();
  });

  const get = (p: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${p}`, { headers });
  const meta = async (res: Response) => sharp(Buffer.from(await res.arrayBuffer())).metadata();

  it('resizes a local image to WebP when accepted, else progressive JPEG', async () => {
    const webp = await get(`/thumbnail/v3/200/${md5Hex(localUrl)}`, {
      accept: 'image/avif,image/webp,*/*',
    });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toContain('Accept');
    expect(webp.headers.get('cache-control')).toMatch(/max-age=\d{7,}/);
    const webpMeta = await meta(webp);
    expect([webpMeta.format, webpMeta.width, webpMeta.height]).toEqual(['webp', 200, 150]);

    const jpeg = await get(`/thumbnail/v3/400/${md5Hex(localUrl).toUpperCase()}`);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const jpegMeta = await meta(jpeg);
    expect([jpegMeta.format, jpegMeta.width, jpegMeta.height, jpegMeta.isProgressive]).toEqual([
      'jpeg',
      400,
      300,
      true,
    ]);

    const png = await get(`/thumbnail/v3/200/${md5Hex(localUrl)}.png`, { accept: 'image/webp' });
    expect((await meta(png)).format).toBe('png');
  });

  it('answers 304 for a matching ETag and keeps rendered files on disk', async () => {
    const first = await get(`/thumbnail/v3/200/${md5Hex(localUrl)}`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await conditionalGet(`${server.url}/thumbnail/v3/200/${md5Hex(localUrl)}`, {
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    const cached = fs.readdirSync(path.join(ts.dataDir, 'cache', 'thumbnails'), {
      recursive: true,
    });
    expect(cached.some((f) => String(f).endsWith('.jpg'))).toBe(true);
  });

  it('draws a deterministic placeholder for known remote media, in the media aspect ratio', async () => {
    const id = md5Hex(REMOTE);
    const a = Buffer.from(await (await get(`/thumbnail/v3/400/${id}`)).arrayBuffer());
    const b = Buffer.from(await (await get(`/thumbnail/v3/400/${id}`)).arrayBuffer());
    expect(a.equals(b)).toBe(true);
    const info = await sharp(a).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 400, 200]);
    const other = Buffer.from(
      await (await get(`/thumbnail/v3/400/${md5Hex(REMOTE_TALL)}`)).arrayBuffer(),
    );
    const corner = async (buf: Buffer) =>
      (await sharp(buf).extract({ left: 2, top: 2, width: 1, height: 1 }).raw().toBuffer()).toJSON()
        .data;
    expect(await corner(a)).not.toEqual(await corner(other));
    const otherMeta = await sharp(other).metadata();
    expect([otherMeta.width, otherMeta.height]).toEqual([400, 300]);
  });

  it('serves the preview of an item for md5 of its item URI, a placeholder when it has no media', async () => {
    const res = await get(
      `/thumbnail/v3/200/${md5Hex('http://data.europeana.eu/item/100/local_painting')}`,
    );
    expect((await meta(res)).height).toBe(150);
    const none = await get(
      `/thumbnail/v3/200/${md5Hex('http://data.europeana.eu/item/100/no_media')}`,
    );
    expect(none.status).toBe(200);
    expect((await meta(none)).width).toBe(200);
  });

  it('rejects malformed requests and answers 404 for unknown ids', async () => {
    expect((await get(`/thumbnail/v3/300/${md5Hex(localUrl)}`)).status).toBe(400);
    expect((await get('/thumbnail/v3/200/not-hex')).status).toBe(400);
    expect((await get('/thumbnail/v3/200/abc')).status).toBe(400);
    expect((await get(`/thumbnail/v3/200/${md5Hex(localUrl)}.gif`)).status).toBe(400);
    const unknown = await get(`/thumbnail/v3/200/${md5Hex('https://nowhere.example/x.jpg')}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, status: 404 });
  });

  it('serves the legacy v2 URL form, with a type placeholder for unknown media', async () => {
    const local = await get(
      `/thumbnail/v2/url.json?uri=${encodeURIComponent(localUrl)}&size=w200&type=IMAGE`,
    );
    expect((await meta(local)).width).toBe(200);
    const viaLocalRef = await get(
      '/api/v2/thumbnail-by-url.json?uri=local:painting.jpg&size=w400&type=IMAGE',
    );
    expect((await meta(viaLocalRef)).width).toBe(400);
    const unknown = await get(
      '/thumbnail/v2/url.json?uri=https%3A%2F%2Fx.example%2Fa.mp3&size=w200&type=SOUND',
    );
    expect(unknown.status).toBe(200);
    expect((await meta(unknown)).width).toBe(200);
    expect((await get('/thumbnail/v2/url.json?uri=x&type=PAINTING')).status).toBe(400);
    expect((await get('/thumbnail/v2/url.json?size=w200')).status).toBe(400);
  });

  it('asks the upstream first in upstream mode and falls back to the store', async () => {
    const upstreamImage = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#00ff00' },
    })
      .jpeg()
      .toBuffer();
    const seen: string[] = [];
    const upstream = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      if (req.url === `/thumbnail/v3/200/${md5Hex(REMOTE)}`) {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(upstreamImage);
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const app = express();
    const config = readUpstreamConfig({
      EUROPEANA_THUMBNAIL_API_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/thumbnail/v3`,
    });
    app.use(createThumbnailRouter({ store: ts.store, upstream: config }));
    const proxied = await listen(app);
    try {
      const fromUpstream = await fetch(`${proxied.url}/thumbnail/v3/200/${md5Hex(REMOTE)}`);
      expect(Buffer.from(await fromUpstream.arrayBuffer()).equals(upstreamImage)).toBe(true);
      const fallback = await fetch(`${proxied.url}/thumbnail/v3/200/${md5Hex(localUrl)}`);
      expect(fallback.status).toBe(200);
      expect((await meta(fallback)).height).toBe(150);
      expect(seen).toEqual([
        `/thumbnail/v3/200/${md5Hex(REMOTE)}`,
        `/thumbnail/v3/200/${md5Hex(localUrl)}`,
      ]);
    } finally {
      await proxied.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });

  it('forwards the path as asked and falls back from a non-image or a hanging upstream in 3 s', async () => {
    const local = md5Hex(localUrl);
    let answer: 'html' | 'svg' | 'hang' | 'image' = 'image';
    const types = { html: 'text/html', svg: 'image/svg+xml', image: 'image/webp' };
    const upstream = await fakeUpstream((_req, res) => {
      if (answer === 'hang') return;
      res.writeHead(200, { 'content-type': types[answer] });
      res.end(answer === 'image' ? 'webp bytes' : '<html>login</html>');
    });
    // No EUROPEANA_THUMBNAIL_API_TIMEOUT: the thumbnails' own default.
    const config = readUpstreamConfig({
      EUROPEANA_THUMBNAIL_API_URL: `${upstream.url}/thumbnail/v3`,
    });
    expect(config.THUMBNAIL?.timeoutMs).toBe(3000);
    const app = express();
    app.use(createThumbnailRouter({ store: ts.store, upstream: config }));
    const proxied = await listen(app);
    try {
      const image = await fetch(`${proxied.url}/thumbnail/v3/400/${local}.webp?foo=bar`);
      expect(await image.text()).toBe('webp bytes');
      expect(upstream.seen[0]!.url).toBe(`/thumbnail/v3/400/${local}.webp?foo=bar`);

      answer = 'html';
      const html = await fetch(`${proxied.url}/thumbnail/v3/200/${local}`);
      expect(html.status).toBe(200);
      expect(html.headers.get('content-type')).toMatch(/^image\//);
      expect((await meta(html)).height).toBe(150);

      // An SVG is no thumbnail: served from this origin, its scripts would run here.
      answer = 'svg';
      const svg = await fetch(`${proxied.url}/thumbnail/v3/200/${local}`);
      expect(svg.headers.get('content-type')).not.toMatch(/svg/);
      expect((await meta(svg)).height).toBe(150);

      answer = 'hang';
      const started = Date.now();
      const hanging = await fetch(`${proxied.url}/thumbnail/v3/200/${local}`);
      expect((await meta(hanging)).height).toBe(150);
      expect(Date.now() - started).toBeLessThan(6000);
    } finally {
      await proxied.close();
      await upstream.close();
    }
  }, 15_000);

  it('keeps a configured thumbnail timeout', () => {
    const config = readUpstreamConfig({
      EUROPEANA_THUMBNAIL_API_URL: 'http://127.0.0.1:9/thumbnail/v3',
      EUROPEANA_THUMBNAIL_API_TIMEOUT: '1500',
      EUROPEANA_ENTITY_API_URL: 'http://127.0.0.1:9/entity',
    });
    expect(config.THUMBNAIL?.timeoutMs).toBe(1500);
    expect(config.ENTITY?.timeoutMs).toBe(10_000);
  });
});
