/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { reverseProxy, type ReverseProxyOptions } from './proxies';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the /api reverse proxy', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0))
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
  });

  it('cuts its answer when the gateway cuts its own after the headers, instead of hanging', async () => {
    const gateway = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"items":[');
      setTimeout(() => res.destroy(), 50);
    });
    servers.push(gateway);
    const app = express();
    app.use('/api', reverseProxy(await listen(gateway), 'gateway'));
    const host = http.createServer(app);
    servers.push(host);
    const started = Date.now();
    const response = await fetch(`${await listen(host)}/api/record/search.json`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('passes a whole answer through', async () => {
    const gateway = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    servers.push(gateway);
    const app = express();
    app.use('/api', reverseProxy(await listen(gateway), 'gateway'));
    const host = http.createServer(app);
    servers.push(host);
    const response = await fetch(`${await listen(host)}/api/x`);
    expect(await response.json()).toEqual({ ok: true });
  });

  describe('forwarding headers', () => {
    /** What the gateway received: the headers of the last request, JSON-echoed. */
    async function gatewayAndHost(trustProxy: string | false, options?: ReverseProxyOptions) {
      const gateway = http.createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(req.headers));
        });
      });
      servers.push(gateway);
      const app = express();
      app.set('trust proxy', trustProxy);
      app.use('/api', reverseProxy(await listen(gateway), 'gateway', options));
      const host = http.createServer(app);
      servers.push(host);
      return new URL(await listen(host));
    }

    /** A request through node:http, which (unlike fetch) sends the Host header it is given. */
    function send(
      url: URL,
      headers: Record<string, string>,
      body?: string,
    ): Promise<{ status: number; json: Record<string, string | undefined> }> {
      return new Promise((resolve, reject) => {
        const outgoing = http.request(
          {
            host: url.hostname,
            port: url.port,
            path: '/api/presentation/1007/mucha_gismonda/manifest',
            method: body === undefined ? 'GET' : 'POST',
            headers: body === undefined ? headers : { ...headers, 'content-length': body.length },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }),
            );
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    }

    const FORGED = {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '8443',
      'x-forwarded-prefix': '/evil',
      'x-forwarded-for': '203.0.113.9',
      forwarded: 'host=evil.example;proto=https',
      'x-real-ip': '203.0.113.9',
    };

    it("tells the gateway the request's own host, never the client's forwarding headers", async () => {
      const host = await gatewayAndHost(false);
      const { json } = await send(host, { ...FORGED, host: 'portal.example:8080' });
      expect(json).toMatchObject({
        'x-forwarded-host': 'portal.example:8080',
        'x-forwarded-proto': 'http',
        'x-forwarded-port': '8080',
        'x-forwarded-for': '127.0.0.1',
      });
      expect(json['x-forwarded-prefix']).toBeUndefined();
      expect(json.forwarded).toBeUndefined();
      expect(json['x-real-ip']).toBeUndefined();
      expect(JSON.stringify(json)).not.toContain('evil');
    });

    it('tells the configured public origin, whatever the request says', async () => {
      const host = await gatewayAndHost('loopback', { publicOrigin: 'https://www.europeana.eu' });
      const { json } = await send(host, { ...FORGED, host: 'other.example' });
      expect(json).toMatchObject({
        'x-forwarded-host': 'www.europeana.eu',
        'x-forwarded-proto': 'https',
        'x-forwarded-port': '443',
      });
    });

    it('takes the protocol and client chain from a trusted proxy, the host from Host', async () => {
      // The host app trusts a proxy on this machine ('loopback'), as its canonical URLs do.
      const host = await gatewayAndHost('loopback');
      const { json } = await send(host, { ...FORGED, host: 'portal.example' });
      expect(json).toMatchObject({
        'x-forwarded-host': 'portal.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-port': '443',
        'x-forwarded-for': '203.0.113.9, 127.0.0.1',
      });
      expect(json['x-forwarded-prefix']).toBeUndefined();
    });

    it('answers a request without a usable Host header with 400, as pages are', async () => {
      const host = await gatewayAndHost(false);
      for (const bad of ['evil.example/x', 'a b', 'evil.example:99999']) {
        const { status, json } = await send(host, { ...FORGED, host: bad });
        expect(status).toBe(400);
        expect(json.success).toBe(false);
      }
    });

    it('drops cookies and forged headers also from a request that expects 100-continue', async () => {
      const host = await gatewayAndHost(false);
      const { json } = await send(
        host,
        { ...FORGED, host: 'portal.example', cookie: 'session=secret', expect: '100-continue' },
        '{"name":"LCP"}',
      );
      expect(json.cookie).toBeUndefined();
      expect(json['x-forwarded-host']).toBe('portal.example');
      expect(JSON.stringify(json)).not.toContain('evil');
    });
  });
});
