/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { ApiError } from './api-error';
import { HttpClient, redactKey } from './http-client';

let server: Server;
let base = '';
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const url = new URL(req.url ?? '/', 'http://x');
    const route = url.pathname.replace(/^\/record/, '');
    if (route === '/slow') return; // never answers
    if (route === '/missing') {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ success: false, error: 'Invalid record identifier: /1/x' }));
    }
    if (route === '/locked') {
      res.writeHead(423);
      return res.end('');
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
      ['wskey', 'secret'],
    ]);
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
