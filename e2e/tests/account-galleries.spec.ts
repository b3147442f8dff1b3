import { expect, test } from '@playwright/test';
import { createAccountFromLoginPage, newAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { guardConsole } from '../support/console-guard';
import { anyItemId, waitForHydration } from '../support/pages';
import { gatewayUrl } from './search-support';

/**
 * Galleries from end to end, in real Chromium against the gateway's Set API: a new user creates
 * a gallery from an item's Add to gallery dialog, opens it, renames it and makes it private; an
 * anonymous visitor is then refused it; the gallery is on the user's account page, and the user
 * deletes it.
 */

const account = newAccount('curator');

test('create a gallery from an item, rename it, make it private, delete it', async ({
  page,
  browser,
}) => {
  const console = guardConsole(page);
  const itemId = await anyItemId(gatewayUrl);
  const itemPath = `/en/item${itemId}`;

  // Sign up from the item's Add to gallery link, back on the item signed in.
  await page.goto(itemPath);
  await waitForHydration(page);
  await page.locator('a[data-action="add-to-gallery"]').click();
  await expect(page).toHaveURL(/\/en\/account\/login\?redirect=/);
  await waitForHydration(page);
  await createAccountFromLoginPage(page, account);
  await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
  await waitForHydration(page);

  // No gallery yet: the dialog offers to create one, with this item in it.
  await page.getByRole('button', { name: 'Add to gallery' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to gallery' });
  await expect(dialog.getByTestId('add-to-gallery')).toHaveAttribute('data-status', 'done');
  await dialog.getByLabel('Title').fill('Windmills of the north');
  await dialog.getByRole('button', { name: 'Create gallery and add this item' }).click();
  const box = dialog.getByRole('checkbox', { name: 'Windmills of the north' });
  await expect(box).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  // The gallery's page, at its canonical address, holds the item.
  await dialog.getByRole('link', { name: 'Windmills of the north' }).click();
  await expect(page).toHaveURL(/\/en\/galleries\/\d+-windmills-of-the-north$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Windmills of the north');
  await expect(page.locator(`main a[href="${itemPath}"]`)).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  const number = /\/galleries\/(\d+)-/.exec(page.url())![1]!;

  // Rename it and make it private: the address follows the new title.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit gallery' });
  await edit.getByLabel('Title').fill('Mills by the sea');
  await edit.getByLabel(/Keep this gallery private/).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/galleries/${number}-mills-by-the-sea$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mills by the sea');
  await expect(page.getByText('Private: only you can see this gallery.')).toBeVisible();

  // Private: an anonymous visitor is refused it, and offered to log in.
  const stranger = await browser.newContext();
  const anonymous = await stranger.newPage();
  await anonymous.goto(`/en/galleries/${number}-mills-by-the-sea`);
  await waitForHydration(anonymous);
  await expect(anonymous.getByText('This gallery is private')).toBeVisible();
  await expect(anonymous.getByRole('link', { name: 'Log in to view this gallery' })).toBeVisible();
  await expect(anonymous.getByText('Mills by the sea')).toHaveCount(0);
  await expect(anonymous.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await stranger.close();

  // The account page lists it; delete it from its page.
  await page.goto('/en/account');
  await waitForHydration(page);
  const galleries = page.getByRole('region', { name: 'Galleries' });
  await galleries.getByRole('link', { name: 'Mills by the sea' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/galleries/${number}-mills-by-the-sea$`));
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this gallery?' })
    .getByRole('button', { name: 'Delete gallery' })
    .click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(page.getByText('You have no galleries yet', { exact: false })).toBeVisible();
  const gone = await page.request.get(`/en/galleries/${number}`);
  expect(gone.status()).toBe(404);

  console.expectClean();
});
