/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { ApiError } from './api-error';
import { HttpClient, redactKey } from './http-client';
import { jsonObject } from './payload-shape';

const MAINTENANCE_PAGE =
  '<html><head><title>Maintenance</title></head><body>Back soon</body></html>';
const NGINX_502 =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>';

let server: Server;
let base = '';
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const url = new URL(req.url ?? '/', 'http://x');
    const route = url.pathname.replace(/^\/record/, '');
    if (route === '/slow') return; // never answers
    if (route === '/stalls') {
      // the headers and the start of the body, then nothing
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.write('{"totalResults":');
    }
    if (route === '/cut') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"totalResults":');
      return setTimeout(() => res.socket?.destroy(), 20);
    }
    if (route === '/maintenance') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return res.end(MAINTENANCE_PAGE);
    }
    if (route === '/truncated') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end('{"success":true,"totalResults":12,"items":[{"id":"/1/a"');
    }
    if (route === '/empty') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end('');
    }
    if (route === '/null' || route === '/list') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(route === '/null' ? 'null' : '[{"id":"/1/a"}]');
    }
    if (route === '/nothing') {
      res.writeHead(204);
      return res.end();
    }
    if (route === '/bad-gateway') {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      return res.end(NGINX_502);
    }
    if (route === '/missing') {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ success: false, error: 'Invalid record identifier: /1/x' }));
    }
    if (route === '/locked') {
      res.writeHead(423);
      return res.end('');
    }
    if (route === '/moved' || route === '/elsewhere') {
      // Another origin is the same server under another name: the client cannot tell.
      const port = (server.address() as { port: number }).port;
      const host = route === '/moved' ? '127.0.0.1' : 'localhost';
      res.writeHead(302, { Location: `http://${host}:${port}/record/target` });
      return res.end();
    }
    if (route === '/keys') {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ error: 'too many', code: '400_key_limit_reached' }));
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ path: url.pathname, query: [...url.searchParams.entries()] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/record`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('HttpClient', () => {
  it('sends array parameters as repeated keys and the key as wskey', async () => {
    const client = new HttpClient({ baseUrl: base, apiKey: 'secret' });
    const body = await client.get<{ path: string; query: string[][] }>('/search.json', {
      params: { query: 'x', qf: ['TYPE:IMAGE', 'COUNTRY:France'], rows: 2, skip: undefined },
    });
    expect(body.path).toBe('/record/search.json');
    expect(body.query).toEqual([
      ['query', 'x'],
      ['qf', 'TYPE:IMAGE'],
      ['qf', 'COUNTRY:France'],
      ['rows', '2'],
      // The server echoed the key; the client takes it out of what it returns.
      ['wskey', ''],
    ]);
    expect(seen.at(-1)!.url).toContain('wskey=secret');
  });

  it('takes its key out of the answers it returns, and of the errors', async () => {
    const client = new HttpClient({ baseUrl: base, apiKey: 'Invalid' });
    const body = await client.get<{ path: string }>('/Invalid/x.json');
    expect(body.path).toBe('/record//x.json');
    await expect(client.get('/missing')).rejects.toMatchObject({
      message: ' record identifier: /1/x',
    });
  });

  it('maps a JSON error to its status, code and message (spec §8)', async () => {
    const client = new HttpClient({ baseUrl: base });
    const error = await client.get('/missing', { errorScope: 'item' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'itemNotFound',
      message: 'Invalid record identifier: /1/x',
      isFetchError: true,
    });
  });

  it('maps 423 to Locked and known auth codes to their names', async () => {
    const client = new HttpClient({ baseUrl: base, errorScope: 'gallery' });
    await expect(client.put('/locked')).rejects.toMatchObject({
      statusCode: 423,
      code: 'galleryLocked',
    });
    await expect(client.get('/keys')).rejects.toMatchObject({ code: 'authKeyLimitReached' });
  });

  it('gives up after its timeout', async () => {
    const client = new HttpClient({ baseUrl: base, timeoutMs: 100 });
    await expect(client.get('/slow')).rejects.toMatchObject({ statusCode: 504 });
  });

  it('times out while reading a body that stalls after the headers, like before them', async () => {
    const client = new HttpClient({ baseUrl: base, timeoutMs: 200 });
    await expect(client.get('/stalls', { errorScope: 'item' })).rejects.toMatchObject({
      name: 'ApiError',
      statusCode: 504,
      code: 'itemUnknownError',
      message: 'The request timed out. Please try again.',
    });
  });

  it('answers 502 for a body cut off by the connection, as for a failure before the headers', async () => {
    const client = new HttpClient({ baseUrl: base });
    await expect(client.get('/cut')).rejects.toMatchObject({
      name: 'ApiError',
      statusCode: 502,
      message: 'The request failed. Please try again.',
    });
  });

  it('answers 502 for a 2xx body that is not JSON (an HTML page, truncated JSON)', async () => {
    const client = new HttpClient({ baseUrl: base });
    for (const path of ['/maintenance', '/truncated']) {
      const error = await client.get(path, { errorScope: 'entity' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        statusCode: 502,
        code: 'entityUnknownError',
        message: 'The API sent an answer that is not JSON.',
      });
    }
  });

  it('answers 502 for an empty 2xx body or a JSON null, but not for a 204', async () => {
    const client = new HttpClient({ baseUrl: base });
    await expect(client.get('/empty')).rejects.toMatchObject({
      statusCode: 502,
      code: 'genericUnknownError',
      message: 'The API sent an empty answer.',
    });
    await expect(client.get('/null')).rejects.toMatchObject({
      statusCode: 502,
      message: 'The API sent an answer of an unexpected shape: it is not a JSON object.',
    });
    await expect(client.delete('/nothing')).resolves.toBeUndefined();
  });

  it('answers 502 for JSON of another shape than the caller expects', async () => {
    const client = new HttpClient({ baseUrl: base });
    await expect(client.get('/list')).resolves.toEqual([{ id: '/1/a' }]);
    await expect(client.get('/list', { expect: jsonObject() })).rejects.toMatchObject({
      statusCode: 502,
      message: 'The API sent an answer of an unexpected shape: it is not a JSON object.',
    });
  });

  it('never makes a non-JSON error body the message: the status says what happened', async () => {
    const client = new HttpClient({ baseUrl: base });
    const error = (await client.get('/bad-gateway').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ statusCode: 502, message: 'The API answered 502 Bad Gateway' });
    expect(error.message).not.toContain('<');
    await expect(client.put('/locked')).rejects.toMatchObject({
      message: 'The API answered 423 Locked',
    });
  });

  it('follows a redirect within the API, and refuses an answer from another site', async () => {
    const client = new HttpClient({ baseUrl: base });
    await expect(client.get('/moved')).resolves.toMatchObject({ path: '/record/target' });
    await expect(client.get('/elsewhere')).rejects.toMatchObject({
      statusCode: 502,
      message: 'The API redirected to another site.',
    });
  });

  it('reports requests without the key', async () => {
    const entries: string[] = [];
    const client = new HttpClient({
      baseUrl: base,
      apiKey: 'secret',
      onRequest: (e) => entries.push(e.url),
    });
    await client.get('/search.json', { params: { query: 'x' } });
    expect(entries[0]).toContain('wskey=***');
    expect(entries[0]).not.toContain('secret');
    expect(redactKey('/a?wskey=abc&b=1')).toBe('/a?wskey=***&b=1');
  });
});

describe('a 401 to a request with the user token (spec §7)', () => {
  /** A fetch that answers 401 to `Bearer old` and 200 to any other token. */
  function tokenFetch() {
    const tokens: string[] = [];
    const fetch = (async (_url: RequestInfo | URL, init: RequestInit = {}) => {
      const auth = (init.headers as Record<string, string>).Authorization ?? '';
      tokens.push(auth);
      const ok = auth !== '' && auth !== 'Bearer old';
      return new Response(JSON.stringify(ok ? { ok: true } : { error: 'Unauthorized' }), {
        status: ok ? 200 : 401,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof globalThis.fetch;
    return { fetch, tokens };
  }

  it('gets a fresh token and sends the request once more', async () => {
    let token = 'old';
    const { fetch, tokens } = tokenFetch();
    const onUnauthorized = jest.fn(async () => {
      token = 'new';
      return true;
    });
    const client = new HttpClient({
      baseUrl: 'http://gw/set',
      headers: () => ({ Authorization: `Bearer ${token}` }),
      onUnauthorized,
      fetch,
    });
    await expect(client.get('/5')).resolves.toEqual({ ok: true });
    expect(tokens).toEqual(['Bearer old', 'Bearer new']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('gives up with the 401 when no fresh token comes, or the fresh one is refused too', async () => {
    const { fetch, tokens } = tokenFetch();
    const refused = new HttpClient({
      baseUrl: 'http://gw/set',
      headers: () => ({ Authorization: 'Bearer old' }),
      onUnauthorized: async () => true,
      fetch,
    });
    await expect(refused.get('/5')).rejects.toMatchObject({ statusCode: 401 });
    expect(tokens).toEqual(['Bearer old', 'Bearer old']);

    const signedOut = new HttpClient({
      baseUrl: 'http://gw/set',
      headers: () => ({ Authorization: 'Bearer old' }),
      onUnauthorized: async () => false,
      fetch,
    });
    await expect(signedOut.get('/5')).rejects.toBeInstanceOf(ApiError);
  });

  it('never asks for a token for a request that had none', async () => {
    const { fetch } = tokenFetch();
    const onUnauthorized = jest.fn(async () => true);
    const client = new HttpClient({ baseUrl: 'http://gw/set', onUnauthorized, fetch });
    await expect(client.get('/5')).rejects.toMatchObject({ statusCode: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
