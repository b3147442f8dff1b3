/** @jest-environment node */
import type { TFunction } from 'i18next';
import { resolveHead } from '../../shell/head';
import { renderDocument } from './document';

describe('renderDocument', () => {
  const html = renderDocument({
    locale: 'de',
    head: { title: 'Die "Nachtwache" <1642>', description: 'Rembrandt & Co', ogImage: '/img.jpg' },
    siteName: 'Portal',
    origin: 'https://portal.example',
    addresses: {
      canonicalUrl: 'https://portal.example/de/item/1/a',
      alternateUrl: (code) => `https://portal.example/${code}/item/1/a`,
    },
    appHtml: Buffer.from('<div>Zürich</div>'),
    state: { q: '</script><script>alert(1)</script>' },
    nonce: 'abc',
    scripts: ['/assets/main.12345678.js'],
    preloads: [],
  }).toString('utf8');

  it('escapes the head and sets the language', () => {
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>Die &quot;Nachtwache&quot; &lt;1642&gt; | Portal</title>');
    expect(html).toContain('<meta name="description" content="Rembrandt &amp; Co">');
    expect(html).toContain('<meta property="og:image" content="/img.jpg">');
  });

  it('links the canonical URL and every locale alternate', () => {
    expect(html).toContain('<link rel="canonical" href="https://portal.example/de/item/1/a">');
    expect(html.match(/hreflang="/g)).toHaveLength(26);
    expect(html).toContain('hreflang="x-default" href="https://portal.example/en/item/1/a"');
  });

  it('names the page as og:url', () => {
    expect(html).toContain('<meta property="og:url" content="https://portal.example/de/item/1/a">');
  });

  it('names no address on an error page: no canonical, no alternates, no og:url', () => {
    const errorPage = renderDocument({
      locale: 'en',
      head: { title: 'This page could not be found', noindex: true },
      siteName: 'Portal',
      origin: 'https://portal.example',
      appHtml: Buffer.from('<h1>This page could not be found</h1>'),
      state: {},
      nonce: 'abc',
      scripts: [],
      preloads: [],
    }).toString('utf8');
    expect(errorPage).not.toContain('rel="canonical"');
    expect(errorPage).not.toContain('hreflang');
    expect(errorPage).not.toContain('og:url');
    // The rest of the head stays: title, robots, the share image on the page's origin.
    expect(errorPage).toContain('<meta name="robots" content="noindex">');
    expect(errorPage).toContain('<meta property="og:image" content="https://portal.example/');
  });

  it('hides the buttons that need JavaScript, and the cookie banner, from a browser without it', () => {
    expect(html).toContain(
      '<noscript><style nonce="abc">button[type="button"],[data-cookie-consent]{display:none!important}</style></noscript></head>',
    );
  });

  it('puts the app, as React wrote it, inside the root element', () => {
    expect(html).toContain('<body><div id="root"><div>Zürich</div></div><script');
  });

  it('cannot be broken out of by state values, and carries the nonce', () => {
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<script nonce="abc">(function(){var s=["/assets/main.12345678.js"]');
  });

  it('gives a page without an image of its own the portal’s share image, as an absolute URL', () => {
    const plain = renderDocument({
      locale: 'en',
      head: { title: 'Home' },
      siteName: 'Portal',
      origin: 'https://portal.example',
      addresses: {
        canonicalUrl: 'https://portal.example/en',
        alternateUrl: (code) => `https://portal.example/${code}`,
      },
      appHtml: Buffer.from(''),
      state: {},
      nonce: 'abc',
      scripts: [],
      preloads: [],
    }).toString('utf8');
    // (The image's URL is webpack's asset URL; tests see the file stub's name.)
    expect(plain).toContain(
      '<meta property="og:image" content="https://portal.example/test-file-stub">',
    );
    expect(plain).toContain('<meta property="og:image:alt" content="Portal">');
  });

  it('writes the head’s text without bidi formatting, as the browser’s HeadManager does', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    const head = resolveHead(
      {
        matches: [
          {
            route: {
              id: 'item',
              handle: {
                head: () => ({ title: 'Title \u202Efdp.exe', description: '\u2067שלום\u2069' }),
              },
            },
            params: {},
          },
        ],
        loaderData: {},
        errors: null,
      },
      t,
      'en',
      () => false,
    );
    const page = renderDocument({
      locale: 'en',
      head,
      siteName: 'Portal',
      origin: 'https://portal.example',
      appHtml: Buffer.from(''),
      state: {},
      nonce: 'abc',
      scripts: [],
      preloads: [],
    }).toString('utf8');
    expect(page).toContain('<title>Title fdp.exe | Portal</title>');
    expect(page).toContain('<meta property="og:title" content="Title fdp.exe">');
    expect(page).toContain('<meta property="og:description" content="שלום">');
    expect(page).not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
  });
});
