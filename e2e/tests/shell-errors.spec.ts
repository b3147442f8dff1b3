import { expect, test } from '@playwright/test';
import { guardConsole } from '../support/console-guard';
import { waitForHydration } from '../support/pages';

/** Spec §2.4, §2.5, §8: error pages with their status, and legacy redirects over real HTTP. */
test.describe('error pages', () => {
  test('404: "This page could not be found" with its illustration, in the layout', async ({
    page,
  }) => {
    const console = guardConsole(page, [/Failed to load resource.*404/]);
    const response = await page.goto('/en/no/such/page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page).toHaveTitle('This page could not be found | Europeana Portal');
    await expect(page.locator('main h1')).toHaveText('This page could not be found');
    await expect(page.locator('main img[data-illustration="pageNotFound"]')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    console.expectClean();
  });

  test('410: a retired gallery renders the Gone page with status 410', async ({ page }) => {
    const console = guardConsole(page, [/Failed to load resource.*410/]);
    const response = await page.goto('/en/galleries/ballet');
    expect(response?.status()).toBe(410);
    await waitForHydration(page);
    await expect(page.locator('main h1')).toHaveText('This page is gone');
    await expect(page.locator('[data-error-status="410"]')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    console.expectClean();
  });
});

test.describe('legacy redirects over HTTP', () => {
  const cases: Array<[string, number, string]> = [
    ['/portal/en/record/123/abc.html', 301, '/en/item/123/abc'],
    ['/en/portal/search.html?query=x', 302, '/en/search.html?query=x'],
    ['/portal/explore/newcontent', 302, '/collections'],
    ['/galleries/ballet', 302, '/en/galleries/ballet'],
    ['/en/set/12-x', 301, '/en/galleries/12-x'],
    ['/en/blog', 301, '/en/stories?type=story'],
    ['/en/search/', 301, '/en/search'],
    ['/en/search?query=x&page=0', 302, '/en/search?query=x&page=1'],
  ];
  for (const [from, status, to] of cases) {
    test(`${from} -> ${status} ${to}`, async ({ request }) => {
      const response = await request.get(from, {
        maxRedirects: 0,
        headers: { 'Accept-Language': 'en' },
      });
      expect(response.status()).toBe(status);
      expect(response.headers()['location']).toBe(to);
    });
  }

  test('a chain ends on the page with its status', async ({ page }) => {
    const response = await page.goto('/galleries/ballet');
    expect(response?.status()).toBe(410);
    await expect(page).toHaveURL(/\/en\/galleries\/ballet$/);
  });
});

test.describe('head of the server HTML', () => {
  test('has title, description, Open Graph and canonical', async ({ request }) => {
    const html = await (await request.get('/en')).text();
    expect(html).toMatch(/<title>[^<]+ \| Europeana Portal<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/en">/);
  });
});

test('scrolls to the top on a new page and back on return', async ({ page }) => {
  await page.goto('/en/search?query=*');
  await waitForHydration(page);
  await page.evaluate(() => document.body.style.setProperty('min-height', '4000px'));
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
  // A click from script: Playwright's own click would first scroll the link into view.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main ol a')?.click());
  await expect(page).toHaveURL(/\/en\/item\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/search/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});
