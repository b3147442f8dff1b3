import http from 'node:http';
import { createGatewayApp } from '../../app';
import { loadConfig } from '../../config';
import { FIXTURE_RECORDS, loadFixture } from '../../test-support/compact-fixtures';
import { startGateway, type GatewayFixture } from '../../test-support/gateway-fixture';
import { listen } from '../testing/test-server';
import { createTestStore } from '../testing/test-store';
import { bodyParams } from './router';
import type { SearchThread } from './search-thread';

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
  const json = { 'Content-Type': 'application/json' };

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

  describe('POST bodies', () => {
    it.each([
      ['application/x-www-form-urlencoded', 'query=night'],
      ['text/plain', '{"query":"night"}'],
      ['application/xml', '<query>night</query>'],
    ])('refuses a %s body with 415, naming application/json', async (type, body) => {
      const res = await call('POST', '/record/search.json', body, { 'Content-Type': type });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        success: false,
        error: 'Unsupported Media Type',
        message: `The request body must be JSON, sent with Content-Type: application/json (not ${type}).`,
        code: '415',
      });
    });

    it('refuses a body without Content-Type with 415', async () => {
      const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(`${gw.server.url}/record/search.json`, { method: 'POST' }, (r) => {
          let text = '';
          r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          r.on('end', () => resolve({ status: r.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        req.end('{"query":"night"}');
      });
      expect(res.status).toBe(415);
      expect(JSON.parse(res.body)).toMatchObject({
        success: false,
        code: '415',
        message: expect.stringContaining('the request has no Content-Type'),
      });
    });

    it('keeps 415 for charsets other than UTF-8, in the same shape', async () => {
      const res = await call('POST', '/record/search.json', '{"query":"night"}', {
        'Content-Type': 'application/json; charset=latin1',
      });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        success: false,
        error: 'Unsupported Media Type',
        code: '415',
      });
    });

    it('answers a POST without a body from its query string', async () => {
      const res = await call('POST', '/record/search.json?query=night&rows=0');
      expect(res.status).toBe(200);
      expect(res.body.totalResults).toBe(
        (await gw.get('/record/search.json?query=night&rows=0')).body.totalResults,
      );
      expect(res.body.totalResults).toBeGreaterThan(0);
    });

    it.each<[string, unknown, string]>([
      ['rows', { x: 1 }, 'rows must be a number or a string, got an object'],
      ['rows', [12], 'rows must be a number or a string, got an array holding other values'],
      ['qf', [1, 2, { a: 1 }], 'qf must be a string or an array of strings, got an array holding'],
      ['qf', 7, 'qf must be a string or an array of strings, got a number'],
      ['query', null, 'query must be a string or an array of strings, got null'],
      ['media', 1, 'media must be true, false or a string, got a number'],
      ['profile', true, 'profile must be a string or an array of strings, got a boolean'],
      ['start', null, 'start must be a number or a string, got null'],
    ])(
      'refuses %s = %j in a JSON body, as the same value in a GET',
      async (name, value, message) => {
        const res = await call(
          'POST',
          '/record/search.json',
          JSON.stringify({ query: 'night', [name]: value }),
          json,
        );
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          success: false,
          error: `Invalid ${name} parameter`,
          code: '400-SA',
        });
        expect(res.body.message).toContain(message);
      },
    );

    it('refuses a body that is not a JSON object', async () => {
      for (const body of ['["query"]', '[]']) {
        const res = await call('POST', '/record/search.json', body, json);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ error: 'Invalid request body', code: '400-SA' });
      }
    });

    it('takes strings, string arrays, numbers for numeric and booleans for boolean parameters', async () => {
      const res = await call(
        'POST',
        '/record/search.json',
        JSON.stringify({
          query: '*:*',
          qf: ['TYPE:IMAGE', 'COUNTRY:Netherlands'],
          rows: 0,
          start: 1,
          media: true,
          profile: ['minimal'],
        }),
        json,
      );
      expect(res.status).toBe(200);
      const get = await gw.get(
        '/record/search.json?query=*:*&qf=TYPE:IMAGE&qf=COUNTRY:Netherlands&rows=0&start=1&media=true&profile=minimal',
      );
      expect(res.body.totalResults).toBe(get.body.totalResults);
      expect(get.body.totalResults).toBeGreaterThan(0);
    });

    it('reads bodies the way GET reads query strings', () => {
      expect(
        bodyParams({
          query: 'a',
          rows: 5,
          'f.YEAR.facet.range.gap': 10,
          thumbnail: false,
          qf: ['x', 'y'],
          reusability: [],
        }),
      ).toEqual({
        query: 'a',
        rows: '5',
        'f.YEAR.facet.range.gap': '10',
        thumbnail: 'false',
        qf: ['x', 'y'],
      });
      expect(bodyParams(undefined)).toEqual({});
    });
  });

  describe('a query that analyses to nothing', () => {
    const total = async (params: string) =>
      (await call('GET', `/record/search.json?wskey=k&rows=0&${params}`)).body.totalResults;

    it('finds nothing, with or without filters (Solr keeps query and qf apart)', async () => {
      expect(await total('query=*:*&qf=TYPE:IMAGE')).toBeGreaterThan(0);
      for (const query of ['%5C(%5C(%5C(', '%22%22', 'title:%5C-', '%5C(%20OR%20%22%22']) {
        expect(await total(`query=${query}`)).toBe(0);
        expect(await total(`query=${query}&qf=TYPE:IMAGE`)).toBe(0);
        expect(await total(`query=${query}&reusability=open`)).toBe(0);
      }
    });

    it('keeps dropping the vanished words of a query that has others', async () => {
      const words = await total('query=*:*&qf=TYPE:IMAGE');
      expect(await total('query=*:*%20AND%20%22%22&qf=TYPE:IMAGE')).toBe(words);
    });

    it('still checks the fields of such a query', async () => {
      const res = await call(
        'GET',
        '/record/search.json?wskey=k&query=nosuchfield:%5C(&qf=TYPE:IMAGE',
      );
      expect(res.status).toBe(400);
    });
  });
});

describe('Search API on the search thread, when the client goes away', () => {
  it('drops the search of a client that disconnected before its answer, and only then', async () => {
    const { store, dataDir, cleanup } = createTestStore();
    loadFixture(store, FIXTURE_RECORDS);
    const goneChecks: Array<() => boolean> = [];
    let answer: ((json: Buffer) => void) | undefined;
    const thread = {
      search: (_params: unknown, _ctx: unknown, gone: () => boolean) =>
        new Promise<Buffer>((resolve) => {
          goneChecks.push(gone);
          answer = resolve;
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
      await waitFor(() => goneChecks.length === 1);
      expect(goneChecks[0]!()).toBe(false);
      req.destroy();
      await waitFor(() => goneChecks[0]!());

      // A client that waits gets its answer, and its search is never taken as abandoned.
      const pending = fetch(`${server.url}/record/search.json?query=night`);
      await waitFor(() => goneChecks.length === 2);
      expect(goneChecks[1]!()).toBe(false);
      answer!(Buffer.from('{"success":true}'));
      const res = await pending;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
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
