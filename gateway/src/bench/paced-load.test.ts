import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pacedLoad } from './paced-load';

describe('paced load', () => {
  let server: http.Server;
  let url: string;
  const arrivals: Array<{ index: number; time: number }> = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const index = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('i'));
      arrivals.push({ index, time: performance.now() });
      const status = request.url === '/missing' ? 404 : 200;
      // A slow answer for /slow: the paced sender must not wait for it before sending the next.
      setTimeout(() => response.writeHead(status).end('ok'), request.url === '/slow' ? 100 : 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('never sends a request before it is due, so requests are spread over time, not sent in a burst', async () => {
    arrivals.length = 0;
    const paths = Array.from({ length: 40 }, (_, i) => `/ok?i=${i}`);
    const before = performance.now();
    const { samples, seconds } = await pacedLoad(url, paths, 4, 200);
    expect(samples).toHaveLength(40);
    expect(samples.every((sample) => sample.status === 200)).toBe(true);
    // 40 requests at 200/s take at least 39 intervals of 5 ms, not a burst of a few milliseconds.
    expect(seconds).toBeGreaterThanOrEqual(0.195);
    // Request i is due 5 ms × i after the start, so it cannot reach the server earlier. Only this
    // lower bound is checked: on a loaded machine timers fire late and requests come in late,
    // together, which is the sender catching up, not bursting ahead.
    for (const { index, time } of arrivals) expect(time - before).toBeGreaterThanOrEqual(index * 5);
  });

  it('counts latency from when a request was due, including the wait for a connection', async () => {
    const { samples } = await pacedLoad(url, ['/slow', '/slow', '/missing'], 1, 1000);
    const byIndex = new Map(samples.map((sample) => [sample.index, sample]));
    // With one connection the second request waits for the first: about 200 ms from its due time.
    expect(byIndex.get(1)!.latency).toBeGreaterThan(180);
    expect(byIndex.get(2)!.status).toBe(404);
  });

  it('reports a refused connection as status 0', async () => {
    const { samples } = await pacedLoad('http://127.0.0.1:9', ['/x'], 1, 100);
    expect(samples).toEqual([expect.objectContaining({ index: 0, status: 0 })]);
  });
});
