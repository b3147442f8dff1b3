import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { listen, type TestServer } from '../apis/testing/test-server';
import { fakeUpstream } from '../test-support/fake-upstream';
import { readUpstreamConfig } from './upstream-config';
import { mountUpstreamProxies } from './mount-upstreams';
import { upstreamProxy } from './upstream-middleware';

async function gateway(env: NodeJS.ProcessEnv): Promise<TestServer> {
  const config = readUpstreamConfig(env);
  const app = express();
  app.use(express.json());
  app.use('/entity', upstreamProxy('ENTITY', { config, publicUrl: 'http://gw.test' }));
  app.use('/entity', (_req, res) => {
    res.json({ local: true });
  });
  app.use('/record', upstreamProxy('RECORD', { config, publicUrl: 'http://gw.test' }));
  app.use('/record', (_req, res) => {
    res.json({ localRecord: true });
  });
  return listen(app);
}

describe('upstream forwarding', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
  });

  it('steps aside when the API has no upstream URL', async () => {
    const gw = await gateway({});
    closers.push(gw.close);
    const res = await fetch(`${gw.url}/entity/agent/1.json`);
    expect(await res.json()).toEqual({ local: true });
  });

  it('forwards path, query, key and authorization, and passes the answer back', async () => {
    const upstream = await fakeUpstream((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        etag: '"abc"',
        'set-cookie': 'x=1',
        'access-control-allow-origin': 'https://upstream-only.example',
      });
      res.write('{"id":');
      setTimeout(() => res.end('"http://data.europeana.eu/agent/1"}'), 20);
    });
    closers.push(upstream.close);
    const gw = await gateway({
      EUROPEANA_ENTITY_API_URL: `${upstream.url}/entity/`,
      EUROPEANA_API_KEY: 'secret-key',
    });
    closers.push(gw.close);
    const res = await fetch(`${gw.url}/entity/agent/1.json?lang=en&wskey=client&qf=a&qf=b`, {
      headers: {
        authorization: 'Bearer token-1',
        cookie: 'session=private',
        range: 'bytes=0-9',
        'if-range': '"abc"',
      },
    });
    expect(res.status).toBe(200);
    // A text scrubbed as it streams: whether the key was in it is only known at the end.
    expect(res.headers.get('etag')).toBe('W/"abc"');
    expect(res.headers.get('set-cookie')).toBeNull();
    // CORS is the gateway's own policy, not the upstream's.
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await res.json()).toEqual({ id: 'http://data.europeana.eu/agent/1' });
    const seen = upstream.seen[0]!;
    const url = new URL(seen.url, 'http://x');
    expect(url.pathname).toBe('/entity/agent/1.json');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.getAll('qf')).toEqual(['a', 'b']);
    expect(url.searchParams.getAll('wskey')).toEqual(['secret-key']);
    expect(seen.headers.authorization).toBe('Bearer token-1');
    expect(seen.headers.cookie).toBeUndefined();
    expect([seen.headers.range, seen.headers['if-range']]).toEqual(['bytes=0-9', '"abc"']);
  });

  it('answers the CORS preflight itself, without asking the upstream', async () => {
    const upstream = await fakeUpstream((_req, res) => {
      res.writeHead(200, { 'access-control-allow-methods': 'GET' }).end();
    });
    closers.push(upstream.close);
    const gw = await gateway({ EUROPEANA_ENTITY_API_URL: `${upstream.url}/entity/` });
    closers.push(gw.close);
    const res = await fetch(`${gw.url}/entity/agent/1.json`, {
      method: 'OPTIONS',
      headers: { origin: 'https://portal.example', 'access-control-request-method': 'PUT' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE');
    expect(upstream.seen).toHaveLength(0);
  });

  it('prefers the API-specific key and passes upstream errors through unchanged', async () => {
    const upstream = await fakeUpstream((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"success":false,"error":"Not Found"}');
    });
    closers.push(upstream.close);
    const gw = await gateway({
      EUROPEANA_ENTITY_API_URL: upstream.url,
      EUROPEANA_ENTITY_API_KEY: 'entity-key',
      EUROPEANA_API_KEY: 'general-key',
    });
    closers.push(gw.close);
    const res = await fetch(`${gw.url}/entity/agent/2.json`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'Not Found' });
    expect(new URL(upstream.seen[0]!.url, 'http://x').searchParams.get('wskey')).toBe('entity-key');
  });

  it('re-sends a JSON body that a parser already read', async () => {
    const upstream = await fakeUpstream((_req, res, seen) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ echo: JSON.parse(seen.body) as unknown }));
    });
    closers.push(upstream.close);
    const gw = await gateway({ EUROPEANA_ENTITY_API_URL: upstream.url });
    closers.push(gw.close);
    const res = await fetch(`${gw.url}/entity/retrieve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(['http://data.europeana.eu/agent/1']),
    });
    expect(await res.json()).toEqual({ echo: ['http://data.europeana.eu/agent/1'] });
    expect(upstream.seen[0]!.method).toBe('POST');
  });

  it('rewrites redirects to the upstream into gateway URLs without the key', async () => {
    const upstream = await fakeUpstream((_req, res) => {
      res.writeHead(301, { location: `${upstreamUrl}/entity/agent/9.json?wskey=secret` });
      res.end();
    });
    const upstreamUrl = upstream.url;
    closers.push(upstream.close);
    const gw = await gateway({
      EUROPEANA_ENTITY_API_URL: `${upstream.url}/entity`,
      EUROPEANA_API_KEY: 'secret',
    });
    closers.push(gw.close);
    const res = await fetch(`${gw.url}/entity/resolve?uri=x`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('http://gw.test/entity/agent/9.json');
  });

  it('answers 502 in the API error shape when the upstream is down', async () => {
    const upstream = await fakeUpstream(() => undefined);
    const deadUrl = upstream.url;
    await upstream.close();
    const gw = await gateway({
      EUROPEANA_ENTITY_API_URL: deadUrl,
      EUROPEANA_RECORD_API_URL: deadUrl,
    });
    closers.push(gw.close);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const entity = await fetch(`${gw.url}/entity/agent/1.json?wskey=abc`);
    expect(entity.status).toBe(502);
    const body = (await entity.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'ErrorResponse',
      success: false,
      status: 502,
      path: '/entity/agent/1.json',
    });
    const record = await fetch(`${gw.url}/record/v2/search.json?query=x`);
    expect(record.status).toBe(502);
    expect(await record.json()).toMatchObject({
      success: false,
      error: 'Bad Gateway',
      code: '502-UP',
    });
    expect(warn.mock.calls.flat().join(' ')).not.toContain('abc');
    warn.mockRestore();
  });

  it('answers 504 instead of hanging when the upstream does not answer in time', async () => {
    const upstream = await fakeUpstream(() => undefined);
    closers.push(upstream.close);
    const gw = await gateway({
      EUROPEANA_ENTITY_API_URL: upstream.url,
      EUROPEANA_ENTITY_API_TIMEOUT: '200',
    });
    closers.push(gw.close);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = Date.now();
    const res = await fetch(`${gw.url}/entity/suggest?text=a`);
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(((await res.json()) as { message: string }).message).toContain('200 ms');
    warn.mockRestore();
  });

  it('sends the shared key only to the APIs that take one (contract §0)', () => {
    const config = readUpstreamConfig({
      EUROPEANA_API_KEY: 'shared',
      EUROPEANA_RECORD_API_URL: 'https://api.example/record',
      EUROPEANA_ENTITY_API_URL: 'https://api.example/entity',
      EUROPEANA_THUMBNAIL_API_URL: 'https://api.example/thumbnail/v3',
      EUROPEANA_MEDIA_PROXY_API_URL: 'https://proxy.example/media',
      EUROPEANA_IIIF_PRESENTATION_API_URL: 'https://iiif.example/presentation',
      EUROPEANA_FULLTEXT_API_URL: 'https://api.example/fulltext',
      EUROPEANA_FULLTEXT_API_KEY: 'own',
    });
    expect(config.RECORD?.key).toBe('shared');
    expect(config.ENTITY?.key).toBe('shared');
    expect(config.THUMBNAIL?.key).toBeUndefined();
    expect(config.MEDIA_PROXY?.key).toBeUndefined();
    expect(config.IIIF_PRESENTATION?.key).toBeUndefined();
    // An API's own key is still sent when the operator sets one.
    expect(config.FULLTEXT?.key).toBe('own');
  });

  it('rejects malformed settings at start', () => {
    expect(() => readUpstreamConfig({ EUROPEANA_SET_API_URL: 'not a url' })).toThrow(
      /EUROPEANA_SET_API_URL/,
    );
    expect(() =>
      readUpstreamConfig({ EUROPEANA_SET_API_URL: 'http//api.example/set?wskey=secret-key' }),
    ).toThrow('EUROPEANA_SET_API_URL is not a URL: http//api.example/set?wskey=REDACTED');
    expect(() => readUpstreamConfig({ EUROPEANA_SET_API_URL: 'ftp://x' })).toThrow(/http/);
    expect(() =>
      readUpstreamConfig({ EUROPEANA_SET_API_URL: 'http://x', EUROPEANA_SET_API_TIMEOUT: '-1' }),
    ).toThrow(/TIMEOUT/);
  });
});

describe('mountUpstreamProxies', () => {
  it('adds no middleware for APIs without an upstream', () => {
    const app = express();
    const layers = (): number => (app.router as unknown as { stack: unknown[] }).stack.length;
    const before = layers();
    mountUpstreamProxies(app, { config: {} });
    expect(layers()).toBe(before);
    mountUpstreamProxies(app, {
      config: readUpstreamConfig({ EUROPEANA_ENTITY_API_URL: 'http://127.0.0.1:9/entity' }),
    });
    expect(layers()).toBe(before + 1);
  });

  it('routes each API path to its upstream, leaving other APIs and recommend aliases local', async () => {
    const seen: string[] = [];
    const upstream = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"upstream":true}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const app = express();
    mountUpstreamProxies(app, {
      config: readUpstreamConfig({
        EUROPEANA_RECORD_API_URL: `${base}/record`,
        EUROPEANA_IIIF_PRESENTATION_API_URL: `${base}/presentation`,
        EUROPEANA_FULLTEXT_API_URL: `${base}/fulltext`,
      }),
    });
    app.use((_req, res) => {
      res.json({ local: true });
    });
    const server = await listen(app);
    const url = server.url;
    try {
      const body = async (p: string) =>
        (await (await fetch(url + p)).json()) as Record<string, unknown>;
      expect(await body('/record/v2/search.json?query=a')).toEqual({ upstream: true });
      expect(await body('/api/v2/search.json?query=b')).toEqual({ upstream: true });
      expect(await body('/api/v2/record/1/a.json')).toEqual({ upstream: true });
      expect(await body('/presentation/1/a/manifest?format=3')).toEqual({ upstream: true });
      expect(await body('/fulltext/search.json?query=c')).toEqual({ upstream: true });
      expect(await body('/record/1/a/recommend')).toEqual({ local: true });
      expect(await body('/entity/agent/1.json')).toEqual({ local: true });
      expect(seen).toEqual([
        '/record/v2/search.json?query=a',
        '/record/v2/search.json?query=b',
        '/record/v2/1/a.json',
        '/presentation/1/a/manifest?format=3',
        '/fulltext/search.json?query=c',
      ]);
    } finally {
      await server.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
