import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/pages';

/**
 * Attributes whose value is an element id: React does not patch them while hydrating, so an id
 * made by `useId` in the server HTML must be the one React makes in the browser, or labels,
 * descriptions and dialogs point at nothing once React re-renders the other end.
 */
const ID_ATTRIBUTES = ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls'];

/** Elements whose id attribute in the page differs from the one React renders them with. */
async function idsReactDoesNotUse(page: Page): Promise<string[]> {
  return page.evaluate((attributes) => {
    const differing: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      if (!key) continue;
      const props = (element as unknown as Record<string, Record<string, unknown>>)[key]!;
      for (const attribute of attributes) {
        const prop = props[attribute === 'for' ? 'htmlFor' : attribute];
        const value = element.getAttribute(attribute);
        if (typeof prop === 'string' && prop !== value) {
          differing.push(`<${element.localName} ${attribute}="${value}"> React: "${prop}"`);
        }
      }
    }
    return differing;
  }, ID_ATTRIBUTES);
}

test.describe('hydration keeps the server’s element ids', () => {
  for (const path of ['/en', '/en/search?query=paris', '/de/search?query=*:*']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      // Some useId ids are there to be compared: the search box and its suggestions at least.
      expect(await page.locator('[id*="_R_"], [id*=":R"]').count()).toBeGreaterThan(0);
      expect(await idsReactDoesNotUse(page)).toEqual([]);
    });
  }
});
