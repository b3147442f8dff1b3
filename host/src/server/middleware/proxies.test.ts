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

  describe("cookies and the answer's own policy", () => {
    /** A server that answers with `headers` and echoes the request it got. */
    async function serverAndHost(
      headers: http.OutgoingHttpHeaders,
      mount: string,
      target: (origin: string) => string,
      options?: ReverseProxyOptions,
    ) {
      const upstream = http.createServer((req, res) => {
        let body = '';
        req.setEncoding('utf8');
        req.on('data', (chunk: string) => (body += chunk));
        req.on('end', () => {
          res.writeHead(200, { 'content-type': 'application/json', ...headers });
          res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
        });
      });
      servers.push(upstream);
      const app = express();
      // What securityHeaders sets on every response before any proxy runs.
      app.use((_req, res, next) => {
        res.setHeader('Content-Security-Policy', "default-src 'self'; frame-ancestors 'self'");
        res.setHeader('X-Frame-Options', 'SAMEORIGIN');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        next();
      });
      app.use(mount, reverseProxy(target(await listen(upstream)), 'upstream', options));
      const host = http.createServer(app);
      servers.push(host);
      return listen(host);
    }

    const SESSION = ['portal_sso=abc; Path=/auth/realms/europeana/; HttpOnly; SameSite=Lax'];

    it('passes cookies both ways, and the path unchanged, when asked (the /auth proxy)', async () => {
      const host = await serverAndHost(
        { 'set-cookie': [...SESSION, 'portal_signed_in=1; Path=/; SameSite=Lax'] },
        '/auth',
        (origin) => `${origin}/auth`,
        { cookies: true },
      );
      const response = await fetch(`${host}/auth/realms/europeana/protocol/openid-connect/token`, {
        method: 'POST',
        headers: {
          cookie: 'portal_sso=abc; i18n_locale_code=de',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=authorization_code&code=x',
      });
      const echoed = (await response.json()) as {
        method: string;
        url: string;
        headers: http.IncomingHttpHeaders;
        body: string;
      };
      expect(echoed.method).toBe('POST');
      expect(echoed.url).toBe('/auth/realms/europeana/protocol/openid-connect/token');
      expect(echoed.body).toBe('grant_type=authorization_code&code=x');
      expect(echoed.headers.cookie).toBe('portal_sso=abc; i18n_locale_code=de');
      expect(response.headers.getSetCookie()).toEqual([
        ...SESSION,
        'portal_signed_in=1; Path=/; SameSite=Lax',
      ]);
    });

    it('passes the query on with the path', async () => {
      const host = await serverAndHost({}, '/auth', (origin) => `${origin}/auth`, {
        cookies: true,
      });
      const response = await fetch(
        `${host}/auth/realms/europeana/protocol/openid-connect/auth?client_id=portal&prompt=none`,
      );
      expect(((await response.json()) as { url: string }).url).toBe(
        '/auth/realms/europeana/protocol/openid-connect/auth?client_id=portal&prompt=none',
      );
    });

    it('passes no cookie either way otherwise (the /api proxy)', async () => {
      const host = await serverAndHost({ 'set-cookie': SESSION }, '/api', (origin) => origin);
      const response = await fetch(`${host}/api/record/search.json`, {
        headers: { cookie: 'portal_sso=abc' },
      });
      const echoed = (await response.json()) as { headers: http.IncomingHttpHeaders };
      expect(echoed.headers.cookie).toBeUndefined();
      expect(response.headers.getSetCookie()).toEqual([]);
    });

    it("gives the browser the server's own CSP and framing policy whole, not mixed with the host's", async () => {
      const csp = "default-src 'none'; script-src 'sha256-abc'; frame-ancestors 'self'";
      const own = await serverAndHost(
        { 'content-security-policy': csp, 'x-frame-options': 'DENY' },
        '/auth',
        (origin) => `${origin}/auth`,
        { cookies: true },
      );
      let response = await fetch(`${own}/auth/realms/europeana/protocol/openid-connect/auth`);
      expect(response.headers.get('content-security-policy')).toBe(csp);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');

      const denyOnly = await serverAndHost(
        { 'x-frame-options': 'DENY' },
        '/auth',
        (origin) => `${origin}/auth`,
        { cookies: true },
      );
      response = await fetch(`${denyOnly}/auth/realms/europeana/login`);
      // The host's `frame-ancestors 'self'` would let browsers frame what the server says not to.
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('x-frame-options')).toBe('DENY');

      const none = await serverAndHost({}, '/auth', (origin) => `${origin}/auth`, {
        cookies: true,
      });
      response = await fetch(`${none}/auth/realms/europeana/protocol/openid-connect/certs`);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'self'; frame-ancestors 'self'",
      );
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    });
  });
});
