import http from 'node:http';
import { createGatewayApp } from '../../app';
import { loadConfig } from '../../config';
import { FIXTURE_RECORDS, loadFixture } from '../../test-support/compact-fixtures';
import { startGateway, type GatewayFixture } from '../../test-support/gateway-fixture';
import { listen } from '../testing/test-server';
import { createTestStore } from '../testing/test-store';
import { SearchAbandoned, type SearchThread } from './search-thread';

describe('Search API router', () => {
  let gw: GatewayFixture;
  beforeAll(async () => {
    gw = await startGateway();
    loadFixture(gw.store);
  });
  afterAll(() => gw.close());

  const call = async (
    method: string,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`${gw.server.url}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    return {
      status: res.status,
      allow: res.headers.get('allow'),
      body: (await res.json()) as Record<string, unknown>,
    };
  };

  describe('methods', () => {
    it.each([
      [
        'DELETE',
        '/record/search.json',
        'GET, POST',
        'DELETE is not supported here; use GET or POST.',
      ],
      ['PUT', '/record/v2/search.json', 'GET, POST', 'PUT is not supported here; use GET or POST.'],
      [
        'PATCH',
        '/api/v2/search.json',
        'GET, POST',
        'PATCH is not supported here; use GET or POST.',
      ],
      ['POST', '/fulltext/search.json', 'GET', 'POST is not supported here; use GET.'],
      ['DELETE', '/fulltext/v2/search.json', 'GET', 'DELETE is not supported here; use GET.'],
    ])('%s %s -> 405, Allow: %s', async (method, path, allow, message) => {
      const res = await call(method, `${path}?query=x&wskey=k`);
      expect(res.status).toBe(405);
      expect(res.allow).toBe(allow);
      expect(res.body).toEqual({
        apikey: 'k',
        success: false,
        error: 'Method not allowed',
        message,
        code: '405',
      });
    });
  });
});

describe('Search API on the search thread, when the client goes away', () => {
  it('aborts the search of a client that disconnected before its answer, and only then', async () => {
    const { store, dataDir, cleanup } = createTestStore();
    loadFixture(store, FIXTURE_RECORDS);
    const signals: AbortSignal[] = [];
    let answer: ((json: Buffer) => void) | undefined;
    const thread = {
      search: (_params: unknown, _ctx: unknown, signal: AbortSignal) =>
        new Promise<Buffer>((resolve, reject) => {
          signals.push(signal);
          answer = resolve;
          signal.addEventListener('abort', () => reject(new SearchAbandoned()));
        }),
    } as unknown as SearchThread;
    const logLines: string[] = [];
    const app = createGatewayApp({
      store,
      config: { ...loadConfig({}), dataDir, logRequests: false },
      log: (line) => logLines.push(line),
      searchThread: thread,
    });
    const server = await listen(app);
    try {
      // The client gives up while the search waits.
      const req = http.get(`${server.url}/record/search.json?query=night`);
      req.on('error', () => undefined);
      await waitFor(() => signals.length === 1);
      expect(signals[0]!.aborted).toBe(false);
      req.destroy();
      await waitFor(() => signals[0]!.aborted);

      // A client that waits gets its answer, and its search is not aborted afterwards.
      const pending = fetch(`${server.url}/record/search.json?query=night`);
      await waitFor(() => signals.length === 2);
      answer!(Buffer.from('{"success":true}'));
      const res = await pending;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(signals[1]!.aborted).toBe(false);
      expect(logLines.filter((line) => line.startsWith('error'))).toEqual([]);
    } finally {
      await server.close();
      cleanup();
    }
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++)
    await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}
