import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { guardConsole } from '../support/console-guard';
import { waitForHydration } from '../support/pages';

/**
 * Static content pages (spec §2.2 catch-all `/{lang}/*`): the footer's pages render from the
 * gateway's content files inside the shell, in English where the page's language has no
 * translation yet (and say so); unknown paths still answer 404.
 */
const stories = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'mf-stories', 'src', 'locales', 'de.json'), 'utf8'),
) as { page: { notTranslated: string } };

const common = JSON.parse(
  readFileSync(
    path.join(__dirname, '..', '..', 'shared-kernel', 'src', 'i18n', 'locales', 'de.json'),
    'utf8',
  ),
) as { errors: { pageNotFound: string } };

/** The German notice as the page shows it: the language's own name, without the markup. */
const germanNotice = stories.page.notTranslated
  .replace(/<\/?lang>/g, '')
  .replace('{{language}}', 'English');

test.describe('static pages', () => {
  test('the footer link opens the privacy statement inside the shell, without a reload', async ({
    page,
  }) => {
    const console = guardConsole(page);
    await page.goto('/en');
    await waitForHydration(page);
    // Gone after a full page load: the link must go through the router.
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy statement' }).click();

    await expect(page).toHaveURL(/\/en\/rights\/privacy-statement$/);
    const heading = page.locator('main article h1');
    await expect(heading).toBeVisible();
    const title = (await heading.innerText()).trim();
    expect(title).not.toBe('');
    await expect(page).toHaveTitle(`${title} | Europeana Portal`);
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(
      true,
    );
    console.expectClean();
  });

  test('a page answers 200 with its title and description in the server HTML', async ({
    request,
  }) => {
    const response = await request.get('/en/rights/privacy-statement');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<article[^>]*>[\s\S]*<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  test('a page not yet in German says so, in German, and marks its text as English', async ({
    page,
  }) => {
    const console = guardConsole(page);
    const response = await page.goto('/de/rights/cookies-policy');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const notice = page.locator('main article [role="status"]');
    await expect(notice).toHaveText(germanNotice);
    await expect(notice.locator('span[lang="en"]')).toHaveText('English');
    await expect(page.locator('main article h1')).toHaveAttribute('lang', 'en');
    const body = page.locator('main article h2').first().locator('xpath=..');
    await expect(body).toHaveAttribute('lang', 'en');
    // The shell around it stays German.
    await expect(page.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
    console.expectClean();
  });

  test('a link inside a page body goes to the linked page through the router', async ({ page }) => {
    await page.goto('/en/rights/privacy-statement');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));

    // The privacy statement sends the visitor to the cookies policy; the gateway put the locale in.
    await page.locator('main article a[href="/en/rights/cookies-policy"]').first().click();

    await expect(page).toHaveURL(/\/en\/rights\/cookies-policy$/);
    await expect(page.locator('main article table').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(
      true,
    );
  });

  test('unknown paths still answer 404 with the not-found page, in the page language', async ({
    page,
  }) => {
    // A slug the gateway has no page for, and a path that is no slug (never asked for).
    for (const url of ['/en/no-such-page', '/en/no_such.page']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.locator('main h1')).toHaveText('This page could not be found');
      await expect(page.locator('header')).toBeVisible();
      await expect(page).toHaveTitle(/This page could not be found/);
    }
    const german = await page.goto('/de/keine-solche-seite');
    expect(german?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('main h1')).toHaveText(common.errors.pageNotFound);
  });

  test('no serious or critical accessibility problem on a page with a table', async ({ page }) => {
    await page.goto('/en/rights/cookies-policy');
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('static pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML holds the whole page, its links in the page language', async ({ page }) => {
    await page.goto('/en/help');
    await expect(page.locator('main article h1')).toBeVisible();
    await expect(page.locator('main article h2').first()).toBeVisible();

    const response = await page.goto('/en/rights/cookies-policy');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main article h1')).toBeVisible();
    await expect(page.locator('main article table th').first()).toBeVisible();
    // Plain links work without the router: each portal link already names the page's locale.
    const internal = await page
      .locator('main article a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(internal.filter((href) => !/^\/en(\/|$|\?|#)/.test(href))).toEqual([]);
  });
});
