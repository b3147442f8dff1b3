import { expect, test } from '@playwright/test';
import { anyItemId, waitForHydration } from '../support/pages';
import { gatewayUrl } from './item-support';

/**
 * The server writes the page's styles into the head, where the browser's emotion cache adopts
 * them (shared-kernel `server-styles.ts`). Before, emotion moved some sixty style tags into the
 * head and re-inserted its own when hydration started, and each move restyled and laid out the
 * whole page (up to 165 ms of a phone's main thread). Hydrating must move, add and remove no
 * style sheet.
 */
test.describe('hydration leaves the server’s styles where they are', () => {
  for (const path of ['/en', '/en/search?query=paris', 'an item page']) {
    test(path, async ({ page }) => {
      const url = path.startsWith('/') ? path : `/en/item${await anyItemId(gatewayUrl)}`;
      await page.addInitScript(() => {
        const changes: string[] = [];
        (window as unknown as { styleChanges: string[] }).styleChanges = changes;
        const describe = (node: Node) =>
          `${node.nodeName} ${(node as Element).getAttribute?.('data-server-styles') ?? ''}`;
        document.addEventListener('DOMContentLoaded', () => {
          new MutationObserver((records) => {
            for (const record of records) {
              for (const node of record.addedNodes)
                if (node.nodeName === 'STYLE') changes.push(`added ${describe(node)}`);
              for (const node of record.removedNodes)
                if (node.nodeName === 'STYLE') changes.push(`removed ${describe(node)}`);
            }
          }).observe(document, { childList: true, subtree: true });
        });
      });
      await page.goto(url);
      await waitForHydration(page);
      await page.waitForTimeout(300);
      const styles = await page.evaluate(() => ({
        changes: (window as unknown as { styleChanges: string[] }).styleChanges,
        inBody: document.querySelectorAll('body style').length,
        global: document.querySelectorAll('head style[data-server-styles="global"]').length,
        components: document.querySelectorAll(
          'head style[data-server-styles]:not([data-server-styles="global"])',
        ).length,
        font: getComputedStyle(document.body).fontFamily,
      }));
      expect(styles.changes).toEqual([]);
      expect(styles).toMatchObject({ inBody: 0, global: 1, components: 1 });
      // The global styles apply (the portal's font), as do the components' (a styled header).
      expect(styles.font).toContain('Open Sans');
      await expect(page.locator('header').first()).toHaveCSS('position', /sticky|fixed|relative/);
    });
  }
});
