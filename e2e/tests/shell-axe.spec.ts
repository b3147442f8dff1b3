import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { anyItemId, waitForHydration } from '../support/pages';
import { DEFAULT_PORTAL } from '../support/ports';

/**
 * No serious or critical accessibility problem (axe, WCAG 2.2 AA rules) on the pages of the
 * default layout and the error pages, at desktop and phone widths, with the cookie banner, the
 * open sidebar and the consent dialog. The other layouts have no page yet; their jest tests run
 * axe on them (host/src/shell/layouts/layouts.test.tsx).
 */
const gatewayUrl = `http://127.0.0.1:${DEFAULT_PORTAL.gatewayPort}`;

/** The shell's German strings: the dialog test runs on a German page, as a visitor would. */
const german = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'host', 'src', 'locales', 'de.json'), 'utf8'),
) as {
  header: { showSearch: string; openMenu: string };
  cookieConsent: { customise: string; dialogTitle: string };
};

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
]) {
  test.describe(`axe at ${viewport.name} width`, () => {
    test.use({ viewport });

    test('pages of the default layout and error pages', async ({ page }) => {
      const itemId = await anyItemId(gatewayUrl);
      for (const path of [
        '/en',
        '/en/search?query=*',
        `/en/item${itemId}`,
        '/en/collections',
        '/en/account/login',
        '/en/no-such-page',
        '/en/galleries/ballet',
      ]) {
        await page.goto(path);
        await waitForHydration(page);
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    test('open sidebar, search bar and consent dialog', async ({ page }) => {
      await page.goto('/de');
      await waitForHydration(page);
      await page.getByRole('button', { name: german.header.showSearch }).click();
      expect(await seriousViolations(page), 'search bar').toEqual([]);
      await page.getByRole('button', { name: german.header.openMenu }).click();
      expect(await seriousViolations(page), 'sidebar').toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: german.cookieConsent.customise, exact: true }).click();
      await expect(
        page.getByRole('dialog', { name: german.cookieConsent.dialogTitle }),
      ).toBeVisible();
      expect(await seriousViolations(page), 'consent dialog').toEqual([]);
    });
  });
}
