import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import express, { Router } from 'express';
import { API_ROUTERS } from '../apis';
import { createGatewayApp } from '../app';
import { loadConfig } from '../config';
import { openStore, type Store } from '../store/store';
import { createGatewayServer } from './http-server';

/** What came back on a raw connection, and when the server closed it. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  ms: number;
  closedByServer: boolean;
}

/** Sends `text` as it is and keeps the connection open, as a client stalled mid-request does. */
function rawRequest(port: number, text: string, waitMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
    const done = (closedByServer: boolean): void => {
      clearTimeout(timer);
      socket.destroy();
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
        ms: Date.now() - started,
        closedByServer,
      });
    };
    socket.on('end', () => done(true));
    socket.on('error', () => done(true));
    const timer = setTimeout(() => done(false), waitMs);
  });
}

describe('the gateway HTTP server', () => {
  const TIMEOUT_MS = 600;
  let store: Store;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    store = openStore({ dataDir: ':memory:' });
    // Answers that take longer than the request timeout, once their request is in.
    const slow = () => {
      const router = Router();
      router.get('/slow/stream', (_req, res) => {
        res.type('text/plain');
        let sent = 0;
        const timer = setInterval(() => {
          res.write(`chunk ${++sent}\n`);
          if (sent === 10) {
            clearInterval(timer);
            res.end();
          }
        }, TIMEOUT_MS / 4);
      });
      // A body read below a mount point, as the upstream proxies read theirs.
      router.use('/entity/mounted', express.json(), (_req, res) => {
        res.status(204).end();
      });
      router.post('/slow/answer', express.json(), (req, res) => {
        setTimeout(() => res.json({ echo: req.body as unknown }), TIMEOUT_MS * 2);
      });
      return router;
    };
    const app = createGatewayApp({
      store,
      config: { ...loadConfig({}), logRequests: false },
      routers: [slow, ...API_ROUTERS],
    });
    server = createGatewayServer(app, { requestTimeoutMs: TIMEOUT_MS });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    store.close();
  });

  const stalledPost = (path: string) =>
    rawRequest(
      port,
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        'Content-Length: 1000\r\n\r\n{"query":"*"}',
    );

  it.each(['/record/v2/search.json?wskey=k', '/telemetry/web-vitals'])(
    'ends a body that never arrives whole (POST %s) with 408 in the api2 shape',
    async (path) => {
      const answer = await stalledPost(path);
      expect(answer.status).toBe(408);
      expect(answer.closedByServer).toBe(true);
      // Node's own default is 300 s; the check runs every fifth of the timeout.
      expect(answer.ms).toBeLessThan(TIMEOUT_MS * 3);
      expect(answer.headers.connection).toBe('close');
      expect(answer.headers['content-type']).toMatch(/application\/json/);
      const body = JSON.parse(answer.body) as Record<string, unknown>;
      expect(body).toMatchObject({ success: false, error: 'Request Timeout', code: '408' });
      expect(body.message).toMatch(/did not arrive whole/);
      expect(answer.body).not.toMatch(/ at .*\.[jt]s:\d+/);
    },
  );

  it('answers the stalled body of an api-commons API (/entity/retrieve) in its shape', async () => {
    const answer = await stalledPost('/entity/retrieve');
    expect(answer.status).toBe(408);
    expect(answer.closedByServer).toBe(true);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({
      type: 'ErrorResponse',
      success: false,
      status: 408,
      error: 'Request Timeout',
      path: '/entity/retrieve',
    });
  });

  it('gives the stalled body of a mounted middleware the shape of the whole path', async () => {
    const answer = await stalledPost('/entity/mounted/x');
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({
      type: 'ErrorResponse',
      status: 408,
      path: '/entity/mounted/x',
    });
  });

  it('ends headers that never end with 408, in JSON', async () => {
    const answer = await rawRequest(port, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expect(answer.status).toBe(408);
    expect(answer.closedByServer).toBe(true);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: '408' });
  });

  it('answers a request that is not HTTP with 400 in JSON, not a bare status line', async () => {
    const answer = await rawRequest(
      port,
      'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: many\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(answer.closedByServer).toBe(true);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: '400' });
  });

  it('does not cut an answer that takes longer than the timeout to send', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/slow/stream`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.trim().split('\n')).toHaveLength(10);
    expect(text).toContain('chunk 10');
  });

  it('does not cut a request whose body arrived, however long its answer takes', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/slow/answer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ echo: { a: 1 } });
  });

  it('keeps serving requests that arrive in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.status).toBe(200);
  });
});
