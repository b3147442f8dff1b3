/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import {
  isRemoteBroken,
  recordRemoteFailure,
  resetRemoteHealth,
  isRetryDue,
  BREAKER_OPEN_MS,
} from './remote-health';
import resiliencePlugin from './resilience-plugin';
import { isRemoteUnavailable } from './remote-unavailable';

let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer(() => undefined); // accepts and never answers
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => resetRemoteHealth());

type Hooks = Required<ReturnType<typeof resiliencePlugin>>;
const plugin = resiliencePlugin() as Hooks;

describe('resilience plugin', () => {
  it('gives up on a remote that never answers after the load timeout', async () => {
    const started = Date.now();
    await expect(
      (plugin.fetch as unknown as (url: string, init: RequestInit) => Promise<Response>)(
        `http://127.0.0.1:${port}/mf-search/1.0.0/mf-manifest.json`,
        {},
      ),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(6_000);
  }, 10_000);

  it('fails fast while the breaker of a remote is open', async () => {
    recordRemoteFailure('mf_search');
    await expect(
      (plugin.fetch as unknown as (url: string, init: RequestInit) => Promise<Response>)(
        'http://127.0.0.1:1/mf-search/1.0.0/mf-manifest.json',
        {},
      ),
    ).rejects.toThrow(/unavailable/);
  });

  it('resolves a failed load to the unavailable marker only at onLoad', async () => {
    const onLoad = await (plugin.errorLoadRemote as unknown as (args: object) => Promise<unknown>)({
      id: 'mf_item/item',
      error: new Error('boom'),
      lifecycle: 'onLoad',
      from: 'runtime',
    });
    expect(isRemoteUnavailable(onLoad)).toBe(true);
    expect(isRemoteBroken('mf_item')).toBe(true);
    const other = await (plugin.errorLoadRemote as unknown as (args: object) => Promise<unknown>)({
      id: 'mf_item/item',
      error: new Error('boom'),
      lifecycle: 'afterResolve',
      from: 'runtime',
    });
    expect(other).toBeUndefined();
  });
});

describe('circuit breaker', () => {
  it('opens after a failure and allows a retry once its time is up', () => {
    const now = 1_000_000;
    recordRemoteFailure('mf_item', now);
    expect(isRemoteBroken('mf_item', now + 1)).toBe(true);
    expect(isRetryDue('mf_item', now + 1)).toBe(false);
    expect(isRemoteBroken('mf_item', now + BREAKER_OPEN_MS + 1)).toBe(false);
    expect(isRetryDue('mf_item', now + BREAKER_OPEN_MS + 1)).toBe(true);
  });
});
