import { rawExchange, rawRequest } from '../src/server/testing/raw-request';
import { startTestPortal, type TestPortal } from './portal-process';

/**
 * The composed portal over real HTTP: the server-rendered HTML of a page of every remote, the
 * headers the host promises, and the proxies.
 */
let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal(4300);
});

afterAll(async () => {
  await portal?.stop();
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${portal.url}${path}`, { headers, redirect: 'manual' });
  return { response, html: await response.text() };
}

async function anyItem(): Promise<{ id: string; title: string }> {
  const response = await fetch(
    `${portal.gatewayUrl}/record/search.json?query=*:*&rows=1&profile=minimal`,
  );
  const body = (await response.json()) as { items: Array<{ id: string; title?: string[] }> };
  const item = body.items[0]!;
  return { id: item.id, title: item.title?.[0] ?? '' };
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

describe('server-rendered pages of every remote', () => {
  it('home (mf-stories)', async () => {
    const { response, html } = await page('/en');
    expect(response.status).toBe(200);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('role="search"');
    expect(html).toMatch(/<title>[^<]+ \| Europeana Portal<\/title>/);
    expect(html).toContain('id="__PORTAL_STATE__"');
    expect(html).toMatch(
      /"name":"mf_stories","entry":"\/releases\/mf-stories\/[^"]+\/remoteEntry\.js"/,
    );
  });

  it('search (mf-search) lists items from the gateway', async () => {
    const { response, html } = await page('/en/search?query=*:*');
    expect(response.status).toBe(200);
    expect(html).toMatch(/href="\/en\/item\/\d+\/\w+"/);
  });

  it('item (mf-item) shows the title of the record', async () => {
    const item = await anyItem();
    const { response, html } = await page(`/en/item${item.id}`);
    expect(response.status).toBe(200);
    expect(html).toContain(`<h1`);
    expect(html).toContain(escapeHtml(item.title).slice(0, 40));
  });

  it('an unknown item is a 404 page', async () => {
    const { response } = await page('/en/item/1/does_not_exist_anywhere');
    expect(response.status).toBe(404);
  });

  it('collections (mf-collections)', async () => {
    const { response, html } = await page('/en/collections');
    expect(response.status).toBe(200);
    expect(html).toMatch(/href="\/en\/collections\/(topic|person|place|time|organisation)\/\d+/);
  });

  it('login (mf-account)', async () => {
    const { response, html } = await page('/en/account/login');
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>/);
  });

  it('unknown paths render the 404 page inside the layout', async () => {
    const { response, html } = await page('/en/this/does/not/exist');
    expect(response.status).toBe(404);
    expect(html).toContain('This page could not be found');
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
  });
});

describe('host behaviour', () => {
  it('starts listening only once the gateway has seeded its store and answers', () => {
    // The test portal starts on an empty data directory, so the gateway seeds first.
    const output = portal.output();
    const gatewayReady = output.indexOf('[gateway] Gateway listening');
    const seeded = output.indexOf('[gateway] seeded ');
    expect(seeded).toBeGreaterThanOrEqual(0);
    expect(gatewayReady).toBeGreaterThan(seeded);
    expect(output.indexOf('[host] Portal running')).toBeGreaterThan(gatewayReady);
  });

  it('names page 2 of a paged list as its own canonical and alternate address', async () => {
    const { response, html } = await page('/en/collections/topics?page=2');
    expect(response.status).toBe(200);
    expect(html).toMatch(
      /<link rel="canonical" href="http[^"]*\/en\/collections\/topics\?page=2">/,
    );
    expect(html).toMatch(/hreflang="de" href="http[^"]*\/de\/collections\/topics\?page=2"/);
  });

  it('answers an address it cannot decode with a page in its language, not bare text', async () => {
    const { response, html } = await page('/fr/item/1007/x%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Cette page est introuvable');
    expect(html).toContain('href="/fr"');
    // API paths keep their plain answers
    expect((await fetch(`${portal.url}/api/x%E0%A4%A`)).headers.get('content-type')).not.toMatch(
      /^text\/html/,
    );
  });

  it('answers a malformed Host header with 400, and takes an unknown forwarded protocol as http', async () => {
    // fetch() may not set Host, so these go out as written.
    const raw = (headers: Record<string, string>) =>
      rawRequest(portal.url, 'GET', '/en/search?query=x', headers);
    for (const host of ['a b', '<x>', 'evil.example:99999']) {
      const { status, body } = await raw({ host });
      expect(status).toBe(400);
      expect(body).not.toContain(host);
    }
    const forwarded = await raw({ 'x-forwarded-proto': 'javascript' });
    expect(forwarded.status).toBe(200);
    expect(forwarded.body).toContain(`<link rel="canonical" href="${portal.url}/en/search`);
  });

  it('sends a nonce-based CSP and security headers with every page', async () => {
    const { response, html } = await page('/en');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    // Deep zoom reads IIIF services from the providers' servers, over https only (decision 0015).
    expect(csp).toMatch(/img-src 'self' data: blob: https:/);
    expect(csp).toMatch(/connect-src 'self' https:/);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;| [^;]*;)/);
    expect(csp).not.toMatch(/script-src[^;]*https:/);
    expect(html).toContain(`nonce="${nonce}"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('compresses pages and caches hashed assets for a year', async () => {
    const { response, html } = await page('/en', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const script = /<link rel="preload" href="(\/assets\/main\.[0-9a-f]{8}\.js)" as="script">/.exec(
      html,
    )?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`${portal.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('proxies /api to the gateway and /releases to the release server', async () => {
    const api = await fetch(`${portal.url}/api/record/search.json?query=*:*&rows=1`);
    expect(api.status).toBe(200);
    expect(((await api.json()) as { success: boolean }).success).toBe(true);
    const state = /<script id="__PORTAL_STATE__"[^>]*>(.*?)<\/script>/.exec(
      (await page('/en')).html,
    )?.[1];
    const entry = (JSON.parse(state!) as { remotes: Array<{ entry: string }> }).remotes[0]!.entry;
    const remote = await fetch(`${portal.url}${entry}`);
    expect(remote.status).toBe(200);
  });

  it('redirects paths without a locale to the visitor locale', async () => {
    const { response } = await page('/search?query=x', { 'Accept-Language': 'de-DE,de;q=0.9' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de/search?query=x');
  });
});

describe('audit fixes over real HTTP', () => {
  /** A request as written (fetch() would turn `\` in a path into `/`, and sets its own Host). */
  const raw = (method: string, path: string, headers: Record<string, string> = {}) =>
    rawRequest(portal.url, method, path, headers);

  it('never redirects to another host through a path of slashes and backslashes', async () => {
    for (const path of ['/\\evil.com/', '/\\/evil.com/', '/\\\\evil.com/', '//evil.com/']) {
      const { status, headers } = await raw('GET', path);
      expect(status).toBe(301);
      expect(headers.location).toBe('/evil.com');
    }
  });

  it('answers other methods on pages with 405 and Allow, and lets API posts through', async () => {
    for (const [method, path] of [
      ['POST', '/en'],
      ['PUT', '/en/search'],
      ['DELETE', '/en/item/1007/mucha_gismonda'],
      ['PATCH', '/en'],
      ['POST', '/health'],
      ['OPTIONS', '/en'],
      ['TRACE', '/en'],
    ]) {
      const { status, headers, body } = await raw(method!, path!, { Cookie: 'secret=1' });
      expect(status).toBe(405);
      expect(headers.allow).toBe('GET, HEAD');
      expect(body).toBe('Method not allowed');
    }
    const telemetry = await fetch(`${portal.url}/api/telemetry/web-vitals`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'LCP', value: 1200, rating: 'good', id: 'v1-1', route: 'home' }),
    });
    expect(telemetry.status).toBe(204);
  });

  it("builds the gateway's manifest ids on the host's origin, not a forged X-Forwarded-Host", async () => {
    const url = `${portal.url}/api/presentation/1007/mucha_gismonda/manifest`;
    // Version 2.1 by default (`@id`), version 3 with format=3 (`id`), as the real service.
    for (const [query, idKey] of [
      ['', '@id'],
      ['?format=3', 'id'],
    ] as const) {
      const response = await fetch(`${url}${query}`, {
        headers: { 'X-Forwarded-Host': 'evil.com' },
      });
      expect(response.status).toBe(200);
      const manifest = (await response.json()) as Record<string, unknown>;
      expect(manifest[idKey]).toBe(url);
      expect(JSON.stringify(manifest)).not.toContain('evil.com');
    }
  });

  it('answers a body that stops short of its Content-Length with 408 within 15 s, not a 502', async () => {
    const host = new URL(portal.url).host;
    const answers = await Promise.all(
      ['/api/record/v2/search.json', '/api/entity/retrieve', '/api/telemetry/web-vitals'].map(
        (path) =>
          rawExchange(
            portal.url,
            `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
              'Content-Length: 1000\r\n\r\n{"query":"*"}',
            30_000,
          ),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(408);
      expect(answer.closed).toBe(true);
      expect(answer.ms).toBeLessThan(15_000);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toMatchObject({ success: false });
    }
  });

  it("answers a collections page past the Entity API's page bound with the 404 page", async () => {
    for (const path of [
      '/en/collections/topics?page=100001',
      '/en/collections/persons?page=100001',
      '/en/collections/topics?page=99999999999999999999',
    ]) {
      const { response, html } = await page(path);
      expect(response.status).toBe(404);
      expect(html).toContain('<title>This page could not be found |');
    }
  });

  it('redirects a path with dot segments to the path they resolve to, on this site', async () => {
    for (const [path, location] of [
      ['/en/search/..', '/en'],
      ['/en/collections/person/..', '/en/collections'],
      ['/en/search/%2e%2e', '/en'],
      ['/..//evil.com', '/evil.com'],
    ]) {
      const { status, headers } = await raw('GET', path!);
      expect(status).toBe(301);
      expect(headers.location).toBe(location);
    }
  });

  it('names no address on an error page: no canonical, hreflang alternates or og:url', async () => {
    const long = 'b'.repeat(10_240);
    const [notFound, baseline] = await Promise.all([page(`/en/${long}`), page('/en/nope')]);
    expect(notFound.response.status).toBe(404);
    for (const { html } of [notFound, baseline]) {
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('hreflang=');
      expect(html).not.toContain('og:url');
    }
    // The path asked for no longer comes back in every link of the head.
    expect(notFound.html.split(long).length - 1).toBeLessThanOrEqual(2);
    // A page that is there keeps them.
    const home = await page('/en');
    expect(home.html).toContain(`<link rel="canonical" href="${portal.url}/en">`);
    expect(home.html).toContain(`<meta property="og:url" content="${portal.url}/en">`);
  });

  it("answers a request target that is not a path with the app's own 400 (OPTIONS *: 204)", async () => {
    const host = new URL(portal.url).host;
    const send = (method: string, target: string) =>
      rawExchange(
        portal.url,
        `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
    for (const method of ['GET', 'HEAD']) {
      const answer = await send(method, '*');
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.text).not.toContain('Cannot');
    }
    expect((await send('OPTIONS', '*')).status).toBe(204);
  });

  it('answers a request with two Host headers with 400 (RFC 9112 §3.2)', async () => {
    const host = new URL(portal.url).host;
    for (const [path, type] of [
      ['/en', /^text\/plain/],
      ['/api/record/search.json?query=*', /^application\/json/],
    ] as const) {
      const answer = await rawExchange(
        portal.url,
        `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nHost: evil.com\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(type);
      expect(answer.body).not.toContain('evil.com');
    }
  });

  it("lists the search page's API requests at their same-origin address with ?debug=on", async () => {
    const { response, html } = await page('/en/search?query=art&debug=on');
    expect(response.status).toBe(200);
    const urls = [...html.matchAll(/\{"method":"[A-Z]+","url":"([^"]*)"\}/g)].map((m) => m[1]!);
    expect(urls.some((url) => url.startsWith('/api/record/search.json?'))).toBe(true);
    expect(html).not.toContain(portal.gatewayUrl);
    expect(html).not.toMatch(/"url":"https?:\/\//);
  });
});
