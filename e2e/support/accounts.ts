import { expect, type Page } from '@playwright/test';

export interface TestAccount {
  email: string;
  username: string;
  password: string;
}

/** A new account's details, unique to this run (the identity database lives as long as the portal). */
export function newAccount(prefix: string): TestAccount {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    email: `${prefix}-${stamp}@example.org`,
    username: `${prefix}${stamp}`,
    password: `a long passphrase for ${prefix}`,
  };
}

/**
 * From the portal's login page: "Create an account", then the identity server's sign-up form,
 * filled and sent. The browser then goes back to where the login page was asked to return.
 */
export async function createAccountFromLoginPage(page: Page, account: TestAccount) {
  await page.locator('[data-auth-action="register"]').click();
  await expect(page).toHaveURL(/\/openid-connect\/registrations/);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="username"]').fill(account.username);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('input[name="password-confirm"]').fill(account.password);
  await page.locator('form').getByRole('button').last().click();
}
