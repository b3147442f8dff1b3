/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHostApp } from './app';
import { loadConfig } from './config';

/**
 * The host app over real HTTP, for what happens before a page is rendered (no remotes are
 * registered, so no page renders here; the integration tests render them).
 */
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const servers: http.Server[] = [];
let hostUrl: URL;

async function listen(server: http.Server): Promise<URL> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}

/** A request as it is written (fetch() would turn `\` in the path into `/`). */
function request(
  method: string,
  requestPath: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: hostUrl.hostname, port: hostUrl.port, method, path: requestPath, headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'host-app-'));
  mkdirSync(path.join(dir, 'client'));
  writeFileSync(path.join(dir, 'client', 'assets.json'), JSON.stringify({ scripts: [] }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  const config = loadConfig({
    PORTAL_ROOT: dir,
    HOST_CLIENT_DIR: path.join(dir, 'client'),
    REMOTE_REGISTRY_FILE: path.join(dir, 'registry.json'),
  });
  hostUrl = await listen(http.createServer(createHostApp(config)));
});

afterAll(async () => {
  jest.restoreAllMocks();
  for (const server of servers.splice(0))
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
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
