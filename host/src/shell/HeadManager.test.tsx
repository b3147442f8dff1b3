import '@portal/shared-kernel/src/test-fixtures/request-polyfill';
import { act } from '@testing-library/react';
import { HeadManager } from './HeadManager';
import { renderShell } from './testing/render-shell';

const jsonLdText = () =>
  document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? null;

describe('HeadManager', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("follows client navigation with the page's JSON-LD, and drops it on a page without", async () => {
    const item = { '@context': 'https://schema.org', '@type': 'VideoObject', name: '</script>x' };
    const { router } = renderShell(<HeadManager />, {
      path: '/en/item',
      handle: { head: () => ({ title: 'Item', jsonLd: item }) },
      routes: [
        {
          path: '/:lang/other/*',
          element: <HeadManager />,
          handle: { head: () => ({ title: 'Other' }) },
        },
      ],
    });
    expect(JSON.parse(jsonLdText()!)).toEqual(item);
    await act(() => router.navigate('/en/other/page'));
    expect(document.title).toContain('Other');
    expect(jsonLdText()).toBeNull();
    await act(() => router.navigate('/en/item'));
    expect(JSON.parse(jsonLdText()!)).toEqual(item);
  });

  it('writes a title and meta without the bidi formatting of a record’s title', () => {
    const meta = (key: string) =>
      document.head
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content') ?? null;
    renderShell(<HeadManager />, {
      path: '/en/item',
      handle: {
        head: () => ({ title: 'Title \u202Efdp.exe', description: '\u200F\u2067שלום\u2069 x' }),
      },
    });
    expect(document.title).toBe('Title fdp.exe | Europeana Portal');
    expect(meta('og:title')).toBe('Title fdp.exe');
    expect(meta('og:description')).toBe('שלום x');
    expect(meta('description')).toBe('שלום x');
  });

  it('names no address on an error page, and names the next page on the same origin', async () => {
    // As the server wrote it for the first page, on its public origin.
    document.head.innerHTML =
      '<link rel="canonical" href="https://www.europeana.eu/en/item">' +
      '<meta property="og:url" content="https://www.europeana.eu/en/item">' +
      '<link rel="alternate" hreflang="de" href="https://www.europeana.eu/de/item">' +
      '<link rel="alternate" hreflang="x-default" href="https://www.europeana.eu/en/item">';
    const { router } = renderShell(<HeadManager />, {
      path: '/en/item',
      handle: { head: () => ({ title: 'Item' }) },
      routes: [
        {
          path: '/:lang/missing/*',
          loader: () => {
            throw new Response('', { status: 404 });
          },
          element: null,
          errorElement: <HeadManager />,
        },
      ],
    });
    const links = () =>
      [...document.head.querySelectorAll('link[rel="canonical"], link[hreflang]')].map(
        (link) => `${link.getAttribute('hreflang') ?? 'canonical'} ${link.getAttribute('href')}`,
      );
    const ogUrl = () =>
      document.head.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null;
    expect(links()).toContain('canonical https://www.europeana.eu/en/item');

    await act(() => router.navigate(`/en/missing/${'b'.repeat(1000)}`));
    expect(links()).toEqual([]);
    expect(ogUrl()).toBeNull();

    await act(() => router.navigate('/en/item?page=2'));
    expect(links()).toContain('canonical https://www.europeana.eu/en/item?page=2');
    expect(links()).toContain('de https://www.europeana.eu/de/item?page=2');
    expect(links()).toContain('x-default https://www.europeana.eu/en/item?page=2');
    expect(links().filter((link) => !link.startsWith('canonical'))).toHaveLength(26);
    expect(ogUrl()).toBe('https://www.europeana.eu/en/item?page=2');
  });
});
