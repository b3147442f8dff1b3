import http from 'node:http';
import { createGatewayApp } from '../../app';
import { loadConfig } from '../../config';
import { FIXTURE_RECORDS, loadFixture } from '../../test-support/compact-fixtures';
import { listen } from '../testing/test-server';
import { createTestStore } from '../testing/test-store';
import { SearchAbandoned, type SearchThread } from './search-thread';

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
