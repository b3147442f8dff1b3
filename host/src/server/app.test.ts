/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHostApp } from './app';
import { loadConfig } from './config';
import { testServers } from './testing/test-servers';
import { rawExchange, rawRequest, type RawAnswer } from './testing/raw-request';

/**
 * The host app over real HTTP, for what happens before a page is rendered (no remotes are
 * registered, so no page renders here; the integration tests render them).
 */
const servers = testServers();
const listen = servers.listen;
let hostUrl: URL;

/** What the fake gateway and release server last received. */
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];

const IDENTITY_COOKIES = [
  'portal_sso=sid-1; Path=/auth/realms/europeana/; HttpOnly; SameSite=Lax',
  'portal_signed_in=1; Path=/; SameSite=Lax',
];
const IDENTITY_POLICY = {
  'content-security-policy': "default-src 'none'; script-src 'sha256-abc'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

/**
 * A gateway (and release server) that answers every request with what it received, setting the
 * identity server's cookies (and, under `/auth/`, its headers).
 */
function echoServer(): http.Server {
  return http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      received.push(entry);
      res.writeHead(200, {
        'content-type': 'application/json',
        // Only the /auth proxy lets it through.
        'set-cookie': IDENTITY_COOKIES,
        // The identity server's own policy, which must reach the browser as it is.
        ...(entry.url.startsWith('/auth/') ? IDENTITY_POLICY : {}),
      });
      res.end(JSON.stringify(entry));
    });
  });
}

/** A request as it is written, to the host under test. */
function request(
  method: string,
  requestPath: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return rawRequest(hostUrl, method, requestPath, headers, body);
}

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'host-app-'));
  mkdirSync(path.join(dir, 'client'));
  writeFileSync(path.join(dir, 'client', 'assets.json'), JSON.stringify({ scripts: [] }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  const upstream = (await listen(echoServer())).origin;
  const config = loadConfig({
    PORTAL_ROOT: dir,
    GATEWAY_URL: upstream,
    RELEASES_INTERNAL_URL: upstream,
    HOST_CLIENT_DIR: path.join(dir, 'client'),
    REMOTE_REGISTRY_FILE: path.join(dir, 'registry.json'),
  });
  hostUrl = await listen(http.createServer(createHostApp(config)));
});

afterAll(async () => {
  jest.restoreAllMocks();
  await servers.closeAll();
});

describe('redirects stay on this site', () => {
  it.each([
    ['/\\evil.com/', 301, '/evil.com'],
    ['/\\/evil.com/', 301, '/evil.com'],
    ['/\\\\evil.com/', 301, '/evil.com'],
    ['//evil.com/', 301, '/evil.com'],
    ['/\\evil.com/?query=x', 301, '/evil.com?query=x'],
    ['/portal/\\evil.com', 301, '/evil.com'],
    ['/portal//evil.com', 301, '/evil.com'],
    ['/en/portal/\\evil.com', 302, '/en/\\evil.com'],
    ['/xx/\\evil.com', 302, '/evil.com'],
    ['/xx/\\/evil.com', 302, '/evil.com'],
    ['/\\\\/evil.com', 302, '/evil.com'],
    ['/\\evil.com', 302, '/en/\\evil.com'],
  ])('GET %s -> %i %s', async (requestPath, status, location) => {
    const answer = await request('GET', requestPath, { 'Accept-Language': 'en' });
    expect(answer.status).toBe(status);
    expect(answer.headers.location).toBe(location);
    expect(new URL(location, 'https://portal.example/').host).toBe('portal.example');
  });
});

describe('dot segments', () => {
  it.each([
    ['/en/search/..', '/en'],
    ['/en/collections/..', '/en'],
    ['/en/galleries/..', '/en'],
    ['/en/collections/person/..', '/en/collections'],
    ['/en/search/%2e%2e', '/en'],
    ['/en/search/%2E%2e/x', '/en/x'],
    ['/en/search/.?query=art', '/en/search?query=art'],
    ['/..//evil.com/', '/evil.com'],
  ])('GET %s -> 301 %s, before any page is rendered', async (requestPath, location) => {
    const answer = await request('GET', requestPath, { 'Accept-Language': 'en' });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
  });
});

