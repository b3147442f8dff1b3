import http from 'node:http';
import { Router } from 'express';
import { createGatewayApp } from './app';
import { listen } from './apis/testing/test-server';
import { loadConfig } from './config';
import { redactUrl } from './http/request-log';
import { publicBaseUrl } from './apis/iiif/public-url';
import { openStore } from './store/store';
import { startGateway } from './test-support/gateway-fixture';
import { FIXTURE_RECORDS, loadFixture } from './test-support/compact-fixtures';

describe('gateway app', () => {
  it('reports health with item and entity counts', async () => {
    const gw = await startGateway();
    loadFixture(gw.store);
    const res = await gw.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', items: FIXTURE_RECORDS.length, entities: 2 });
    await gw.close();
  });

  it('answers unknown paths with a JSON 404 and sets security headers', async () => {
    const gw = await startGateway();
    const res = await gw.get('/nope?wskey=k');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ apikey: 'k', success: false, code: '404' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-powered-by')).toBeNull();
    await gw.close();
  });

  it('logs one line per request with the API key redacted', async () => {
    const lines: string[] = [];
    const gw = await startGateway({ logLines: lines });
    await gw.get('/record/search.json?query=x&wskey=supersecret');
    await gw.get('/health');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/GET \/record\/search\.json\?query=x&wskey=REDACTED 200 \d+\.\dms/);
    expect(lines.join('\n')).not.toContain('supersecret');
    await gw.close();
  });

  it('turns an unexpected failure into a JSON 500 without internals', async () => {
    const store = openStore({ dataDir: ':memory:' });
    const lines: string[] = [];
    const failing = () => {
      const router = Router();
      router.get('/boom', () => {
        throw new Error('secret internal detail at /srv/x.ts:12');
      });
      return router;
    };
    const app = createGatewayApp({
      store,
      config: { ...loadConfig({}), logRequests: false },
      routers: [failing],
      log: (l) => lines.push(l),
    });
    const server = await listen(app);
    const res = await fetch(`${server.url}/boom`);
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toMatchObject({ success: false, code: '500' });
    expect(text).not.toContain('secret internal detail');
    expect(lines.join('\n')).toContain('secret internal detail');
    await server.close();
    store.close();
  });

  it('answers malformed bodies and unknown paths in the error shape of the path API', async () => {
    const gw = await startGateway();
    const post = async (path: string) => {
      const res = await fetch(`${gw.server.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: 'not json',
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const entity = await post('/entity/retrieve?wskey=k');
    expect(entity.status).toBe(400);
    expect(entity.body).toMatchObject({
      '@context': 'http://www.europeana.eu/schemas/context/api.jsonld',
      type: 'ErrorResponse',
      success: false,
      status: 400,
      path: '/entity/retrieve',
    });
    expect(entity.body.message).toMatch(/not valid JSON/);
    const search = await post('/record/search.json?wskey=k');
    expect(search.status).toBe(400);
    expect(search.body).toMatchObject({ apikey: 'k', success: false, code: '400' });
    expect(search.body.type).toBeUndefined();
    const unknown = await gw.get('/entity/agent/1/nothing/here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ type: 'ErrorResponse', status: 404 });
    await gw.close();
  });

  it('says what a valid JSON body of the wrong kind (null, a number, a string) should be', async () => {
    const gw = await startGateway();
    try {
      for (const body of ['null', '123', '"*:*"']) {
        const post = (path: string) =>
          fetch(`${gw.server.url}${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body,
          });
        const search = await post('/record/v2/search.json');
        expect(search.status).toBe(400);
        expect(await search.json()).toMatchObject({
          success: false,
          code: '400-SA',
          message: expect.stringMatching(/must be a JSON object of search parameters/),
        });
        const retrieve = await post('/entity/retrieve');
        expect(retrieve.status).toBe(400);
        expect(await retrieve.json()).toMatchObject({
          type: 'ErrorResponse',
          message: 'The body must be a JSON array of entity URIs',
        });
      }
    } finally {
      await gw.close();
    }
  });

  it('answers a query string that is not UTF-8 with a 400 in the path API shape, never a guess', async () => {
    const gw = await startGateway();
    loadFixture(gw.store);
    try {
      const search = await gw.get('/record/v2/search.json?query=%E0%A4%A&rows=0&wskey=k');
      expect(search.status).toBe(400);
      expect(search.body).toMatchObject({ success: false, code: '400' });
      expect(String(search.body.message)).toContain('"query=%E0%A4%A"');
      const lonePercent = await gw.get('/record/search.json?query=100%');
      expect(lonePercent.status).toBe(400);
      const entity = await gw.get('/entity/search?query=%E0%A4%A');
      expect(entity.status).toBe(400);
      expect(entity.body).toMatchObject({ type: 'ErrorResponse', status: 400 });
      // Encoded right, the same characters are a query like any other.
      const fine = await gw.get('/record/v2/search.json?query=100%25+%C3%A0&rows=0');
      expect(fine.status).toBe(200);
    } finally {
      await gw.close();
    }
  });

  it('answers OPTIONS * (the server as a whole, no path) with 204', async () => {
    const gw = await startGateway();
    try {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const url = new URL(gw.server.url);
        http
          .request({ host: url.hostname, port: url.port, method: 'OPTIONS', path: '*' }, (res) => {
            res.resume();
            resolve(res.statusCode);
          })
          .on('error', reject)
          .end();
      });
      expect(status).toBe(204);
    } finally {
      await gw.close();
    }
  });

  it('refuses oversized JSON bodies with 413', async () => {
    const gw = await startGateway();
    const res = await fetch(`${gw.server.url}/record/search.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'x'.repeat(2_000_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      success: false,
      code: '413',
      message: 'The request body is larger than the 1 MB this path takes.',
    });
    await gw.close();
  });

  it("applies a route's own body limit, not only the 1 MB of the others", async () => {
    const gw = await startGateway();
    // Valid JSON of 300 KB: 256 KB is the limit of /entity/retrieve, 1 MB that of POST Search.
    const padded = (json: string) => json.replace(/^./, (first) => first + ' '.repeat(300 * 1024));
    const post = (path: string, body: string) =>
      fetch(`${gw.server.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
    try {
      const uris = JSON.stringify(['http://data.europeana.eu/agent/1']);
      const retrieve = await post('/entity/retrieve', padded(uris));
      expect(retrieve.status).toBe(413);
      expect(retrieve.headers.get('content-type')).toMatch(/application\/json/);
      expect(await retrieve.json()).toMatchObject({
        type: 'ErrorResponse',
        success: false,
        status: 413,
        error: 'Payload Too Large',
        message: 'The request body is larger than the 256 KB this path takes.',
        path: '/entity/retrieve',
      });
      expect((await post('/entity/retrieve', uris)).status).toBe(200);
      const search = await post('/record/v2/search.json', padded(JSON.stringify({ query: '*' })));
      expect(search.status).toBe(200);
    } finally {
      await gw.close();
    }
  });
});

