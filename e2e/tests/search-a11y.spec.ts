import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { waitForHydration } from '../support/pages';
import { pickQuery, pickSuggestionPrefix, search } from './search-support';

test.describe('accessibility of the search page (axe)', () => {
  test('results in every view, with the sidebar open', async ({ page }) => {
    const { query } = await pickQuery(1);
    await page.goto(`/en/search?query=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);

    await search.filterToggle(page).click();
    await expect(search.facet(page, 'TYPE').locator('input').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const toggles = page.locator('main [role=group] button[aria-pressed]');
    for (const index of [1, 2]) {
      await toggles.nth(index).click();
      expect(await seriousViolations(page)).toEqual([]);
    }
    await toggles.nth(0).click();
  });

  test('in forced colours, focus and the chosen view stay visible (WCAG 2.4.7, 1.4.11)', async ({
    page,
  }) => {
    // Forced colours (Windows high contrast) drop box shadows: a ring drawn only with one left
    // focused controls looking exactly as unfocused.
    await page.emulateMedia({ forcedColors: 'active' });
    const { query } = await pickQuery(1);
    await page.goto(`/en/search?query=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    await page.keyboard.press('Tab'); // focus from the keyboard: :focus-visible from here on
    const toggles = page.locator('main [role=group] button[aria-pressed]');
    const controls = [
      toggles.nth(1),
      search.filterToggle(page),
      page.locator('main article a').first(),
      page.getByRole('search', { name: 'Search' }).getByRole('button', { name: 'Search' }),
    ];
    for (const control of controls) {
      await control.scrollIntoViewIfNeeded();
      const box = (await control.boundingBox())!;
      const clip = { x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 };
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const unfocused = await page.screenshot({ clip });
      await control.focus();
      const focused = await page.screenshot({ clip });
      expect(focused.equals(unfocused), await control.innerText()).toBe(false);
    }
    // The chosen view (pressed) looks unlike the others, not only to assistive technology.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const pressedStyle = await toggles.nth(0).evaluate((e) => getComputedStyle(e).backgroundColor);
    const otherStyle = await toggles.nth(1).evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(pressedStyle).not.toBe(otherStyle);
  });

  test('reflows at 320 px wide with the date filter open (WCAG 1.4.10)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/en/search?query=*:*');
    await waitForHydration(page);
    await search.filterToggle(page).click();
    const dates = search.facet(page, 'proxy_dcterms_issued');
    await dates.locator('h3 button').click();
    await expect(dates.getByLabel('To')).toBeVisible();
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(width.scroll).toBeLessThanOrEqual(width.client);
  });

  test('at 320 px the search button shows its icon, so the box has room for its placeholder', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/en/search');
    await waitForHydration(page);
    const submit = page
      .getByRole('search', { name: 'Search' })
      .getByRole('button', { name: 'Search' });
    await expect(submit).toBeVisible();
    // The placeholder's width in the box's own font, against the room inside the box.
    const fit = await search.combobox(page).evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room };
    });
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    expect((await submit.boundingBox())!.width).toBeLessThanOrEqual(56);
  });

  test('suggestions open, in the search page and in the header', async ({ page }) => {
    const prefix = await pickSuggestionPrefix();
    await page.goto('/en/search');
    await waitForHydration(page);
    await search.combobox(page).fill(prefix);
    await expect(search.combobox(page)).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/en');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Show search bar' }).click();
    const quick = page.getByRole('banner').getByRole('combobox');
    await quick.fill(prefix);
    await expect(quick).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a search too long to run: a 400 page that says so', async ({ page }) => {
    const words = Array.from({ length: 70 }, (_, i) => `word${i}`).join(' ');
    const response = await page.goto(`/en/search?query=${encodeURIComponent(words)}`);
    expect(response?.status()).toBe(400);
    await waitForHydration(page);
    await expect(page.locator('main h1')).toHaveText('This search is too long');
    await expect(search.combobox(page)).toHaveValue(words);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('full-text results with their highlighted hits, in grid and list views', async ({
    page,
  }) => {
    await page.goto('/en/search?api=fulltext&query=de');
    await waitForHydration(page);
    await expect(search.results(page).locator('mark').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('main [role=group] button[aria-pressed]').nth(1).click();
    await expect(search.results(page)).toHaveAttribute('data-view', 'list');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('no results, and the page limit error', async ({ page }) => {
    await page.goto('/en/search?query=qqxxzzyywwnothing');
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/en/search?page=43');
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
