import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/pages';
import { pickQuery, pickSuggestionPrefix, search, tabTo } from './search-support';

test.describe('search with the keyboard alone', () => {
  test('suggestions: type, arrow down, Enter opens the collection', async ({ page }) => {
    const prefix = await pickSuggestionPrefix();
    await page.goto('/en/search');
    await waitForHydration(page);
    const combobox = search.combobox(page);
    await tabTo(page, combobox);
    await page.keyboard.type(prefix, { delay: 30 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.locator(`#${await combobox.getAttribute('aria-controls')}`);
    await expect(listbox.getByRole('option').first()).toBeVisible();

    await page.keyboard.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id'))!,
    );

    await page.keyboard.press('Escape');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/collections\/(person|topic|organisation|place|time)\/\d+/);
  });

  test('Enter without a chosen suggestion searches for the text', async ({ page }) => {
    const { query } = await pickQuery(1);
    await page.goto('/en/search');
    await waitForHydration(page);
    await tabTo(page, search.combobox(page));
    await page.keyboard.type(query);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/en/search\\?query=${query}$`));
  });

  test('facets: open the sidebar, tick a value, remove it with its chip', async ({ page }) => {
    const { query } = await pickQuery(1);
    await page.goto(`/en/search?query=${encodeURIComponent(query)}`);
    await waitForHydration(page);

    await tabTo(page, search.filterToggle(page));
    await page.keyboard.press('Enter');
    await expect(search.filterToggle(page)).toHaveAttribute('aria-expanded', 'true');
    // the focus moves into the sidebar
    await expect(page.locator('#search-sidebar h2')).toBeFocused();

    const checkbox = search.facet(page, 'TYPE').locator('input[type=checkbox]').first();
    await expect(checkbox).toBeVisible();
    await tabTo(page, checkbox);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/qf=TYPE/);
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toBeFocused();

    // a collapsed facet opens with Enter on its heading button
    const colourToggle = search.facet(page, 'IMAGE_SIZE').locator('h3 button');
    if (await colourToggle.count()) {
      await tabTo(page, colourToggle);
      await page.keyboard.press('Enter');
      await expect(colourToggle).toHaveAttribute('aria-expanded', 'true');
    }

    const remove = search.chips(page).first().locator('a');
    await tabTo(page, remove, 120, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/qf=/);
    await expect(search.chips(page)).toHaveCount(0);
  });

  test('another page of results: focus goes to the top of the new results', async ({ page }) => {
    await page.goto('/en/search?query=*:*');
    await waitForHydration(page);
    const pageTwo = page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2' });
    await tabTo(page, pageTwo, 200);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2/);
    // Not left on the link at the bottom of a page that scrolled to the top.
    await expect(page.locator('#main')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(200);
  });
});
