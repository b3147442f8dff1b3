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

/** A gateway (and release server) that answers every request with what it received. */
function echoServer(): http.Server {
  return http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      received.push(entry);
      res.writeHead(200, { 'content-type': 'application/json' });
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
