import express from 'express';
import { listen, type TestServer } from '../apis/testing/test-server';
import { fakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
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
      config: readUpstreamConfig({ EUROPEANA_ENTITY_API_URL: `${upstream.url}/entity`, ...env }),
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
  });
});
