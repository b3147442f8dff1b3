import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { waitForHydration } from '../support/pages';
import { localImageItem, multiMediaItem } from './item-support';

test.describe('accessibility of the item page (axe)', () => {
  test('the page, its deep-zoom viewer and its dialogs', async ({ page }) => {
    const record = (await localImageItem()) ?? (await multiMediaItem());
    expect(!record, 'the gateway holds no item').toBe(false);
    await page.goto(`/en/item${record!.object.about}`);
    await waitForHydration(page);
    await page.getByTestId('item-related-items').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('item-related-items')).not.toHaveAttribute(
      'data-status',
      /idle|loading/,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Open the zoomable image' }).click();
    await expect(page.getByTestId('deep-zoom-viewer')).toHaveAttribute('data-ready', 'true', {
      timeout: 20_000,
    });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('item-download').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('dialog', { name: 'Share this item' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the item-not-found page', async ({ page }) => {
    await page.goto('/en/item/1/no_such_record_here');
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
