import http from 'node:http';

export interface PacedSample {
  /** Index of the request in the list given. */
  index: number;
  /** Milliseconds from the moment the request was due until its response had fully arrived. */
  latency: number;
  /** HTTP status, or 0 when the request failed. */
  status: number;
}

/**
 * Sends `paths` at a fixed rate, evenly spaced (request i is due at i / rate seconds), over at
 * most `connections` keep-alive connections: an open-loop load, as users arrive. autocannon's
 * `overallRate` is no such thing: each connection sends its share of a second back to back when
 * the second starts and then waits, so it measures bursts at full speed. Latency here counts from
 * the moment a request was due, so waiting for a free connection is part of it (no coordinated
 * omission).
 */
export async function pacedLoad(
  baseUrl: string,
  paths: string[],
  connections: number,
  rate: number,
): Promise<{ samples: PacedSample[]; seconds: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const base = new URL(baseUrl);
  const samples: PacedSample[] = [];
  const started = performance.now();
  const interval = 1000 / rate;

  const send = (index: number, due: number): Promise<void> =>
    new Promise((resolve) => {
      const done = (status: number) => {
        samples.push({ index, latency: performance.now() - due, status });
        resolve();
      };
      const request = http.get(
        { agent, host: base.hostname, port: base.port, path: paths[index] },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () => done(response.statusCode ?? 0));
          response.on('error', () => done(0));
        },
      );
      request.setTimeout(30_000, () => request.destroy());
      request.on('error', () => done(0));
    });

  const pending: Array<Promise<void>> = [];
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < paths.length && started + next * interval <= now) {
        pending.push(send(next, started + next * interval));
        next++;
      }
      if (next < paths.length) setTimeout(tick, Math.max(0, started + next * interval - now));
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  return { samples, seconds: (performance.now() - started) / 1000 };
}
