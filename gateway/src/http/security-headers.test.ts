import express from 'express';
import { listen, type TestServer } from '../apis/testing/test-server';
import { securityHeaders } from './security-headers';

describe('securityHeaders CORS', () => {
  let server: TestServer;

  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders);
    app.options(/.*/, (_req, res) => {
      res.status(204).end();
    });
    app.get('/media', (_req, res) => {
      res.send('x');
    });
    server = await listen(app);
  });

  afterAll(() => server.close());

  const listed = (value: string | null) =>
    (value ?? '').split(',').map((name) => name.trim().toLowerCase());

  it('lets the preflight of a range request through (Range, If-Range)', async () => {
    const res = await fetch(`${server.url}/media`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://portal.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'range,if-range',
      },
    });
    const allowed = listed(res.headers.get('access-control-allow-headers'));
    expect(allowed).toEqual(expect.arrayContaining(['range', 'if-range']));
    // The headers that were allowed before stay allowed.
    expect(allowed).toEqual(
      expect.arrayContaining([
        'authorization',
        'content-type',
        'x-api-key',
        'if-none-match',
        'if-modified-since',
        'if-match',
      ]),
    );
  });

  it('exposes the headers of ranges, downloads and links to scripts', async () => {
    const res = await fetch(`${server.url}/media`, {
      headers: { origin: 'https://portal.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(listed(res.headers.get('access-control-expose-headers'))).toEqual(
      expect.arrayContaining([
        'etag',
        'last-modified',
        'content-range',
        'accept-ranges',
        'content-length',
        'content-disposition',
        'link',
      ]),
    );
  });
});
