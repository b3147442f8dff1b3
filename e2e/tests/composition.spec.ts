import { expect, test } from '@playwright/test';
import { guardConsole } from '../support/console-guard';
import { anyItemId, waitForHydration } from '../support/pages';
import { DEFAULT_PORTAL } from '../support/ports';

const gatewayUrl = `http://127.0.0.1:${DEFAULT_PORTAL.gatewayPort}`;

test.describe('composition of the five remotes', () => {
  test('each remote renders on the server and hydrates without errors', async ({ page }) => {
    const itemId = await anyItemId(gatewayUrl);
    const pages = [
      { path: '/en', remote: 'mf-stories' },
      { path: '/en/search?query=portrait', remote: 'mf-search' },
      { path: `/en/item${itemId}`, remote: 'mf-item' },
      { path: '/en/collections', remote: 'mf-collections' },
      { path: '/en/account/login', remote: 'mf-account' },
    ];
    for (const entry of pages) {
      const console = guardConsole(page);
      const response = await page.goto(entry.path);
      expect(response?.status(), entry.path).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      console.expectClean();
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  test('navigates between pages of different remotes without a full reload', async ({ page }) => {
    const console = guardConsole(page);
    await page.goto('/en');
    await waitForHydration(page);
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Collections', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/collections$/);
    await expect(page.locator('main h1')).toHaveText('Collections');

    await page.getByRole('button', { name: 'Show search bar' }).click();
    await page.getByRole('banner').getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?query=$/);
    const firstResult = page.locator('main ol a').first();
    await expect(firstResult).toBeVisible();
    const title = (await firstResult.textContent())?.trim() ?? '';
    await firstResult.click();
    await expect(page).toHaveURL(/\/en\/item\/\d+\/\w+$/);
    await expect(page.locator('main h1')).toHaveText(title);

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/search\?query=$/);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/en$/);

    const sameDocument = await page.evaluate(
      () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
    );
    expect(sameDocument).toBe(true);
    console.expectClean();
  });

  test('prefetches the code of visible links while idle, without running it', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (/\/releases\/mf-collections\//.test(request.url())) prefetched.push(request.url());
    });
    await page.goto('/en');
    await waitForHydration(page);
    // Downloaded into the cache: the entry and the route module of the collections page (its
    // link is in the header)...
    await expect(
      page.locator('link[rel="prefetch"][href*="/mf-collections/"][href$="remoteEntry.js"]'),
    ).toBeAttached();
    await expect
      .poll(() => prefetched.some((url) => url.includes('__federation_expose_collections')))
      .toBe(true);
    // ...but not evaluated: the container exists only once the page is opened.
    expect(await page.evaluate(() => 'mf_collections' in window)).toBe(false);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Collections', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/collections$/);
    expect(await page.evaluate(() => 'mf_collections' in window)).toBe(true);
  });

  test('unknown paths answer 404 with the error page inside the layout', async ({ page }) => {
    const response = await page.goto('/en/no-such-page-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.locator('main h1')).toHaveText('This page could not be found');
    await expect(page.locator('header')).toBeVisible();
    await expect(page).toHaveTitle(/This page could not be found/);
  });
});
