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
});
