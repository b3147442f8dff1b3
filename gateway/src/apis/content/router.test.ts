import express from 'express';
import { errorHandler } from '../../http/error-response';
import { startGateway, type GatewayFixture } from '../../test-support/gateway-fixture';
import { conditionalGet, listen, type TestServer } from '../testing/test-server';
import { contentFixture, pageFile, type ContentFixture } from './content-fixture';
import { createContentRouter } from './router';

describe('GET /content/pages/<slug>.json', () => {
  let content: ContentFixture;
  let server: TestServer;
  const logged: string[] = [];

  beforeAll(async () => {
    content = contentFixture();
    content.write('faq/en.md', pageFile('FAQ', '## Why?\n\nSee [search](/search?query=map).'));
    content.write('faq/de.md', pageFile('Häufige Fragen', '## Warum?'));
    content.write('rights/privacy-statement/en.md', pageFile('Privacy statement', 'Text.'));
    const app = express();
    app.set('etag', false);
    app.use(createContentRouter({ pagesDir: content.dir }));
    app.use(errorHandler((line) => logged.push(line)));
    server = await listen(app);
  });

  afterAll(async () => {
    await server.close();
    content.cleanup();
  });

  const get = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${server.url}${path}`, init);
    const text = await res.text();
    return { res, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
  };

  it('answers the page in the requested language', async () => {
    const { res, body } = await get('/content/pages/faq.json?lang=de');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-language')).toBe('de');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(body).toEqual({
      success: true,
      slug: 'faq',
      lang: 'de',
      requestedLang: 'de',
      title: 'Häufige Fragen',
      description: 'About Häufige Fragen.',
      updated: '2026-11-28',
      html: '<h2 id="warum">Warum?</h2>\n',
    });
  });

  it('falls back to English, and takes a missing lang as English', async () => {
    const fallback = await get('/content/pages/faq.json?lang=pl');
    expect(fallback.body).toMatchObject({ lang: 'en', requestedLang: 'pl', title: 'FAQ' });
    expect(fallback.body?.html).toContain('href="/pl/search?query=map"');
    expect(fallback.res.headers.get('content-language')).toBe('en');
    const none = await get('/content/pages/rights/privacy-statement.json');
    expect(none.body).toMatchObject({
      slug: 'rights/privacy-statement',
      lang: 'en',
      requestedLang: 'en',
    });
  });

  it('answers 404 in the api2 shape for a page that does not exist', async () => {
    const { res, body } = await get('/content/pages/rights/no-such-page.json?lang=de');
    expect(res.status).toBe(404);
    expect(body).toEqual({
      success: false,
      error: 'Not found',
      message: 'No content page "rights/no-such-page".',
      code: '404',
    });
  });

  it.each([
    '/content/pages/FAQ.json',
    '/content/pages/rights//privacy-statement.json',
    '/content/pages/rights/.json',
    '/content/pages/.json',
    '/content/pages/faq.md.json',
    '/content/pages/%C3%A9t%C3%A9.json',
    '/content/pages/a/b/c/d/e.json',
    `/content/pages/${'a'.repeat(65)}.json`,
    '/content/pages/faq_2.json',
  ])('answers 400 for the malformed slug of %s', async (path) => {
    const { res, body } = await get(path);
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ success: false, error: 'Invalid content page', code: '400' });
    expect(body?.message).toContain('is not a content page slug');
  });

  it.each(['xx', 'EN', 'en-GB', ''])('answers 400 for lang=%s', async (lang) => {
    const { res, body } = await get(`/content/pages/faq.json?lang=${lang}`);
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ success: false, error: 'Invalid query parameter', code: '400' });
    expect(body?.message).toContain('is not one of the portal');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/content/pages/faq.json?lang=de', { method: 'HEAD' });
    const full = await get('/content/pages/faq.json?lang=de');
    expect(head.res.status).toBe(200);
    expect(head.body).toBeUndefined();
    expect(head.res.headers.get('etag')).toBe(full.res.headers.get('etag'));
    expect(head.res.headers.get('content-length')).toBe(full.res.headers.get('content-length'));
  });

  it('answers a matching If-None-Match with 304, per language', async () => {
    const url = `${server.url}/content/pages/faq.json?lang=de`;
    const etag = (await fetch(url)).headers.get('etag') as string;
    expect(etag).toMatch(/^"[0-9a-f]{27}"$/);
    expect((await conditionalGet(url, { 'if-none-match': etag })).status).toBe(304);
    const other = `${server.url}/content/pages/faq.json?lang=fr`;
    expect((await conditionalGet(other, { 'if-none-match': etag })).status).toBe(200);
  });

  it.each(['POST', 'PUT', 'DELETE'])('answers %s with 405 and Allow: GET', async (method) => {
    const { res, body } = await get('/content/pages/faq.json', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(body).toMatchObject({ success: false, error: 'Method not allowed', code: '405' });
  });

  it('logged no failure', () => {
    expect(logged).toEqual([]);
  });
});

describe('a content folder that cannot be served', () => {
  it('answers 500 without details and logs the files and their problems', async () => {
    const content = contentFixture();
    content.write('faq/en.md', '---\ntitle: FAQ\n---\nText.');
    const logged: string[] = [];
    const app = express();
    app.use(createContentRouter({ pagesDir: content.dir }));
    app.use(errorHandler((line) => logged.push(line)));
    const server = await listen(app);
    try {
      const res = await fetch(`${server.url}/content/pages/faq.json`);
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ success: false, code: '500' });
      expect(logged.join('\n')).toContain('faq/en.md: the front matter has no description');
      // Malformed requests are still told so, before the pages are looked at.
      expect((await fetch(`${server.url}/content/pages/FAQ.json`)).status).toBe(400);
    } finally {
      await server.close();
      content.cleanup();
    }
  });
});

describe('a page edited while the gateway runs', () => {
  it('is answered as it is now at the next request, with a new ETag', async () => {
    const content = contentFixture();
    content.write('faq/en.md', pageFile('FAQ', 'Before.'));
    const app = express();
    app.set('etag', false);
    // No interval between looks at the folder, so the test need not wait a second.
    app.use(createContentRouter({ pagesDir: content.dir, live: { checkIntervalMs: 0 } }));
    const server = await listen(app);
    try {
      const before = await fetch(`${server.url}/content/pages/faq.json`);
      expect(((await before.json()) as { html: string }).html).toContain('Before.');
      content.write('faq/en.md', pageFile('FAQ', 'After the edit.'));
      const after = await fetch(`${server.url}/content/pages/faq.json`, {
        headers: { 'If-None-Match': before.headers.get('etag') ?? '' },
      });
      expect(after.status).toBe(200);
      expect(((await after.json()) as { html: string }).html).toContain('After the edit.');
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      await server.close();
      content.cleanup();
    }
  });
});

describe('the Content API in the gateway app', () => {
  let gw: GatewayFixture;
  beforeAll(async () => {
    gw = await startGateway();
  });
  afterAll(() => gw.close());

  it('is mounted, with the api2 error shape and the methods of its 405 in a preflight', async () => {
    expect((await gw.get('/content/pages/no-such-page-here.json?lang=de')).body).toEqual({
      success: false,
      error: 'Not found',
      message: 'No content page "no-such-page-here".',
      code: '404',
    });
    expect((await gw.get('/content/pages/No.json')).status).toBe(400);
    const put = await fetch(`${gw.server.url}/content/pages/faq.json`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(await put.json()).toMatchObject({ success: false, code: '405' });
    const preflight = await fetch(`${gw.server.url}/content/pages/faq.json`, {
      method: 'OPTIONS',
      headers: { origin: 'https://portal.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET');
  });
});