describe('request targets that are not a path', () => {
  /** `<METHOD> <target> HTTP/1.1` on a bare socket: HTTP clients only send paths. */
  const send = (method: string, target: string) =>
    rawExchange(
      hostUrl,
      `${method} ${target} HTTP/1.1\r\nHost: ${hostUrl.host}\r\nConnection: close\r\n\r\n`,
    );

  it.each(['GET', 'HEAD'])(
    "%s * is a 400 page of the app's own, not Express's default",
    async (method) => {
      const answer = await send(method, '*');
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['content-security-policy']).toBeTruthy();
      expect(answer.text).not.toContain('Cannot');
      if (method === 'GET') expect(answer.body).toContain('<html lang="en">');
      else expect(answer.body).toBe('');
    },
  );

  it('answers OPTIONS * (about the server as a whole) with 204', async () => {
    const answer = await send('OPTIONS', '*');
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');
  });

  it.each([
    ['POST', '*'],
    ['GET', 'http://evil.example/en'],
    ['GET', 'http://127.0.0.1/en'],
    ['OPTIONS', 'http://evil.example/en'],
  ])('%s %s: 400', async (method, target) => {
    const answer = await send(method, target);
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain('Cannot');
    expect(answer.text).not.toContain('evil.example');
  });
});

describe('more than one Host header', () => {
  const send = (path: string, hosts: string[]) =>
    rawExchange(
      hostUrl,
      `GET ${path} HTTP/1.1\r\n${hosts.map((host) => `${host}\r\n`).join('')}` +
        'Connection: close\r\n\r\n',
    );

  it.each([
    ['/en', ['Host: {host}', 'Host: evil.com']],
    ['/en/search?query=x', ['Host: {host}', 'host: {host}']],
    ['/health', ['HOST: evil.com', 'Host: {host}']],
    ['/favicon.svg', ['Host: {host}', 'Host: evil.com', 'Host: evil.com']],
  ])('GET %s with %j: 400 in plain text', async (path, hosts) => {
    const answer = await send(
      path,
      hosts.map((line) => line.replace('{host}', hostUrl.host)),
    );
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toBe('Bad request: more than one Host header.');
  });

  it('answers on the proxies in their JSON shape, and passes nothing on', async () => {
    const before = received.length;
    for (const path of ['/api/record/search.json', '/releases/x']) {
      const answer = await send(path, [`Host: ${hostUrl.host}`, 'Host: evil.com']);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        error: 'Bad request: more than one Host header.',
      });
    }
    expect(received.length).toBe(before);
  });

  it('serves a request with one Host header as before', async () => {
    expect((await send('/health', [`Host: ${hostUrl.host}`])).status).toBe(200);
  });
});

