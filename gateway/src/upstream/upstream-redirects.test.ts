import express from 'express';
import { listen, type TestServer } from '../apis/testing/test-server';
import { fakeUpstream, type FakeUpstream } from '../test-support/fake-upstream';
import { mountUpstreamProxies } from './mount-upstreams';
import { readUpstreamConfig } from './upstream-config';

/** The answer the fake upstream gives a request: a status and headers, taken from its query. */
type Answer = (upstreamUrl: string) => { status: number; headers: Record<string, string> };

describe('redirects and links of upstream answers', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
  });

  /** A gateway with the Record API upstream, whose fake answers as `answer` says. */
  async function gateway(answer: Answer): Promise<{ gw: TestServer; upstream: FakeUpstream }> {
    let upstreamUrl = '';
    const upstream = await fakeUpstream((_req, res) => {
      const { status, headers } = answer(upstreamUrl);
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end('{"success":true}');
    });
    upstreamUrl = upstream.url;
    closers.push(upstream.close);
    const config = readUpstreamConfig({
      EUROPEANA_RECORD_API_URL: `${upstream.url}/record`,
      EUROPEANA_API_KEY: 'server-key',
    });
    const app = express();
    mountUpstreamProxies(app, { config, publicUrl: 'http://gw.test' });
    const gw = await listen(app);
    closers.push(gw.close);
    return { gw, upstream };
  }

  const get = (gw: TestServer, path: string): Promise<Response> =>
    fetch(`${gw.url}${path}`, { redirect: 'manual' });

  it('refuses to pass on a redirect to another site, another path or another scheme', async () => {
    for (const location of [
      'https://evil.example.org/phish?k=1',
      '//evil.example.org/phish',
      'javascript:alert(1)',
      '/elsewhere/on/the/upstream',
      'http://[bad',
    ]) {
      const { gw } = await gateway(() => ({ status: 302, headers: { location } }));
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const res = await get(gw, '/record/v2/search.json?query=x');
      warn.mockRestore();
      expect([location, res.status, res.headers.get('location')]).toEqual([location, 502, null]);
      expect(await res.json()).toMatchObject({ success: false, code: '502-UA' });
    }
  });

  it('leaves out the Location of a success that points outside the API, and passes the answer', async () => {
    const { gw } = await gateway(() => ({
      status: 201,
      headers: { location: 'https://elsewhere.example/set/1' },
    }));
    const res = await get(gw, '/record/v2/search.json?query=x');
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.json()).toEqual({ success: true });
  });

  it('makes a redirect within the API, absolute or relative, a gateway URL without the key', async () => {
    for (const [location, expected] of [
      [
        '/record/v2/1/moved.json?wskey=server-key&profile=rich',
        '/record/v2/1/moved.json?profile=rich',
      ],
      ['moved.json', '/record/v2/1/moved.json'],
      ['UPSTREAM/record/v2/2/x.json', '/record/v2/2/x.json'],
    ] as const) {
      const { gw } = await gateway((upstreamUrl) => ({
        status: 301,
        headers: { location: location.replace('UPSTREAM', upstreamUrl) },
      }));
      const res = await get(gw, '/record/v2/1/old.json');
      expect([location, res.status, res.headers.get('location')]).toEqual([
        location,
        301,
        `http://gw.test${expected}`,
      ]);
    }
  });

  it('sends a redirect met on a legacy path to the path the gateway serves the upstream on', async () => {
    const { gw, upstream } = await gateway((upstreamUrl) => ({
      status: 301,
      headers: { location: `${upstreamUrl}/record/v2/1/moved.json?x=1` },
    }));
    for (const path of [
      '/api/v2/record/1/abc.json',
      '/v2/record/1/abc.json',
      '/api/v2/search.json?query=a',
    ]) {
      const res = await get(gw, path);
      expect([path, res.headers.get('location')]).toEqual([
        path,
        'http://gw.test/record/v2/1/moved.json?x=1',
      ]);
    }
    // Followed, it asks the upstream for the path it named.
    upstream.seen.length = 0;
    await get(gw, '/record/v2/1/moved.json?x=1');
    expect(upstream.seen[0]!.url).toMatch(/^\/record\/v2\/1\/moved\.json\?x=1&wskey=server-key$/);
  });

  it("makes the upstream's own links gateway URLs, keeps other sites' and drops its server headers", async () => {
    const { gw } = await gateway((upstreamUrl) => ({
      status: 200,
      headers: {
        link: `<${upstreamUrl}/record/v2/search.json?cursor=b&wskey=server-key>; rel="next", <http://www.w3.org/ns/ldp#Resource>; rel="type", <${upstreamUrl}/admin>; rel="edit"`,
        refresh: '0; url=https://evil.example.org/',
        server: 'Apache-Coyote/1.1',
        'x-powered-by': 'Servlet/3.0',
      },
    }));
    const res = await get(gw, '/record/v2/search.json?query=x');
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toBe(
      '<http://gw.test/record/v2/search.json?cursor=b>; rel="next", <http://www.w3.org/ns/ldp#Resource>; rel="type"',
    );
    expect(res.headers.get('refresh')).toBeNull();
    expect(res.headers.get('server')).toBeNull();
    expect(res.headers.get('x-powered-by')).not.toBe('Servlet/3.0');
  });
});
