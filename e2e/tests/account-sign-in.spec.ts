import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { guardConsole } from '../support/console-guard';
import { waitForHydration } from '../support/pages';
import { pickQuery } from './search-support';

/**
 * Sign-in from end to end, in real Chromium against the portal's own identity server behind the
 * host's `/auth` proxy: an anonymous visitor on a German search page follows the invitation to
 * log in, creates an account, comes back to the same search signed in (multilingual search now
 * runs, with the user's token), stays signed in across a reload (keycloak-js's silent check),
 * logs out from the header, and logs in again with the account (a wrong password first).
 */

/** One account per run: the identity database lives as long as the e2e portal. */
const account = {
  email: `visitor-${Date.now()}@example.org`,
  username: `visitor${Date.now()}`,
  password: 'correct horse battery staple',
};

async function signedInCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'portal_signed_in');
}

test('create an account, search in several languages, log out and log in again', async ({
  page,
}) => {
  const { query } = await pickQuery();
  const searchPath = `/de/search?query=${encodeURIComponent(query)}`;
  const console = guardConsole(page);

  // Anonymous: the German search invites to log in, and keycloak-js is not even loaded.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(searchPath);
  await waitForHydration(page);
  const invitation = page.locator('[data-notice="multilingual-login"]');
  await expect(invitation).toBeVisible();
  expect(scripts.filter((url) => /keycloak/i.test(url))).toEqual([]);

  await invitation.getByRole('link').click();
  await expect(page).toHaveURL(/\/de\/account\/login\?redirect=/);
  await waitForHydration(page);

  // Create the account on the identity server's form (German, like the page it came from).
  await page.locator('[data-auth-action="register"]').click();
  await expect(page).toHaveURL(
    /\/auth\/realms\/europeana\/protocol\/openid-connect\/registrations/,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="username"]').fill(account.username);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('input[name="password-confirm"]').fill(account.password);

  // Back on the same search, signed in: the search runs with the translate profile and the
  // user's token, and the invitation is gone.
  const translated = page.waitForRequest(
    (request) =>
      /\/api\/record\/(v2\/)?search\.json/.test(request.url()) &&
      /profile=[^&]*translate/.test(request.url()) &&
      /^Bearer \S+/.test(request.headers()['authorization'] ?? ''),
  );
  await page.locator('form').getByRole('button').last().click();
  await expect(page).toHaveURL(new RegExp(`${searchPath.replace(/[?]/g, '\\?')}$`));
  await translated;
  await expect(invitation).toHaveCount(0);
  await expect(page.locator('[data-auth="logout"]').first()).toBeAttached();
  expect(await signedInCookie(page)).toBeTruthy();

  // A reload stays signed in: the silent check finds the session.
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('[data-auth="logout"]').first()).toBeAttached();
  await expect(invitation).toHaveCount(0);

  // Log out from the header: home in German, anonymous, the session cookie gone.
  await page.locator('[data-auth="logout"]').first().dispatchEvent('click');
  await expect(page).toHaveURL(/\/de$/);
  await waitForHydration(page);
  await expect(page.locator('[data-auth="login"]').first()).toBeAttached();
  expect(await signedInCookie(page)).toBeFalsy();

  // Log in again: a wrong password first, then the right one.
  await page.goto(`/de/account/login?redirect=${encodeURIComponent(searchPath)}`);
  await waitForHydration(page);
  await page.locator('[data-auth-action="login"]').click();
  await expect(page).toHaveURL(/\/auth\/realms\/europeana\/protocol\/openid-connect\/auth/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('input[name="username"]').fill(account.email);
  // Until here nothing went wrong; the wrong password is answered 401, which Chromium logs.
  console.expectClean();
  await page.locator('input[name="password"]').fill('not the password');
  await page.locator('input[name="password"]').press('Enter');
  await expect(page.locator('[role="alert"]')).toBeVisible();
  expect(console.problems).toEqual([
    expect.stringMatching(/status of 401 \(Unauthorized\)/) as unknown as string,
  ]);
  console.problems.length = 0;
  await expect(page.locator('input[name="username"]')).toHaveValue(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('input[name="password"]').press('Enter');
  await expect(page).toHaveURL(new RegExp(`${searchPath.replace(/[?]/g, '\\?')}$`));
  await waitForHydration(page);
  await expect(page.locator('[data-auth="logout"]').first()).toBeAttached();
  await expect(invitation).toHaveCount(0);

  console.expectClean();
});

test('the login return never leaves the portal', async ({ request }) => {
  for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '']) {
    const response = await request.get(`/account/callback?redirect=${encodeURIComponent(target)}`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toMatch(/^\/[a-z]{2}$/);
  }
  const good = await request.get(
    `/account/callback?redirect=${encodeURIComponent('/fr/search?query=map')}`,
    { maxRedirects: 0 },
  );
  expect(good.headers()['location']).toBe('/fr/search?query=map');
});
