/** @jest-environment node */
import type { Request } from 'express';
import { browserApiEndpoints, publicApiUrls, serverApiEndpoints } from '@portal/shared-kernel';
import { loadConfig } from '../config';
import { createServerPortal, publicRequestUrl } from './server-portal';

describe('the debug request log', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the same-origin address of a server-side request, never the gateway’s, key masked', async () => {
    const seen: string[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      seen.push(String(url));
      return new Response('{"success":true,"items":[],"totalResults":0}', {
        headers: { 'content-type': 'application/json' },
      });
    });
    const config = loadConfig({
      PORTAL_ROOT: '/nowhere',
      GATEWAY_URL: 'http://127.0.0.1:3001',
      EUROPEANA_API_KEY: 'secret-key',
    });
    const portal = createServerPortal(
      { headers: {} } as Request,
      config,
      'en',
      {},
      {
        enabled: true,
        apiKey: null,
      },
    );
    await portal.api.record.search({ query: 'art' });
    // The server itself called the gateway, with the key.
    expect(seen[0]).toMatch(
      /^http:\/\/127\.0\.0\.1:3001\/record\/search\.json\?.*wskey=secret-key/,
    );
    const logged = portal.stores.requests.entries.map((entry) => entry.url);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\/api\/record\/search\.json\?/);
    expect(logged[0]).toContain('query=art');
    expect(logged[0]).toContain('wskey=***');
    expect(logged.join()).not.toContain('127.0.0.1');
    expect(logged.join()).not.toContain('secret-key');
  });
});

describe('publicRequestUrl', () => {
  const server = serverApiEndpoints(
    { EUROPEANA_ENTITY_API_URL: 'https://entity.internal.example/entity/' },
    'http://127.0.0.1:3001/',
  );
  const browser = browserApiEndpoints(publicApiUrls(server));

  it.each([
    [
      'http://127.0.0.1:3001/record/search.json?query=art&wskey=***',
      '/api/record/search.json?query=art&wskey=***',
    ],
    ['http://127.0.0.1:3001/record/v2/search.json', '/api/record/v2/search.json'],
    ['http://127.0.0.1:3001/recommend/record/1/a?wskey=***', '/api/recommend/record/1/a?wskey=***'],
    ['http://127.0.0.1:3001/set/search.json', '/api/set/search.json'],
    // An API configured elsewhere is still reached by the browser through the proxy.
    ['https://entity.internal.example/entity/search?query=*', '/api/entity/search?query=*'],
    // Browser-facing APIs already have their public addresses.
    ['/api/presentation/1/a/manifest', '/api/presentation/1/a/manifest'],
  ])('%s -> %s', (url, shown) => {
    expect(publicRequestUrl(url, server, browser)).toBe(shown);
  });

  it('leaves an address it does not know as it is (an allowed override header named it)', () => {
    const url = 'https://api.europeana.eu/record/search.json?query=art';
    expect(publicRequestUrl(url, server, browser)).toBe(url);
    // A prefix of a path segment is no match.
    expect(publicRequestUrl('http://127.0.0.1:3001/records/x', server, browser)).toBe(
      'http://127.0.0.1:3001/records/x',
    );
  });
});

describe('media proxy links of the server portal', () => {
  const portalWith = (env: Record<string, string>) =>
    createServerPortal(
      { headers: {} } as Request,
      loadConfig({ PORTAL_ROOT: '/nowhere', GATEWAY_URL: 'http://127.0.0.1:3001', ...env }),
      'en',
      {},
      { enabled: false, apiKey: null },
    );

  it('name the Record API (recordApiUrl) for an outside media proxy, as the Europeana portal does', () => {
    const portal = portalWith({
      EUROPEANA_RECORD_API_URL: 'https://api.europeana.eu/record',
      EUROPEANA_MEDIA_PROXY_API_URL: 'https://proxy.europeana.eu/media',
    });
    expect(portal.api.mediaProxy.recordApiUrl).toBe('https://api.europeana.eu/record');
    expect(portal.api.mediaProxy.url('/1/a', 'http://example.org/a.jpg')).toMatch(
      /^https:\/\/proxy\.europeana\.eu\/media\/1\/a\/[0-9a-f]{32}\?recordApiUrl=https%3A%2F%2Fapi\.europeana\.eu%2Frecord$/,
    );
  });

  it('name none for the gateway’s own proxy, and never the gateway’s internal address', () => {
    const portal = portalWith({});
    expect(portal.api.mediaProxy.recordApiUrl).toBeUndefined();
    expect(portal.api.mediaProxy.url('/1/a', 'http://example.org/a.jpg')).toMatch(
      /^\/api\/media\/1\/a\/[0-9a-f]{32}$/,
    );
  });
});