describe('/robots.txt', () => {
  it('answers its rules in plain text, with no locale redirect', async () => {
    const answer = await request('GET', '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.body).toContain('User-agent: *\nDisallow: /api/\nDisallow: /releases/\n');
    expect((await request('HEAD', '/robots.txt')).status).toBe(200);
    expect((await request('POST', '/robots.txt')).status).toBe(405);
  });
});

describe('methods', () => {
  it.each([
    ['POST', '/en'],
    ['PUT', '/en/search'],
    ['DELETE', '/en/item/1007/x'],
    ['PATCH', '/en/item/1007/x'],
    ['POST', '/health'],
    ['POST', '/'],
    ['POST', '/favicon.svg'],
    ['PUT', '/assets/main.js'],
    ['POST', '/portal/en/record/1/x.html'],
    ['OPTIONS', '/en'],
    ['TRACE', '/en'],
    ['POST', '/apis'],
    ['POST', '/en/api/x'],
  ])('%s %s: 405, Allow: GET, HEAD, in plain text', async (method, requestPath) => {
    const answer = await request(method, requestPath, { 'Content-Type': 'text/plain' }, 'x');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toBe('Method not allowed');
    expect(answer.body).not.toContain('Cannot');
  });

  it('does not echo a TRACE, on pages or through the proxies', async () => {
    const before = received.length;
    for (const requestPath of ['/en', '/api/x', '/releases/x']) {
      const answer = await request('TRACE', requestPath, { 'X-Secret': 'token-123' });
      expect([405, 501]).toContain(answer.status);
      expect(answer.body).not.toContain('token-123');
    }
    expect(received.length).toBe(before);
  });

  it('still answers GET and HEAD', async () => {
    expect((await request('GET', '/health')).status).toBe(200);
    expect((await request('HEAD', '/health')).status).toBe(200);
    expect((await request('HEAD', '/favicon.svg')).status).toBe(200);
  });

  it.each([
    ['POST', '/api/telemetry/web-vitals'],
    ['PUT', '/api/x'],
    ['DELETE', '/api/x'],
    ['PATCH', '/API/x'],
    ['OPTIONS', '/api/x'],
    ['POST', '/releases/x'],
  ])('passes %s %s on to the proxied server', async (method, requestPath) => {
    const answer = await request(method, requestPath, { 'Content-Type': 'text/plain' }, 'x');
    expect(answer.status).toBe(200);
    const echoed = JSON.parse(answer.body) as Received;
    expect(echoed.method).toBe(method);
    expect(echoed.url).toBe(requestPath.replace(/^\/(api|releases)/i, '') || '/');
    expect(echoed.body).toBe('x');
  });
});

describe('the /api proxy', () => {
  it("tells the gateway the host's own origin, not the client's X-Forwarded-Host", async () => {
    const answer = await request('GET', '/api/presentation/1007/mucha_gismonda/manifest', {
      'X-Forwarded-Host': 'evil.com',
      Cookie: 'session=secret',
    });
    const echoed = JSON.parse(answer.body) as Received;
    expect(echoed.headers['x-forwarded-host']).toBe(hostUrl.host);
    expect(echoed.headers['x-forwarded-proto']).toBe('http');
    expect(echoed.headers.cookie).toBeUndefined();
  });
});

describe('the /auth proxy (the identity server)', () => {
  const realm = '/auth/realms/europeana';

  it("passes the path unchanged, the browser's cookies on and the server's cookies back", async () => {
    const answer = await request('GET', `${realm}/protocol/openid-connect/auth?prompt=none`, {
      Cookie: 'portal_sso=sid-1; i18n_locale_code=de',
      'X-Forwarded-Host': 'evil.com',
    });
    expect(answer.status).toBe(200);
    const echoed = JSON.parse(answer.body) as Received;
    expect(echoed.url).toBe(`${realm}/protocol/openid-connect/auth?prompt=none`);
    expect(echoed.headers.cookie).toBe('portal_sso=sid-1; i18n_locale_code=de');
    expect(echoed.headers['x-forwarded-host']).toBe(hostUrl.host);
    expect(echoed.headers['x-forwarded-proto']).toBe('http');
    expect(answer.headers['set-cookie']).toEqual(IDENTITY_COOKIES);
  });

  it("gives the browser the identity server's own CSP and X-Frame-Options", async () => {
    const answer = await request('GET', `${realm}/protocol/openid-connect/3p-cookies/step1.html`);
    expect(answer.headers['content-security-policy']).toBe(
      IDENTITY_POLICY['content-security-policy'],
    );
    expect(answer.headers['x-frame-options']).toBe('DENY');
    // The host's other headers stay.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['POST', 'OPTIONS', 'HEAD', 'GET'])('passes %s on', async (method) => {
    const before = received.length;
    const body = method === 'POST' ? 'grant_type=refresh_token&refresh_token=x' : undefined;
    const answer = await request(
      method,
      `${realm}/protocol/openid-connect/token`,
      { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'portal_sso=sid-1' },
      body,
    );
    expect(answer.status).toBe(200);
    expect(received.length).toBe(before + 1);
    const got = received[received.length - 1]!;
    expect(got.method).toBe(method);
    expect(got.url).toBe(`${realm}/protocol/openid-connect/token`);
    expect(got.body).toBe(body ?? '');
    expect(got.headers.cookie).toBe('portal_sso=sid-1');
  });

  it.each(['PUT', 'DELETE', 'PATCH', 'TRACE'])(
    '%s: 405 with the methods it takes, passed on to nobody',
    async (method) => {
      const before = received.length;
      const answer = await request(method, `${realm}/protocol/openid-connect/token`, {}, 'x');
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      expect(received.length).toBe(before);
    },
  );

  it('still passes no cookie either way through /api and /releases', async () => {
    for (const path of ['/api/record/search.json', '/releases/x/remoteEntry.js']) {
      const answer = await request('GET', path, { Cookie: 'portal_sso=sid-1' });
      expect((JSON.parse(answer.body) as Received).headers.cookie).toBeUndefined();
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('is not reachable through /api, where it could hold no session', async () => {
    const before = received.length;
    const answer = await request('GET', `/api${realm}/.well-known/openid-configuration`);
    expect(answer.status).toBe(404);
    expect(received.length).toBe(before);
  });

  it('is in the robots rules, with the sign-in paths', async () => {
    const answer = await request('GET', '/robots.txt');
    for (const rule of ['/auth/', '/account/callback', '/account/logout', '/silent-check-sso.html'])
      expect(answer.body).toContain(`Disallow: ${rule}\n`);
  });
});

describe('GET /account/callback', () => {
  /** Every answer: a 302 to a local path without a fragment, never stored. */
  async function callback(query: string, headers: Record<string, string> = {}) {
    const answer = await request('GET', `/account/callback${query}`, headers);
    expect(answer.status).toBe(302);
    expect(answer.headers['cache-control']).toBe('no-store');
    const location = answer.headers.location!;
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(location).not.toMatch(/[#\\\s]/);
    expect(new URL(location, 'https://portal.example/').origin).toBe('https://portal.example');
    return location;
  }

  it.each([
    ['?redirect=%2Fen%2Fsearch%3Fquery%3Dart%26page%3D2', '/en/search?query=art&page=2'],
    ['?redirect=/de/item/123/abc', '/de/item/123/abc'],
    ['?redirect=%2Fen%2Fsearch%3Fquery%3Dcaf%25C3%25A9', '/en/search?query=caf%C3%A9'],
    ['?redirect=%2Fen%2Fitem%2F1%23section', '/en/item/1'],
    ['?redirect=%2Fen%3Fq%3Da%5Cb', '/en?q=a%5Cb'],
    ['?redirect=%2F', '/'],
  ])('%s -> %s', async (query, location) => {
    expect(await callback(query)).toBe(location);
  });

  it.each([
    '',
    '?redirect=',
    '?redirect=//evil.example',
    '?redirect=%2F%2Fevil.example',
    '?redirect=/\\evil.example',
    '?redirect=%2F%5Cevil.example',
    '?redirect=%5C%5Cevil.example',
    '?redirect=https://evil.example',
    '?redirect=https%3A%2F%2Fevil.example%2Fen',
    '?redirect=javascript:alert(1)',
    '?redirect=/en&redirect=/de',
    '?redirect[]=/en',
    '?redirect[a]=/en',
    '?redirect=%2Fen%ZZ',
    '?redirect=%E0%A4%A',
    '?redirect=%2Fen%3Fq%3D%00',
    '?redirect=%2Fen%3Fq%3D%C3%A9',
    '?redirect=%2Fen%0D%0ALocation:%20https://evil.example',
    '?redirect=%2Fen%20x',
  ])('%s -> the home page', async (query) => {
    expect(await callback(query)).toBe('/en');
  });

  it("falls back to the home page in the locale cookie's language, if it is one", async () => {
    expect(await callback('?redirect=//evil.example', { Cookie: 'i18n_locale_code=de' })).toBe(
      '/de',
    );
    expect(await callback('', { Cookie: 'i18n_locale_code=xx' })).toBe('/en');
    expect(await callback('', { Cookie: 'i18n_locale_code=%zz; =; ;' })).toBe('/en');
  });

  it('answers HEAD too, and leaves other spellings to the page rules', async () => {
    expect((await request('HEAD', '/account/callback?redirect=%2Fde')).headers.location).toBe(
      '/de',
    );
    const slash = await request('GET', '/account/callback/?redirect=%2Fde');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/account/callback?redirect=%2Fde');
    expect((await request('POST', '/account/callback', {}, 'x')).status).toBe(405);
  });
});

describe('GET /account/logout', () => {
  it("sends the visitor to the realm's logout, back to the home page in their language", async () => {
    const answer = await request('GET', '/account/logout', { Cookie: 'i18n_locale_code=fr' });
    expect(answer.status).toBe(302);
    expect(answer.headers['cache-control']).toBe('no-store');
    const location = new URL(answer.headers.location!, 'http://base.invalid');
    expect(location.origin).toBe('http://base.invalid');
    expect(location.pathname).toBe('/auth/realms/europeana/protocol/openid-connect/logout');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'portal',
      post_logout_redirect_uri: `${hostUrl.origin}/fr`,
    });
  });

  it('returns to /en without a locale cookie, over https behind a trusted proxy', async () => {
    const answer = await request('GET', '/account/logout', { 'X-Forwarded-Proto': 'https' });
    const location = new URL(answer.headers.location!, 'http://base.invalid');
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(
      `https://${hostUrl.host}/en`,
    );
  });

  it('answers a request without a usable Host header with 400', async () => {
    const answer = await request('GET', '/account/logout', { Host: 'evil.example/x' });
    expect(answer.status).toBe(400);
    expect(answer.headers.location).toBeUndefined();
  });
});

describe('GET /silent-check-sso.html', () => {
  it("hands its URL to the framing page, in a script under the response's nonce", async () => {
    const answer = await request('GET', '/silent-check-sso.html');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = answer.headers['content-security-policy']!;
    expect(csp).toContain("frame-ancestors 'self'");
    const nonce = /<script nonce="([^"]+)">/.exec(answer.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`'nonce-${nonce}'`);
    expect(answer.body).toContain('parent.postMessage(location.href, location.origin)');
    expect(answer.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(answer.body).toMatch(/<title>[^<]+<\/title>/);
  });

  it('has a new nonce for every response', async () => {
    const nonceOf = async () =>
      /nonce="([^"]+)"/.exec((await request('GET', '/silent-check-sso.html')).body)?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });
});
