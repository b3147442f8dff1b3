/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';
import express from 'express';
import { createHostServer, RECEIVE_TIMEOUTS, type ReceiveTimeouts } from './http-server';
import { reverseProxy } from './middleware/proxies';
import { testServers } from './testing/test-servers';
import { rawExchange } from './testing/raw-request';

/** The production timeouts scaled down, so a stalled request is answered in a second. */
const TIMEOUTS: ReceiveTimeouts = { headersMs: 600, requestMs: 600, checkIntervalMs: 100 };
const ANSWERED_WITHIN_MS = TIMEOUTS.requestMs + TIMEOUTS.checkIntervalMs + 500;

const servers = testServers();
const listen = servers.listen;
let hostUrl: URL;
/** Requests the fake gateway received, with the body it got. */
const gatewaySaw: Array<{ url: string; body: string }> = [];

beforeAll(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // A gateway that answers once it has the whole body, and one slow download (a video, say).
  const gateway = http.createServer((req, res) => {
    if (req.url === '/media/slow') {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '20' });
      let sent = 0;
      const timer = setInterval(() => {
        res.write('x');
        if ((sent += 1) === 20) {
          clearInterval(timer);
          res.end();
        }
      }, 75);
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      gatewaySaw.push({ url: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"success":true}');
    });
  });
  const app = express();
  app.use('/api', reverseProxy((await listen(gateway)).origin, 'gateway'));
  app.get('/en', (_req, res) => {
    res.type('html').send('<p>home</p>');
  });
  hostUrl = await listen(createHostServer(app, TIMEOUTS));
});

afterAll(async () => {
  jest.restoreAllMocks();
  await servers.closeAll();
});

const post = (path: string, contentLength: number, body: string) =>
  `POST ${path} HTTP/1.1\r\nHost: ${hostUrl.host}\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${contentLength}\r\n\r\n${body}`;

describe('the host server', () => {
  it('waits at most 10 seconds, checked every second, for a request to arrive', () => {
    // Node's defaults: 300 s for a request, checked every 30 s.
    expect(RECEIVE_TIMEOUTS).toEqual({
      headersMs: 10_000,
      requestMs: 10_000,
      checkIntervalMs: 1_000,
    });
  });

  it.each(['/api/record/v2/search.json', '/api/entity/retrieve', '/api/telemetry/web-vitals'])(
    'answers a body that stops short of its Content-Length (POST %s) with 408, not a gateway 502',
    async (path) => {
      const answer = await rawExchange(hostUrl, post(path, 1000, '{"query":"*"}'), 5_000);
      expect(answer.closed).toBe(true);
      expect(answer.ms).toBeLessThan(ANSWERED_WITHIN_MS);
      expect(answer.status).toBe(408);
      expect(answer.headers.connection).toBe('close');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        error: 'Request timeout: the request did not arrive in time.',
      });
      expect(gatewaySaw.map((request) => request.url)).not.toContain(path.replace(/^\/api/, ''));
    },
  );

  it('answers headers that never end with 408', async () => {
    const answer = await rawExchange(hostUrl, `GET /en HTTP/1.1\r\nHost: ${hostUrl.host}\r\n`);
    expect(answer.status).toBe(408);
    expect(answer.closed).toBe(true);
    expect(answer.ms).toBeLessThan(ANSWERED_WITHIN_MS);
  });

  it('passes a whole body on as before', async () => {
    const body = '{"query":"*"}';
    const answer = await rawExchange(
      hostUrl,
      `${post('/api/record/v2/search.json', body.length, body).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n')}`,
    );
    expect(answer.status).toBe(200);
    expect(gatewaySaw).toContainEqual({ url: '/record/v2/search.json', body });
  });

  it('does not cut a download that takes longer than a request may take to arrive', async () => {
    const started = Date.now();
    const response = await fetch(new URL('/api/media/slow', hostUrl));
    expect(await response.text()).toBe('x'.repeat(20));
    expect(Date.now() - started).toBeGreaterThan(TIMEOUTS.requestMs * 2);
  });

  it('keeps an idle keep-alive connection open past the timeouts', async () => {
    const get = `GET /en HTTP/1.1\r\nHost: ${hostUrl.host}\r\n\r\n`;
    const socketText = await new Promise<string>((resolve) => {
      let text = '';
      const socket = net.connect(Number(hostUrl.port), hostUrl.hostname, () => {
        socket.write(get);
        setTimeout(() => socket.write(get), TIMEOUTS.requestMs * 2);
        setTimeout(() => {
          socket.destroy();
          resolve(text);
        }, TIMEOUTS.requestMs * 3);
      });
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    });
    expect(socketText.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(socketText).not.toContain('408');
  });

  it('answers what is not HTTP with 400, in the same JSON shape', async () => {
    const answer = await rawExchange(hostUrl, 'GET /en HTTP/1.1\r\nHost: a\r\nBad Header\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.closed).toBe(true);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });
  });
});

describe('a request in absolute-form (RFC 9112 §3.2.2)', () => {
  const send = (target: string) =>
    rawExchange(
      hostUrl,
      `GET ${target} HTTP/1.1\r\nHost: ${hostUrl.host}\r\nConnection: close\r\n\r\n`,
    );

  it('is served as its path', async () => {
    const answer = await send(`http://${hostUrl.host}/en`);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<p>home</p>');
  });

  it('reaches a mounted path with the path below the mount point', async () => {
    const answer = await send('HTTP://other.example/api/record/search.json?query=x');
    expect(answer.status).toBe(200);
    expect(gatewaySaw.at(-1)?.url).toBe('/record/search.json?query=x');
  });
});
