import type http from 'node:http';
import zlib from 'node:zlib';
import express from 'express';
import { listen, type TestServer } from '../apis/testing/test-server';
import { fakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { mountUpstreamProxies } from './mount-upstreams';
import { readUpstreamConfig } from './upstream-config';
import { upstreamProxy } from './upstream-middleware';

/** Not a plain alphanumeric key, so that its URL-encoded form differs from it. */
const SERVER_KEY = 'srv/Secret+42';
const SERVER_KEY_FORMS = [SERVER_KEY, encodeURIComponent(SERVER_KEY), 'SRV/SECRET+42'];

/** Like api.europeana.eu: whatever key the request carried comes back in body and headers. */
function echoedKey(req: http.IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://x').searchParams.get('wskey') ?? '';
}

function searchAnswer(key: string): string {
  return JSON.stringify({
    apikey: key,
    success: true,
    itemsCount: 1,
    items: [
      {
        id: '/1/a',
        link: `https://api.europeana.eu/record/v2/1/a.json?wskey=${encodeURIComponent(key)}`,
        guid: `https://www.europeana.eu/item/1/a?utm_source=api&utm_medium=api&utm_campaign=${key}`,
        // Some answers spell it in another case.
        note: key.toUpperCase(),
      },
    ],
  });
}

function expectNoServerKey(text: string): void {
  for (const form of SERVER_KEY_FORMS) expect(text).not.toContain(form);
}

describe('the server key in upstream answers', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
  });

  async function gateway(
    handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
    maxTextBytes?: number,
  ): Promise<{ gw: TestServer; upstream: FakeUpstream }> {
    const upstream = await fakeUpstream(handler);
    closers.push(upstream.close);
    const config = readUpstreamConfig({
      EUROPEANA_RECORD_API_URL: `${upstream.url}/record`,
      EUROPEANA_MEDIA_PROXY_API_URL: `${upstream.url}/media`,
      EUROPEANA_API_KEY: SERVER_KEY,
    });
    const app = express();
    if (maxTextBytes) {
      app.use('/record', upstreamProxy('RECORD', { config, maxTextBytes }));
    }
    mountUpstreamProxies(app, { config, publicUrl: 'http://gw.test' });
    const gw = await listen(app);
    closers.push(gw.close);
    return { gw, upstream };
  }

  it("replaces it with the client's key in search bodies and headers, asking for plain bytes", async () => {
    const { gw, upstream } = await gateway((req, res) => {
      const key = echoedKey(req);
      const body = searchAnswer(key);
      res.writeHead(200, {
        'content-type': 'application/json;charset=UTF-8',
        'content-length': Buffer.byteLength(body),
        link: `<https://api.europeana.eu/record/v2/search.json?wskey=${encodeURIComponent(key)}&cursor=b>; rel="next"`,
        'x-echo': key,
        etag: '"v1"',
      });
      res.end(body);
    });
    const res = await fetch(`${gw.url}/api/v2/search.json?query=x&wskey=client7`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const text = await res.text();
    expect(res.status).toBe(200);
    expectNoServerKey(text);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    const body = JSON.parse(text) as { apikey: string; items: Array<Record<string, string>> };
    expect(body.apikey).toBe('client7');
    expect(body.items[0]!.link).toBe('https://api.europeana.eu/record/v2/1/a.json?wskey=client7');
    expect(body.items[0]!.guid).toMatch(/utm_campaign=client7$/);
    expect(res.headers.get('link')).toBe(
      '<https://api.europeana.eu/record/v2/search.json?wskey=client7&cursor=b>; rel="next"',
    );
    expect(res.headers.get('x-echo')).toBe('client7');
    // Other bytes than the upstream's: its tag is weak now (If-None-Match still revalidates).
    expect(res.headers.get('etag')).toBe('W/"v1"');
    // The upstream still gets the server's key, and is asked not to compress.
    const seen = new URL(upstream.seen[0]!.url, 'http://x');
    expect(seen.searchParams.get('wskey')).toBe(SERVER_KEY);
    expect(upstream.seen[0]!.headers['accept-encoding']).toBe('identity');
  });

  it('uses the key of X-Api-Key, else none, and drops a key that could inject syntax', async () => {
    const { gw } = await gateway((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(searchAnswer(echoedKey(req)));
    });
    const apikeyOf = async (query: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${gw.url}/record/v2/search.json?query=x${query}`, { headers });
      // The answer depends on that header: a cache must keep one per key.
      expect(res.headers.get('vary')).toMatch(/X-Api-Key/i);
      const text = await res.text();
      expectNoServerKey(text);
      return JSON.parse(text) as Record<string, unknown>;
    };
    expect((await apikeyOf('', { 'x-api-key': 'header-key' })).apikey).toBe('header-key');
    expect((await apikeyOf('')).apikey).toBe('');
    const injected = await apikeyOf(`&wskey=${encodeURIComponent('k","admin":true,"x":"')}`);
    expect(injected.apikey).toBe('');
    expect(injected.admin).toBeUndefined();
  });

  it('scrubs record bodies in every text syntax and error bodies', async () => {
    const { gw } = await gateway((req, res) => {
      const key = echoedKey(req);
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path.endsWith('.rdf')) {
        res.writeHead(200, { 'content-type': 'application/rdf+xml' });
        res.end(
          `<rdf:RDF><edm:x rdf:resource="https://api.europeana.eu/a?wskey=${key}&amp;b=1"/></rdf:RDF>`,
        );
      } else if (path.endsWith('.ttl')) {
        res.writeHead(200, { 'content-type': 'text/turtle' });
        res.end(`<a> <b> "${key}" .`);
      } else if (path.endsWith('.jsonld')) {
        res.writeHead(200, { 'content-type': 'application/ld+json' });
        res.end(
          JSON.stringify({ '@id': `https://api.europeana.eu/a?wskey=${encodeURIComponent(key)}` }),
        );
      } else {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ apikey: key, success: false, error: 'Invalid record identifier' }),
        );
      }
    });
    const get = async (path: string) => {
      const res = await fetch(`${gw.url}/record/v2/1/a${path}?wskey=mine`);
      const text = await res.text();
      expectNoServerKey(text);
      return { status: res.status, text };
    };
    expect((await get('.rdf')).text).toContain('wskey=mine&amp;b=1');
    expect((await get('.ttl')).text).toBe('<a> <b> "mine" .');
    expect(JSON.parse((await get('.jsonld')).text)).toEqual({
      '@id': 'https://api.europeana.eu/a?wskey=mine',
    });
    const missing = await get('.json');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text)).toEqual({
      apikey: 'mine',
      success: false,
      error: 'Invalid record identifier',
    });
  });

  it('passes binary bodies through byte for byte, without asking for compression', async () => {
    // Bytes that happen to hold the key are the media's own: not text, not touched.
    const image = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from(SERVER_KEY),
      Buffer.alloc(64 * 1024, 7),
    ]);
    const { gw, upstream } = await gateway((req, res) => {
      res.writeHead(200, {
        'content-type': 'image/jpeg',
        'content-length': image.length,
        'x-echo': echoedKey(req),
      });
      res.end(image);
    });
    const res = await fetch(`${gw.url}/media/1/a/0123abcd`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(Buffer.from(await res.arrayBuffer()).equals(image)).toBe(true);
    expect(res.headers.get('content-length')).toBe(String(image.length));
    expect(res.headers.get('x-echo')).toBe('');
    expect(upstream.seen[0]!.headers['accept-encoding']).toBe('identity');
  });

  it('decodes an answer compressed anyway, and answers HEAD without the key', async () => {
    const { gw } = await gateway((req, res) => {
      const key = echoedKey(req);
      const body = zlib.gzipSync(searchAnswer(key));
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': body.length,
        'x-echo': key,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
    const res = await fetch(`${gw.url}/record/v2/search.json?query=x&wskey=zipped`);
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expectNoServerKey(text);
    expect((JSON.parse(text) as { apikey: string }).apikey).toBe('zipped');

    const head = await fetch(`${gw.url}/record/v2/search.json?query=x`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-echo')).toBe('');
    // The upstream's length is that of the unscrubbed (and compressed) body.
    expect(head.headers.get('content-length')).toBeNull();
  });

  it('answers 502 rather than pass on a text answer it cannot scrub whole', async () => {
    const { gw } = await gateway((req, res) => {
      const query = new URL(req.url ?? '/', 'http://x').searchParams;
      const big = JSON.stringify({ apikey: echoedKey(req), pad: 'x'.repeat(4000) });
      if (query.get('kind') === 'partial') {
        res.writeHead(206, { 'content-type': 'application/json', 'content-range': 'bytes 2-9/40' });
        res.end(SERVER_KEY.slice(2));
      } else if (query.get('kind') === 'declared') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': big.length });
        res.end(big);
      } else {
        // Chunked: the size is only known while reading.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(big.slice(0, 2000));
        setTimeout(() => res.end(big.slice(2000)), 10);
      }
    }, 1000);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const kind of ['declared', 'chunked', 'partial']) {
      const res = await fetch(`${gw.url}/record/v2/search.json?query=x&kind=${kind}&wskey=c`, {
        headers: { range: 'bytes=2-9' },
      });
      const text = await res.text();
      expect([kind, res.status]).toEqual([kind, 502]);
      expect(SERVER_KEY_FORMS.some((form) => text.includes(form.slice(2)))).toBe(false);
      expect(JSON.parse(text)).toMatchObject({
        success: false,
        error: 'Bad Gateway',
        code: '502-UA',
      });
    }
    warn.mockRestore();
  });

  it('answers 503 in the API error shape when a text body stalls', async () => {
    const upstream = await fakeUpstream((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(`{"apikey":"${echoedKey(req)}",`);
    });
    closers.push(upstream.close);
    const app = express();
    mountUpstreamProxies(app, {
      config: readUpstreamConfig({
        EUROPEANA_ENTITY_API_URL: upstream.url,
        EUROPEANA_API_KEY: SERVER_KEY,
        EUROPEANA_ENTITY_API_TIMEOUT: '200',
      }),
    });
    const gw = await listen(app);
    closers.push(gw.close);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const res = await fetch(`${gw.url}/entity/agent/1.json`);
    expect(res.status).toBe(503);
    const text = await res.text();
    expectNoServerKey(text);
    expect(JSON.parse(text)).toMatchObject({ type: 'ErrorResponse', status: 503 });
    warn.mockRestore();
  });
});
