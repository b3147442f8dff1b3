import { expect, test } from '@playwright/test';
import { guardConsole } from '../support/console-guard';
import { waitForHydration } from '../support/pages';

/** Spec §9: cookie consent, kept in a cookie the server reads too. */
test.describe('cookie consent', () => {
  test('asks on the first visit and remembers "only essential"', async ({ page, context }) => {
    const console = guardConsole(page);
    await page.goto('/en');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Cookies and content from other sites' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Only essential' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((entry) => entry.name === 'cookieConsent');
    expect(cookie?.value).toBe('v1%3A');

    // The server already leaves the banner out of the HTML (the attribute is still named in the
    // <noscript> style that hides the banner from browsers without scripts).
    const html = await (await page.request.get('/en/collections')).text();
    expect(html).not.toMatch(/<[a-z]+\s[^>]*data-cookie-consent/);
    expect(html).toContain('[data-cookie-consent]{display:none');
    await page.goto('/en/collections');
    await expect(
      page.getByRole('region', { name: 'Cookies and content from other sites' }),
    ).toHaveCount(0);
    console.expectClean();
  });

  test('lets the visitor choose categories, and change the choice from the footer', async ({
    page,
    context,
  }) => {
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Choose', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Essential/ })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Media viewing' }).check();
    await dialog.getByRole('button', { name: 'Save my choice' }).click();
    await expect(dialog).toBeHidden();
    const value = (await context.cookies()).find((entry) => entry.name === 'cookieConsent')?.value;
    expect(decodeURIComponent(value ?? '')).toMatch(/^v1:.*youTube/);
    expect(decodeURIComponent(value ?? '')).not.toContain('usageAnalytics');

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
    await expect(
      page
        .getByRole('dialog', { name: 'Cookie settings' })
        .getByRole('checkbox', { name: 'Media viewing' }),
    ).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeHidden();
  });

  // WCAG 1.4.10 at 640×320 (a phone held sideways, or 1280×640 at 200 %): the banner is a compact
  // bar, so the page stays usable above it, in the languages with the longest text.
  for (const locale of ['bg', 'ga', 'hu']) {
    test(`leaves most of a short window to the page (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 640, height: 320 });
      await page.goto(`/${locale}/search?query=paris`);
      await waitForHydration(page);
      const banner = page.locator('[data-cookie-consent]');
      const box = await banner.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.height).toBeLessThanOrEqual(320 * 0.6);
      expect(box!.y + box!.height).toBeLessThanOrEqual(320);
      for (const button of await banner.getByRole('button').all()) {
        await expect(button).toBeInViewport({ ratio: 1 });
      }
    });
  }
});
