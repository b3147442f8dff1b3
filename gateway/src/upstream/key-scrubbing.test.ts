import http from 'node:http';
import zlib from 'node:zlib';
import express from 'express';
import { conditionalGet, listen, type TestServer } from '../apis/testing/test-server';
import { fakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { mountUpstreamProxies } from './mount-upstreams';
import { readUpstreamConfig } from './upstream-config';
import { keyScrubber } from './key-scrubber';

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

/** `searchAnswer` as the gateway passes it on: every spelling of the key is the client's. */
function scrubbedSearchAnswer(clientKey: string): string {
  return keyScrubber(SERVER_KEY, clientKey).text(searchAnswer(SERVER_KEY));
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
    env: NodeJS.ProcessEnv = { EUROPEANA_API_KEY: SERVER_KEY },
  ): Promise<{ gw: TestServer; upstream: FakeUpstream }> {
    const upstream = await fakeUpstream(handler);
    closers.push(upstream.close);
    const config = readUpstreamConfig({
      EUROPEANA_RECORD_API_URL: `${upstream.url}/record`,
      EUROPEANA_MEDIA_PROXY_API_URL: `${upstream.url}/media`,
      ...env,
    });
    const app = express();
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
    // Scrubbed as it streams: the length is only known at the end.
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
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

  it('streams a text answer over 16 MiB, scrubbing keys cut across its pieces', async () => {
    // The upstream sends the second half only once the client has read part of the first: an
    // answer read whole before it is passed on would never arrive.
    let clientReading!: () => void;
    const reading = new Promise<void>((resolve) => (clientReading = resolve));
    const bodies: Buffer[] = [];
    const { gw } = await gateway((req, res) => {
      const key = echoedKey(req);
      const item = (i: number) =>
        `{"id":"/1/${i}","link":"https://api.europeana.eu/record/v2/1/${i}.json?wskey=${encodeURIComponent(key)}"},`;
      const filler = `{"id":"/9/x","title":"${'x'.repeat(1000)}"},`.repeat(17 * 1024);
      const body = Buffer.from(
        `{"apikey":"${key}","items":[${item(0)}${filler}${Array.from({ length: 500 }, (_, i) => item(i)).join('')}{"note":"${key.toUpperCase()}"}],"end":"${key}"}`,
      );
      bodies.push(body);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      // Pieces of a prime size: the keys near the end fall across their edges.
      const half = Math.floor(body.length / 2);
      const write = (from: number, to: number) => {
        for (let at = from; at < to; at += 65_521)
          res.write(body.subarray(at, Math.min(at + 65_521, to)));
      };
      write(0, half);
      void reading.then(() => {
        write(half, body.length);
        res.end();
      });
    });
    const res = await fetch(`${gw.url}/record/v2/search.json?query=x&wskey=client7`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    const reader = res.body!.getReader();
    const received: Buffer[] = [];
    let size = 0;
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      received.push(Buffer.from(next.value));
      size += next.value.length;
      if (size > 1024 * 1024) clientReading();
    }
    const body = Buffer.concat(received);
    expect(bodies[0]!.length).toBeGreaterThan(16 * 1024 * 1024);
    expect(body.equals(keyScrubber(SERVER_KEY, 'client7').bytes(bodies[0]!))).toBe(true);
    const text = body.toString('latin1');
    expectNoServerKey(text.slice(-200_000));
    expect(text.endsWith('{"note":"client7"}],"end":"client7"}')).toBe(true);
  });

  it('decodes a compressed answer sent in small pieces', async () => {
    let packed = Buffer.alloc(0);
    const { gw } = await gateway((req, res) => {
      const answer = `${searchAnswer(echoedKey(req))}\n`.repeat(2000);
      packed = zlib.gzipSync(answer);
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      for (let at = 0; at < packed.length; at += 5) res.write(packed.subarray(at, at + 5));
      res.end();
    });
    const res = await fetch(`${gw.url}/record/v2/search.json?query=x&wskey=zipped`);
    expect(res.headers.get('content-encoding')).toBeNull();
    const lines = (await res.text()).trimEnd().split('\n');
    expect(lines).toHaveLength(2000);
    for (const line of lines) expect(line).toBe(scrubbedSearchAnswer('zipped'));
    expect(packed.length).toBeGreaterThan(100);
  });

  it('answers 502 for an answer it cannot decode, before any of it went out', async () => {
    const { gw } = await gateway((req, res) => {
      const kind = new URL(req.url ?? '/', 'http://x').searchParams.get('kind');
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': kind === 'zstd' ? 'zstd' : 'gzip',
        etag: '"upstream"',
      });
      res.end(kind === 'zstd' ? searchAnswer(echoedKey(req)) : `{"apikey":"${echoedKey(req)}"}`);
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const [kind, reason] of [
      ['zstd', 'unsupported Content-Encoding zstd'],
      ['corrupt', 'a compressed body that cannot be decoded'],
    ]) {
      const res = await fetch(`${gw.url}/record/v2/search.json?query=x&kind=${kind}&wskey=c`);
      expect([kind, res.status]).toEqual([kind, 502]);
      // The error's own headers, none of the upstream's.
      expect(res.headers.get('etag')).not.toContain('upstream');
      const text = await res.text();
      expectNoServerKey(text);
      expect(JSON.parse(text)).toMatchObject({ success: false, code: '502-UA' });
      expect((JSON.parse(text) as { message: string }).message).toContain(reason);
    }
    warn.mockRestore();
  });

  it('cuts the answer when the upstream resets mid-body, without writing a key or crashing', async () => {
    const { gw } = await gateway((req, res) => {
      const key = echoedKey(req);
      const kind = new URL(req.url ?? '/', 'http://x').searchParams.get('kind');
      if (kind === 'fine') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(searchAnswer(key));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      if (kind === 'early') {
        // Reset before the gateway had anything to write: an error answer is still possible.
        res.write('{"a');
      } else {
        res.write(`{"apikey":"${key}","pad":"${'x'.repeat(200_000)}","key":"${key}",`);
        // The start of the key: what the gateway carries, waiting for the rest, never goes out.
        res.write(`"cut":"${key.slice(0, 8)}`);
      }
      setTimeout(() => req.socket.destroy(), 50);
    });
    const got = await rawGet(`${gw.url}/record/v2/search.json?query=x&wskey=client7`);
    expect(got.status).toBe(200);
    expect(got.complete).toBe(false);
    expect(got.body.length).toBeGreaterThan(200_000);
    expectNoServerKey(got.body.toString('latin1'));
    expect(got.body.toString('latin1')).not.toContain(SERVER_KEY.slice(0, 8));

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const early = await fetch(`${gw.url}/record/v2/search.json?query=x&kind=early`);
    expect(early.status).toBe(502);
    expect(await early.json()).toMatchObject({ code: '502-UP' });
    warn.mockRestore();
    // The gateway lives on.
    const again = await fetch(`${gw.url}/record/v2/search.json?query=x&kind=fine&wskey=c`);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(scrubbedSearchAnswer('c'));
  });

  it('answers a range of a text with the whole text, scrubbed, asking again without the range', async () => {
    const { gw, upstream } = await gateway(
      (req, res) => {
        const kind = new URL(req.url ?? '/', 'http://x').searchParams.get('kind');
        const whole = Buffer.from(searchAnswer(echoedKey(req)));
        const range = req.headers.range;
        if (kind === 'image') {
          res.writeHead(range ? 206 : 200, {
            'content-type': 'image/jpeg',
            ...(range ? { 'content-range': `bytes 2-9/${whole.length}` } : {}),
          });
          res.end(range ? whole.subarray(2, 10) : whole);
        } else if (range || kind === 'stubborn') {
          // The range ends inside the key: passed on, it would show the start of the key.
          const start = whole.indexOf(SERVER_KEY) + 4;
          const multi = kind === 'multi';
          res.writeHead(206, {
            'content-type': multi
              ? 'multipart/byteranges; boundary=B'
              : 'application/json; charset=utf-8',
            ...(multi ? {} : { 'content-range': `bytes ${start}-${start + 5}/${whole.length}` }),
            etag: '"v2"',
          });
          const part = whole.subarray(start, start + 6);
          res.end(
            multi
              ? `--B\r\ncontent-type: application/json\r\ncontent-range: bytes ${start}-${start + 5}/${whole.length}\r\n\r\n${part.toString()}\r\n--B--\r\n`
              : part,
          );
        } else {
          res.writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'accept-ranges': 'bytes',
            etag: '"v2"',
          });
          res.end(whole);
        }
      },
      { EUROPEANA_API_KEY: SERVER_KEY, EUROPEANA_MEDIA_PROXY_API_KEY: SERVER_KEY },
    );
    for (const kind of ['single', 'multi']) {
      upstream.seen.length = 0;
      const res = await fetch(`${gw.url}/record/v2/search.json?query=x&kind=${kind}&wskey=mine`, {
        headers: { range: 'bytes=20-25', 'if-range': '"v2"' },
      });
      expect([kind, res.status]).toEqual([kind, 200]);
      expect(res.headers.get('content-range')).toBeNull();
      expect(res.headers.get('accept-ranges')).toBe('none');
      expect(await res.text()).toBe(scrubbedSearchAnswer('mine'));
      expect(upstream.seen.map((seen) => [seen.headers.range, seen.headers['if-range']])).toEqual([
        ['bytes=20-25', '"v2"'],
        [undefined, undefined],
      ]);
    }

    // Binary ranges of a media API are the upstream's, unchanged.
    upstream.seen.length = 0;
    const image = await fetch(`${gw.url}/media/1/x/abc?kind=image`, {
      headers: { range: 'bytes=2-9' },
    });
    expect(image.status).toBe(206);
    expect(image.headers.get('content-range')).toMatch(/^bytes 2-9\//);
    expect(upstream.seen).toHaveLength(1);
    // The Search API answers no media: a body it labels binary is text like any other.
    upstream.seen.length = 0;
    const labelled = await fetch(`${gw.url}/record/v2/search.json?query=x&kind=image`, {
      headers: { range: 'bytes=2-9' },
    });
    expect(labelled.status).toBe(200);
    expect(labelled.headers.get('content-range')).toBeNull();
    expect(await labelled.text()).toBe(scrubbedSearchAnswer(''));
    expect(upstream.seen).toHaveLength(2);

    // A part of a text the upstream sends whatever is asked cannot be passed on at all.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const range of [{ range: 'bytes=20-25' }, {}] as Array<Record<string, string>>) {
      const res = await fetch(`${gw.url}/record/v2/search.json?query=x&kind=stubborn`, {
        headers: range,
      });
      expect(res.status).toBe(502);
      const text = await res.text();
      expect(SERVER_KEY_FORMS.some((form) => text.includes(form.slice(4, 10)))).toBe(false);
      expect(JSON.parse(text)).toMatchObject({ code: '502-UA', error: 'Bad Gateway' });
    }
    warn.mockRestore();
  });

  it('passes text through unchanged, length and tag kept, when no server key went upstream', async () => {
    const body = JSON.stringify({ apikey: 'client7', items: [] });
    const { gw } = await gateway((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        etag: '"v3"',
      });
      res.end(body);
    }, {});
    const res = await fetch(`${gw.url}/record/v2/search.json?query=x&wskey=client7`);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(res.headers.get('etag')).toBe('"v3"');
    expect(await res.text()).toBe(body);
  });

  it('answers 504 in the API error shape when a text body stalls before any of it went out', async () => {
    const upstream = await fakeUpstream((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      // Shorter than the longest form of the key: the scrubber waits for more.
      res.write(`{"a`);
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
    expect(res.status).toBe(504);
    const text = await res.text();
    expectNoServerKey(text);
    expect(JSON.parse(text)).toMatchObject({ type: 'ErrorResponse', status: 504 });
    warn.mockRestore();
  });

  it('cuts a started text answer whose body then stalls', async () => {
    const upstream = await fakeUpstream((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(`{"apikey":"${echoedKey(req)}","pad":"${'x'.repeat(1000)}",`);
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
    const started = Date.now();
    const got = await rawGet(`${gw.url}/entity/agent/1.json?wskey=client7`);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(got.status).toBe(200);
    expect(got.complete).toBe(false);
    expect(got.body.toString('latin1')).toMatch(/^\{"apikey":"client7","pad":"x+/);
    expectNoServerKey(got.body.toString('latin1'));
  });
  it('waits for a slow client of a long text answer without taking the upstream for stalled', async () => {
    const upstream = await fakeUpstream((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`{"apikey":"${echoedKey(req)}","pad":"${'x'.repeat(8 * 1024 * 1024)}"}`);
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
    const got = await new Promise<{ body: Buffer; complete: boolean }>((resolve, reject) => {
      http
        .get(`${gw.url}/entity/agent/1.json?wskey=slow`, (res) => {
          const chunks: Buffer[] = [];
          res.once('data', (chunk: Buffer) => {
            // The client stops reading for longer than the upstream timeout.
            res.pause();
            setTimeout(() => res.resume(), 600);
            chunks.push(chunk);
            res.on('data', (more: Buffer) => chunks.push(more));
          });
          res.on('error', () => undefined);
          res.on('close', () => resolve({ body: Buffer.concat(chunks), complete: res.complete }));
        })
        .on('error', reject);
    });
    expect(got.complete).toBe(true);
    expect(got.body.length).toBe(8 * 1024 * 1024 + 26);
    expect(got.body.subarray(0, 20).toString()).toBe('{"apikey":"slow","pa');
  });

  it('gives HEAD and 304 answers of a scrubbed text the weak tag its 200 has', async () => {
    const { gw } = await gateway((req, res) => {
      const headers = { 'content-type': 'application/json', etag: '"v7"' };
      if (req.headers['if-none-match']) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : searchAnswer(echoedKey(req)));
    });
    const url = `${gw.url}/record/v2/search.json?query=x&wskey=c`;
    const full = await fetch(url);
    expect(full.headers.get('etag')).toBe('W/"v7"');
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.headers.get('etag')).toBe('W/"v7"');
    const revalidated = await conditionalGet(url, { 'if-none-match': 'W/"v7"' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe('W/"v7"');
  });

  it('scrubs bodies an upstream labels loosely (octet-stream, x-json, json5, jsonp)', async () => {
    const { gw } = await gateway((req, res) => {
      const type = new URL(req.url ?? '/', 'http://x').searchParams.get('type')!;
      res.writeHead(200, { 'content-type': type });
      res.end(searchAnswer(echoedKey(req)));
    });
    for (const type of [
      'application/octet-stream',
      'application/x-json',
      'application/json5',
      'application/jsonp',
    ]) {
      const res = await fetch(
        `${gw.url}/record/v2/search.json?query=x&wskey=mine&type=${encodeURIComponent(type)}`,
      );
      const text = await res.text();
      expectNoServerKey(text);
      expect([type, (JSON.parse(text) as { apikey: string }).apikey]).toEqual([type, 'mine']);
    }
  });

  it('varies on Authorization when the client key may come from it', async () => {
    const { gw } = await gateway((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(searchAnswer(echoedKey(req)));
    });
    const res = await fetch(`${gw.url}/record/v2/search.json?query=x`, {
      headers: { authorization: 'APIKEY client9' },
    });
    expect(((await res.json()) as { apikey: string }).apikey).toBe('client9');
    const vary = (res.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(vary).toEqual(expect.arrayContaining(['x-api-key', 'authorization']));
  });
});

/** A GET through node:http that keeps what arrived of a body cut short. */
function rawGet(url: string): Promise<{ status: number; body: Buffer; complete: boolean }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', () => undefined);
        res.on('close', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            complete: res.complete,
          }),
        );
      })
      .on('error', reject);
  });
}
