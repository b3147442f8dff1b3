import { expect, test } from '@playwright/test';
import { guardConsole } from '../support/console-guard';
import { waitForHydration } from '../support/pages';

/** Spec §2.1 and §2.5: locale prefixes, the language dropdown, the locale cookie. */
test.describe('language', () => {
  test('the root goes to the browser language, remembered in the cookie', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'sv-SE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/sv$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_locale_code');
    expect(cookie?.value).toBe('sv');
    await context.close();
  });

  test('switching language keeps the route and query, client-side', async ({ page, context }) => {
    const console = guardConsole(page);
    await page.goto('/en/search?query=portrait');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));

    await page.getByRole('button', { name: 'Choose a language: English' }).click();
    const list = page.locator('footer [hreflang]');
    await expect(list).toHaveCount(24);
    await page.getByRole('link', { name: 'Deutsch' }).click();

    await expect(page).toHaveURL(/\/de\/search\?query=portrait$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/search$/);
    await expect(page.getByRole('button', { name: /Deutsch/ })).toBeVisible();
    // Every part of the page speaks German, also the parts that did not change with the route:
    // the page's own controls and the shell's cookie banner (not raw keys, not English).
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Ergebnisse anzeigen als' })).toBeVisible();
    await expect(page.getByText('Cookies und Inhalte anderer Websites')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(
      /\b(filters|views|cookieConsent)\.\w+/,
    );
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(
      true,
    );
    const cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_locale_code');
    expect(cookie?.value).toBe('de');
    console.expectClean();
  });

  // The footer's content is skipped while off screen (content-visibility), and the containment
  // that comes with it clips what overflows it: the upward list must still show whole.
  for (const width of [1280, 390]) {
    test(`the open language list is whole and clickable at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 720 });
      await page.goto('/en/item/1011/voyage_impossible');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Choose a language: English' }).click();
      const first = page.locator('footer [hreflang]').first();
      await expect(first).toHaveText('Български');
      await first.scrollIntoViewIfNeeded();
      // The entry at the top of the list is what the browser finds at its own centre.
      const onTop = await first.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const found = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return found !== null && link.contains(found);
      });
      expect(onTop).toBe(true);
      await first.click();
      await expect(page).toHaveURL(/\/bg\/item\/1011\/voyage_impossible$/);
    });
  }

  test('the list pages of galleries and stories lose their page number', async ({ page }) => {
    await page.goto('/en/galleries?page=2&view=grid');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Choose a language: English' }).click();
    await expect(page.getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/fr/galleries?view=grid',
    );
  });

  test('unsupported prefixes are stripped and paths without one localised, query kept', async ({
    request,
  }) => {
    const stripped = await request.get('/xx/search?query=cat', { maxRedirects: 0 });
    expect(stripped.status()).toBe(302);
    expect(stripped.headers()['location']).toBe('/search?query=cat');
    const localised = await request.get('/search?query=cat', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'it-IT,it;q=0.9,en;q=0.5', Cookie: '' },
    });
    expect(localised.status()).toBe(302);
    expect(localised.headers()['location']).toBe('/it/search?query=cat');
    expect(localised.headers()['vary']).toContain('Accept-Language');
  });

  test('every page names its alternates in all 25 languages', async ({ request }) => {
    const html = await (await request.get('/fi/collections')).text();
    expect(html).toContain('<html lang="fi"');
    expect(html.match(/<link rel="alternate" hreflang="[a-z]{2}"/g)).toHaveLength(25);
    expect(html).toMatch(
      /<link rel="alternate" hreflang="x-default" href="[^"]+\/en\/collections">/,
    );
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/fi\/collections">/);
  });
});
