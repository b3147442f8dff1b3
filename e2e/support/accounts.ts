import { execFileSync } from 'node:child_process';
import path from 'node:path';
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

/** Where global-setup tells the tests the shared portal's gateway keeps its data. */
export const GATEWAY_DATA_DIR_VARIABLE = 'PORTAL_E2E_GATEWAY_DATA_DIR';

/**
 * Gives an account a role with the operator's command (`npm run accounts -- grant`), on the
 * shared portal's gateway data. The user's next token carries it (a reload signs in again).
 */
export function grantRole(account: TestAccount, role: string): string {
  const dataDir = process.env[GATEWAY_DATA_DIR_VARIABLE];
  if (!dataDir)
    throw new Error(`${GATEWAY_DATA_DIR_VARIABLE} is not set: run through global-setup`);
  const cli = path.resolve(__dirname, '../../gateway/dist/cli/accounts.js');
  return execFileSync(
    process.execPath,
    [cli, '--data-dir', dataDir, 'grant', account.username, role],
    { encoding: 'utf8' },
  );
}

/** The Bearer token the portal sends for the signed-in user, seen on its next Set API request. */
export async function accessTokenOf(page: Page, reload = true): Promise<string> {
  const request = page.waitForRequest(
    (request) =>
      request.url().includes('/api/set/') &&
      (request.headers().authorization ?? '').startsWith('Bearer '),
  );
  if (reload) await page.reload();
  return (await request).headers().authorization!.slice('Bearer '.length);
}