describe('redactUrl', () => {
  it.each([
    ['/a?wskey=abc&x=1', '/a?wskey=REDACTED&x=1'],
    ['/a?x=1&WSKEY=abc', '/a?x=1&WSKEY=REDACTED'],
    ['/a?api%6Bey=abc', '/a?api%6Bey=REDACTED'],
    ['/a?token=t&query=q', '/a?token=REDACTED&query=q'],
    ['/a', '/a'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('believes forwarding headers only from the configured proxies', async () => {
    const store = openStore({ dataDir: ':memory:' });
    const echo = () => {
      const router = Router();
      router.get('/base', (req, res) => {
        res.json({ base: publicBaseUrl(req, 'http://gateway.test') });
      });
      return router;
    };
    const baseFor = async (trustedProxies: string) => {
      const app = createGatewayApp({
        store,
        config: { ...loadConfig({}), logRequests: false, trustedProxies },
        routers: [echo],
      });
      const server = await listen(app);
      const res = await fetch(`${server.url}/base`, {
        headers: { 'X-Forwarded-Host': 'evil.example' },
      });
      await server.close();
      return ((await res.json()) as { base: string }).base;
    };
    expect(await baseFor('loopback')).toBe('http://evil.example/api');
    expect(await baseFor('10.0.0.0/8')).toBe('http://gateway.test');
    expect(() =>
      createGatewayApp({ store, config: { ...loadConfig({}), trustedProxies: 'not an address' } }),
    ).toThrow('GATEWAY_TRUSTED_PROXIES is not a list of addresses or ranges: not an address');
    store.close();
  });
});
