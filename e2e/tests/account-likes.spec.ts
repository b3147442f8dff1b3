import { expect, test } from '@playwright/test';
import { createAccountFromLoginPage, newAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { guardConsole } from '../support/console-guard';
import { anyItemId, waitForHydration } from '../support/pages';
import { gatewayUrl } from './search-support';

/**
 * Likes from end to end, in real Chromium: an anonymous visitor's Like on an item page leads to
 * the login page; after creating an account the visitor is back on the item, likes it (the like
 * is stored by the gateway's Set API and survives a reload), finds it on the account page, and
 * unlikes it again. Anyone not signed in who opens the account page is sent to log in.
 */

const account = newAccount('liker');

test('like an item, find it on the account page, unlike it', async ({ page }) => {
  const console = guardConsole(page);
  const itemId = await anyItemId(gatewayUrl);
  const itemPath = `/fr/item${itemId}`;

  // Not signed in: the account page sends the visitor to log in, and so does Like.
  await page.goto('/fr/account');
  await expect(page).toHaveURL(/\/fr\/account\/login\?redirect=%2Ffr%2Faccount$/);
  await page.goto(itemPath);
  await waitForHydration(page);
  await page.locator('[data-action="like"]').click();
  await expect(page).toHaveURL(/\/fr\/account\/login\?redirect=/);
  await waitForHydration(page);

  await createAccountFromLoginPage(page, account);

  // Back on the item, signed in: Like is now a toggle button.
  await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
  await waitForHydration(page);
  const like = page.getByRole('button', { name: 'J’aime' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).not.toHaveAttribute('aria-disabled', 'true');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  // The like is the gateway's, not the page's: it is still there after a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'J’aime' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The header leads to the account page, which lists the item.
  await page.locator('[data-auth="account"]').first().dispatchEvent('click');
  await expect(page).toHaveURL(/\/fr\/account$/);
  const likes = page.getByRole('region', { name: 'J’aime' });
  await expect(likes.getByRole('status')).toContainText('1');
  const card = likes.locator(`a[href="${itemPath}"]`);
  await expect(card).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // Unlike from the item page; the account page is empty again.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
  const likeAgain = page.getByRole('button', { name: 'J’aime' });
  await expect(likeAgain).toHaveAttribute('aria-pressed', 'true');
  await likeAgain.click();
  await expect(likeAgain).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/fr/account');
  await waitForHydration(page);
  await expect(page.getByText('Vous n’aimez encore aucun objet', { exact: false })).toBeVisible();

  console.expectClean();
});
