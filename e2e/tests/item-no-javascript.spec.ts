import { expect, test } from '@playwright/test';
import { multiMediaItem, recordOf, searchIds } from './item-support';

test.describe('the item page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML holds the title, the metadata and the preview image', async ({ page }) => {
    const record =
      (await multiMediaItem()) ?? (await recordOf((await searchIds('*:*', undefined, 1))[0]!));
    expect(!record, 'the gateway holds no item').toBe(false);
    await page.goto(`/en/item${record!.object.about}`);
    await expect(page.locator('main h1')).not.toBeEmpty();
    const details = page.getByTestId('item-metadata');
    await expect(details).toBeVisible();
    await expect(details.locator('dt').first()).toBeVisible();
    expect(await details.locator('dt').count()).toBeGreaterThan(2);
    await expect(details.locator('dt', { hasText: 'First published' })).toHaveCount(1);
    const preview = page.getByTestId('item-preview');
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    // the download works as a plain link
    const href = await page.getByTestId('item-download').getAttribute('href');
    expect(href).toMatch(/^\/api\/media\//);
    // nothing of the viewer was sent, and no button that needs JavaScript is shown (zoom,
    // media strip, language switch, share): only links and the search form's button work
    await expect(page.getByTestId('deep-zoom-viewer')).toHaveCount(0);
    expect(await page.locator('button[type=button]').count()).toBeGreaterThan(0);
    await expect(page.locator('button[type=button]:visible')).toHaveCount(0);
    await expect(page.locator('[data-cookie-consent]')).toBeHidden();
    // the header's search toggle needs scripts: a link to the search page stands in for it
    const searchLink = page.getByRole('link', { name: 'Search the collections' });
    await expect(searchLink).toBeVisible();
    await expect(searchLink).toHaveAttribute('href', '/en/search');
    await expect(
      page.locator('header button[type=submit]:visible, header a:visible').first(),
    ).toBeVisible();
    const rights = record!.object.aggregations[0]?.edmRights?.def?.[0];
    if (rights)
      await expect(page.getByTestId('item-rights').locator('a')).toHaveAttribute('href', rights);
  });
});
