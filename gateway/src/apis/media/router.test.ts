import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { md5Hex } from '../../edm/hash';
import { LOCAL_MEDIA_BASE } from '../../edm/local-media';
import { testRecord } from '../testing/test-records';
import { listen, type TestServer } from '../testing/test-server';
import { createTestStore, type TestStore } from '../testing/test-store';
import { createMediaRouter } from './router';
import { downloadName } from './download-name';

describe('Media proxy', () => {
  let ts: TestStore;
  let offline: TestServer;
  let online: TestServer;
  let remote: http.Server;
  let remoteUrl: string;
  // A second media server on loopback, where the first one redirects to.
  let mirror: http.Server;
  let mirrorUrl: string;
  // Settles when the gateway closes its connection to /stalling.mp4.
  let stallingClosed: Promise<void>;
  const audio = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

  beforeAll(async () => {
    ts = createTestStore();
    fs.writeFileSync(path.join(ts.mediaDir, 'song.mp3'), audio);
    // A stand-in for a provider's media server (outside the project).
    let onStallingClosed: () => void = () => undefined;
    stallingClosed = new Promise((resolve) => (onStallingClosed = resolve));
    mirror = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end('mirrored');
    });
    await new Promise<void>((resolve) => mirror.listen(0, '127.0.0.1', resolve));
    mirrorUrl = `http://127.0.0.1:${(mirror.address() as AddressInfo).port}`;
    remote = http.createServer((req, res) => {
      if (req.url === '/moved.jpg') {
        res.writeHead(302, { location: `${mirrorUrl}/page.jpg` });
        res.end();
        return;
      }
      if (req.url === '/stalling.mp4') {
        // Sends a tenth of the file, then nothing: only a client that stops after the headers
        // is done quickly.
        res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '900' });
        res.write(Buffer.alloc(90));
        res.on('close', onStallingClosed);
        return;
      }
      if (req.url === '/big.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': '999999' });
        res.end();
        return;
      }
      const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
      // If-Range (RFC 9110 §13.1.5): a part only while the file is still the version named.
      const stale = req.headers['if-range'] !== undefined && req.headers['if-range'] !== '"v1"';
      if (range && !stale) {
        res.writeHead(206, {
          'content-type': 'image/jpeg',
          'content-range': `bytes ${range[1]}-${range[2]}/10`,
        });
        res.end(Buffer.from('0123456789').subarray(Number(range[1]), Number(range[2]) + 1));
        return;
      }
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end('0123456789');
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
    ts.store.items.upsert({
      source: 'seed',
      record: testRecord({
        id: '/400/song',
        type: 'SOUND',
        title: { en: ['Für Elise (Live)'] },
        media: [
          { url: 'local:song.mp3', mimeType: 'audio/mpeg' },
          { url: `${remoteUrl}/page.jpg`, mimeType: 'image/jpeg' },
          { url: `${remoteUrl}/big.jpg`, mimeType: 'image/jpeg' },
          { url: `${remoteUrl}/moved.jpg`, mimeType: 'image/jpeg' },
          { url: `${remoteUrl}/stalling.mp4`, mimeType: 'video/mp4' },
        ],
      }),
    });
    ts.store.items.upsert({
      source: 'seed',
      record: testRecord({ id: '/400/other', title: { en: ['Other'] } }),
    });
    fs.writeFileSync(path.join(ts.mediaDir, 'paper.pdf'), '%PDF-1.4 test');
    fs.writeFileSync(
      path.join(ts.mediaDir, 'drawing.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    ts.store.items.upsert({
      source: 'seed',
      record: testRecord({
        id: '/400/paper',
        type: 'TEXT',
        title: { en: ['Letters'] },
        media: [
          { url: 'local:paper.pdf', mimeType: 'application/pdf' },
          { url: 'local:drawing.svg', mimeType: 'image/svg+xml' },
        ],
      }),
    });
    const app = (fetchRemote: boolean) => {
      const a = express();
      a.use(createMediaRouter({ store: ts.store, fetchRemote, maxBytes: 1000 }));
      return a;
    };
    offline = await listen(app(false));
    online = await listen(app(true));
  });

  afterAll(async () => {
    await offline.close();
    await online.close();
    remote.closeAllConnections();
    await new Promise((resolve) => remote.close(resolve));
    await new Promise((resolve) => mirror.close(resolve));
    ts.cleanup();
  });

  const songPath = `/media/400/song/${md5Hex(LOCAL_MEDIA_BASE + 'song.mp3')}`;

  it('streams a local original as a named download', async () => {
    const res = await fetch(offline.url + songPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?fur-elise-live\.mp3"?$/,
    );
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer()).equals(audio)).toBe(true);
  });

  it('takes the recordApiUrl of Europeana portal links and reads the record from the store all the same', async () => {
    const plain = await fetch(offline.url + songPath);
    for (const recordApiUrl of [
      'https://api.europeana.eu/record',
      'http://127.0.0.1:1/record',
      '/api/record',
      'not a url',
    ]) {
      const query = new URLSearchParams({ recordApiUrl });
      const res = await fetch(`${offline.url}${songPath}?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(plain.headers.get('content-disposition'));
      expect(Buffer.from(await res.arrayBuffer()).equals(audio)).toBe(true);
    }
    const pdfPath = `/media/400/paper/${md5Hex(LOCAL_MEDIA_BASE + 'paper.pdf')}`;
    const inline = await fetch(
      `${offline.url}${pdfPath}?disposition=inline&recordApiUrl=https%3A%2F%2Fapi.europeana.eu%2Frecord`,
    );
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    // It names no other record: a web resource of another record is still a 404.
    const other = await fetch(
      `${offline.url}/media/400/other/${md5Hex(LOCAL_MEDIA_BASE + 'song.mp3')}?recordApiUrl=https%3A%2F%2Fapi.europeana.eu%2Frecord`,
    );
    expect(other.status).toBe(404);
  });

  it('opens a PDF in the browser when asked to (disposition=inline), with a CSP its viewer works under', async () => {
    const pdfPath = `/media/400/paper/${md5Hex(LOCAL_MEDIA_BASE + 'paper.pdf')}`;
    const inline = await fetch(`${offline.url}${pdfPath}?disposition=inline`);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(inline.headers.get('content-disposition')).toMatch(
      /^inline; filename="?letters\.pdf"?$/,
    );
    expect(inline.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    const download = await fetch(`${offline.url}${pdfPath}?disposition=attachment`);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?letters\.pdf"?$/,
    );
    expect(download.headers.get('content-security-policy')).toBeNull();
  });

  it('keeps types a browser would run as pages (SVG, HTML) downloads, even when inline is asked for', async () => {
    const svgPath = `/media/400/paper/${md5Hex(LOCAL_MEDIA_BASE + 'drawing.svg')}`;
    const res = await fetch(`${offline.url}${svgPath}?disposition=inline`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?letters-2\.svg"?$/,
    );
  });

  it('400s a disposition other than inline or attachment, and an error is never inline', async () => {
    const bad = await fetch(`${offline.url}${songPath}?disposition=evil`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/disposition/);
    const missing = await fetch(
      `${offline.url}/media/400/paper/${md5Hex(LOCAL_MEDIA_BASE + 'gone.pdf')}?disposition=inline`,
    );
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-disposition')).toBeNull();
  });

  it('answers range requests so players can seek', async () => {
    const res = await fetch(offline.url + songPath, { headers: { range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 100-199/5000');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(audio.subarray(100, 200))).toBe(true);
    const outside = await fetch(offline.url + songPath, { headers: { range: 'bytes=9000-9100' } });
    expect(outside.status).toBe(416);
  });

  it('404s media that is not a web resource of the record, 400s malformed paths', async () => {
    const other = await fetch(
      `${offline.url}/media/400/other/${md5Hex(LOCAL_MEDIA_BASE + 'song.mp3')}`,
    );
    expect(other.status).toBe(404);
    expect(other.headers.get('content-disposition')).toBeNull();
    expect((await fetch(`${offline.url}/media/400/nothing/${md5Hex('x')}`)).status).toBe(404);
    expect((await fetch(`${offline.url}/media/400/song/123`)).status).toBe(400);
    expect((await fetch(`${offline.url}/media/abc/song/${md5Hex('x')}`)).status).toBe(400);
  });

  it('fetches remote originals only when allowed, with range, redirect-free size cap', async () => {
    const page = `/media/400/song/${md5Hex(`${remoteUrl}/page.jpg`)}`;
    const refused = await fetch(offline.url + page);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('content-type')).toContain('application/json');
    const res = await fetch(online.url + page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?fur-elise-live-2\.jpg"?$/,
    );
    expect(await res.text()).toBe('0123456789');
    const part = await fetch(online.url + page, { headers: { range: 'bytes=2-4' } });
    expect([part.status, await part.text()]).toEqual([206, '234']);
    // If-Range goes upstream with the range: a changed file comes whole, not a part of it.
    const current = await fetch(online.url + page, {
      headers: { range: 'bytes=2-4', 'if-range': '"v1"' },
    });
    expect([current.status, await current.text()]).toEqual([206, '234']);
    const changed = await fetch(online.url + page, {
      headers: { range: 'bytes=2-4', 'if-range': '"v0"' },
    });
    expect([changed.status, await changed.text()]).toEqual([200, '0123456789']);
    const big = await fetch(`${online.url}/media/400/song/${md5Hex(`${remoteUrl}/big.jpg`)}`);
    expect(big.status).toBe(502);
    expect(big.headers.get('content-disposition')).toBeNull();
  });

  it("follows a redirect between servers that are both on loopback (the operator's own media)", async () => {
    const res = await fetch(`${online.url}/media/400/song/${md5Hex(`${remoteUrl}/moved.jpg`)}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('mirrored');
  });

  it('answers HEAD of remote media from the headers, without downloading the file', async () => {
    const res = await fetch(`${online.url}/media/400/song/${md5Hex(`${remoteUrl}/stalling.mp4`)}`, {
      method: 'HEAD',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('900');
    expect(res.headers.get('content-type')).toBe('video/mp4');
    // The upstream connection closes at once, not when the (never finished) body would end.
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      stallingClosed.then(() => 'closed'),
      new Promise((resolve) => (timer = setTimeout(() => resolve('still downloading'), 2000))),
    ]);
    clearTimeout(timer);
    expect(outcome).toBe('closed');
  });

  it('answers ?availability (the item page, before it offers deep zoom) without an error status', async () => {
    const ask = (server: TestServer, path: string) =>
      fetch(`${server.url}${path}?availability`, { method: 'HEAD' });
    const page = `/media/400/song/${md5Hex(`${remoteUrl}/page.jpg`)}`;
    // Offline, a remote original: 204 and the answer in a header, at once.
    const refused = await ask(offline, page);
    expect(refused.status).toBe(204);
    expect(refused.headers.get('x-media-available')).toBe('false');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-disposition')).toBeNull();
    // Without it, the same refusal is the 503 it was (downloads, the viewer).
    expect((await fetch(offline.url + page, { method: 'HEAD' })).status).toBe(503);
    // What can be delivered is answered as usual: a local file, a remote one fetched.
    for (const [server, path] of [
      [offline, songPath],
      [online, page],
    ] as const) {
      const answer = await ask(server, path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-media-available')).toBeNull();
    }
    // A remote fetch that fails (larger than allowed: 502 without the parameter).
    const big = await ask(online, `/media/400/song/${md5Hex(`${remoteUrl}/big.jpg`)}`);
    expect([big.status, big.headers.get('x-media-available')]).toEqual([204, 'false']);
    // Not a web resource of the record: still a 404.
    expect((await ask(offline, `/media/400/other/${md5Hex(`${remoteUrl}/page.jpg`)}`)).status).toBe(
      404,
    );
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers %s with 405 and Allow', async (method) => {
    const res = await fetch(offline.url + songPath, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(await res.json()).toMatchObject({ success: false, status: 405 });
  });

  it('names downloads from the title, else the record id', () => {
    expect(downloadName('La Ronde de nuit', '/1/a', 0, 'image/jpeg', 'https://x/y')).toBe(
      'la-ronde-de-nuit.jpg',
    );
    expect(downloadName(undefined, '/1/a', 2, undefined, 'https://x/y/scan.TIF')).toBe('1-a-3.tif');
  });
});
