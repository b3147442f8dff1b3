import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { listen, type TestServer } from '../testing/test-server';
import { isPublicAddress } from './public-address';
import { RemoteMediaError, streamRemoteMedia } from './remote-media';

/**
 * Redirects out of a public media server. A test cannot run a server on a public address, so the
 * classifier passed in calls 127.0.0.1 public; the "internal" service listens on 127.0.0.2,
 * another loopback address (Linux routes all of 127.0.0.0/8 to loopback).
 */
describe('streamRemoteMedia redirects', () => {
  const pretendPublic = (address: string) =>
    address === '127.0.0.1' || address === '::ffff:127.0.0.1' || isPublicAddress(address);
  let internal: http.Server;
  let internalUrl: string;
  let internalRequests = 0;
  let media: http.Server;
  let mediaUrl: string;
  let gateway: TestServer;

  const serve = async (server: http.Server, host: string): Promise<string> => {
    await new Promise<void>((resolve) => server.listen(0, host, resolve));
    return `http://${host}:${(server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    internal = http.createServer((_req, res) => {
      internalRequests++;
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('internal-secret');
    });
    internalUrl = await serve(internal, '127.0.0.2');
    const redirects: Record<string, string> = {
      '/to-internal': `${internalUrl}/internal-secret`,
      '/to-internal-mapped': internalUrl.replace('127.0.0.2', '[::ffff:127.0.0.2]') + '/x',
      '/to-internal-decimal': internalUrl.replace('127.0.0.2', '2130706434') + '/x',
      '/to-internal-late': '/to-internal',
      '/to-public': '/image.jpg',
      '/to-file': 'file:///etc/passwd',
      '/invalid': 'http://[bad',
      '/loop': '/loop',
    };
    media = http.createServer((req, res) => {
      const location = redirects[req.url ?? ''];
      if (location) {
        res.writeHead(302, { location });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end('public image');
    });
    mediaUrl = await serve(media, '127.0.0.1');
    const app = express();
    app.get('/fetch', async (req, res) => {
      try {
        await streamRemoteMedia(String(req.query.url), res, {
          timeoutMs: 2000,
          maxBytes: 1000,
          isPublicAddress: pretendPublic,
        });
      } catch (error) {
        if (!(error instanceof RemoteMediaError)) throw error;
        res.status(error.status).json({ error: error.message });
      }
    });
    gateway = await listen(app);
  });

  afterAll(async () => {
    await gateway.close();
    await new Promise((resolve) => media.close(resolve));
    await new Promise((resolve) => internal.close(resolve));
  });

  const fetchThrough = (url: string) =>
    fetch(`${gateway.url}/fetch?url=${encodeURIComponent(url)}`);

  it.each(['/to-internal', '/to-internal-mapped', '/to-internal-decimal', '/to-internal-late'])(
    'refuses %s, a redirect from a public server into a non-public address, with a 502',
    async (path) => {
      const before = internalRequests;
      const res = await fetchThrough(mediaUrl + path);
      expect(res.status).toBe(502);
      expect(res.headers.get('content-type')).toContain('application/json');
      const body = await res.text();
      expect(body).not.toContain('internal-secret');
      expect(JSON.parse(body)).toEqual({
        error: 'The media server redirected to a non-public address',
      });
      // Refused before connecting: the internal service never saw a request.
      expect(internalRequests).toBe(before);
    },
  );

  it('follows a redirect from a public server to a public one', async () => {
    const res = await fetchThrough(`${mediaUrl}/to-public`);
    expect([res.status, await res.text()]).toEqual([200, 'public image']);
  });

  it('lets a non-public first address redirect to another non-public one', async () => {
    // 127.0.0.2 is non-public for pretendPublic too: the record itself points inside.
    const internalRedirects = http.createServer((_req, res) => {
      res.writeHead(302, { location: `${internalUrl}/file` });
      res.end();
    });
    const url = await serve(internalRedirects, '127.0.0.2');
    try {
      const res = await fetchThrough(`${url}/start`);
      expect([res.status, await res.text()]).toEqual([200, 'internal-secret']);
    } finally {
      await new Promise((resolve) => internalRedirects.close(resolve));
    }
  });

  it.each([
    ['/to-file', 'The media server redirected to a URL that is not http(s)'],
    ['/invalid', 'The media server redirected to an invalid URL'],
    ['/loop', 'Too many redirects'],
  ])('answers %s with a 502', async (path, message) => {
    const res = await fetchThrough(mediaUrl + path);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: message });
  });
});
