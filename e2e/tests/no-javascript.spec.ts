import { expect, test } from '@playwright/test';
import { anyItemId } from '../support/pages';
import { DEFAULT_PORTAL } from '../support/ports';

const gatewayUrl = `http://127.0.0.1:${DEFAULT_PORTAL.gatewayPort}`;

test.describe('pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML already holds each page main content', async ({ page }) => {
    const itemId = await anyItemId(gatewayUrl);
    const record = (await (await fetch(`${gatewayUrl}/record${itemId}.json`)).json()) as {
      object: { title?: string[] };
    };

    await page.goto('/en');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('search')).toBeVisible();

    await page.goto('/en/search?query=*');
    await expect(page.locator('main [role=status]')).toContainText(/result/);
    await expect(page.locator('main ol a').first()).toBeVisible();

    await page.goto(`/en/item${itemId}`);
    await expect(page.locator('main h1')).not.toBeEmpty();
    if (record.object.title?.[0]) {
      await expect(page.locator('main h1')).toBeVisible();
    }

    await page.goto('/en/collections');
    await expect(page.locator('main h1')).toHaveText('Collections');

    await page.goto('/en/account/login');
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('the search form works as a plain HTML form', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('searchbox').fill('landscape');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?query=landscape/);
    await expect(page.locator('main [role=status]')).toContainText(/result/);
  });
});
