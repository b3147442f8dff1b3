import http from 'node:http';
import express from 'express';
import { listen, type TestServer } from '../apis/testing/test-server';
import { fakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { startGateway } from '../test-support/gateway-fixture';
import { mountUpstreamProxies } from './mount-upstreams';
import { readUpstreamConfig } from './upstream-config';

describe('what the gateway sends upstream', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
  });

  async function gateway(
    env: NodeJS.ProcessEnv,
  ): Promise<{ gw: TestServer; upstream: FakeUpstream }> {
    const upstream = await fakeUpstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
    closers.push(upstream.close);
    const app = express();
    mountUpstreamProxies(app, {
      config: readUpstreamConfig({
        EUROPEANA_ENTITY_API_URL: `${upstream.url}/entity`,
        EUROPEANA_SET_API_URL: `${upstream.url}/set`,
        ...env,
      }),
    });
    const gw = await listen(app);
    closers.push(gw.close);
    return { gw, upstream };
  }

  it("passes the client's query byte for byte, replacing only its wskey by the server's", async () => {
    const query = 'text=caf%E9&x=%ZZ&q=a+b%20c&wskey=client&ws%6Bey=other&WSKEY=kept&&z';
    const keyed = await gateway({ EUROPEANA_API_KEY: 'server/key' });
    await fetch(`${keyed.gw.url}/entity/suggest?${query}`);
    expect(keyed.upstream.seen[0]!.url).toBe(
      '/entity/suggest?text=caf%E9&x=%ZZ&q=a+b%20c&WSKEY=kept&&z&wskey=server%2Fkey',
    );
    await fetch(`${keyed.gw.url}/entity/suggest`);
    expect(keyed.upstream.seen[1]!.url).toBe('/entity/suggest?wskey=server%2Fkey');

    // Without a server key the client's own key is the one to send.
    const keyless = await gateway({});
    await fetch(`${keyless.gw.url}/entity/suggest?${query}`);
    expect(keyless.upstream.seen[0]!.url).toBe(`/entity/suggest?${query}`);
  });

  it("sends the client's X-Api-Key when no server key is configured, else only the server's key", async () => {
    const keyless = await gateway({});
    await fetch(`${keyless.gw.url}/entity/agent/1.json`, { headers: { 'x-api-key': 'mine' } });
    expect(keyless.upstream.seen[0]!.headers['x-api-key']).toBe('mine');

    const keyed = await gateway({ EUROPEANA_API_KEY: 'server-key' });
    await fetch(`${keyed.gw.url}/entity/agent/1.json`, { headers: { 'x-api-key': 'mine' } });
    const seen = keyed.upstream.seen[0]!;
    expect(seen.headers['x-api-key']).toBeUndefined();
    expect(new URL(seen.url, 'http://x').searchParams.getAll('wskey')).toEqual(['server-key']);

    // The key as `Authorization: APIKEY …` stays here too; a Bearer token (a user's) goes on.
    await fetch(`${keyed.gw.url}/entity/agent/1.json`, {
      headers: { authorization: 'APIKEY mine' },
    });
    expect(keyed.upstream.seen[1]!.headers.authorization).toBeUndefined();
    await fetch(`${keyed.gw.url}/entity/agent/1.json`, {
      headers: { authorization: 'Bearer user-token' },
    });
    expect(keyed.upstream.seen[2]!.headers.authorization).toBe('Bearer user-token');
  });

  it('refuses any body over 1 MB with 413 in the API error shape, forwarding none of it', async () => {
    const { gw, upstream } = await gateway({});
    const text = await fetch(`${gw.url}/entity/retrieve`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(5 * 1024 * 1024),
    });
    expect(text.status).toBe(413);
    expect(await text.json()).toMatchObject({ type: 'ErrorResponse', status: 413 });

    // Chunked, without a Content-Length: counted as it streams.
    const chunked = await chunkedPost(`${gw.url}/set/`, 50 * 1024 * 1024);
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toMatchObject({ type: 'ErrorResponse', status: 413 });
    expect(upstream.seen).toEqual([]);

    // Up to the limit, the body goes upstream whole, with its length.
    const within = 'y'.repeat(1024 * 1024);
    const ok = await fetch(`${gw.url}/set/1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: within,
    });
    expect(ok.status).toBe(200);
    expect(upstream.seen[0]!.body).toBe(within);
    expect(upstream.seen[0]!.headers['content-length']).toBe(String(within.length));
  });

  it('forwards JSON bodies as the client wrote them, through the whole app', async () => {
    const { upstream } = await gateway({});
    const saved = process.env.EUROPEANA_ENTITY_API_URL;
    process.env.EUROPEANA_ENTITY_API_URL = `${upstream.url}/entity`;
    const app = await startGateway();
    closers.push(app.close);
    if (saved === undefined) delete process.env.EUROPEANA_ENTITY_API_URL;
    else process.env.EUROPEANA_ENTITY_API_URL = saved;

    const post = (body: string) =>
      fetch(`${app.server.url}/entity/retrieve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    // Precision, a repeated key and spacing, all lost to a parse and a JSON.stringify.
    const written = '{ "n": 1.00000000000000000001, "n": 2,\n  "big": 12345678901234567890 }';
    expect((await post(written)).status).toBe(200);
    // A JSON string is the upstream's to judge, not a local 400.
    expect((await post('"http://data.europeana.eu/agent/1"')).status).toBe(200);
    expect(upstream.seen.map((seen) => seen.body)).toEqual([
      written,
      '"http://data.europeana.eu/agent/1"',
    ]);
    // JSON keeps the limit express.json gave it.
    const large = await post(JSON.stringify(['x'.repeat(1024 * 1024)]));
    expect(large.status).toBe(413);
    expect(upstream.seen).toHaveLength(2);
  });
});

/** POSTs `size` bytes in chunks (no Content-Length), stopping once an answer arrives. */
function chunkedPost(url: string, size: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/octet-stream' } },
      (res) => {
        answered = true;
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 1);
    let sent = 0;
    const write = (): void => {
      while (!answered && sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}
