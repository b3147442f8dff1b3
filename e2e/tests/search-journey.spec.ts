import { expect, test } from '@playwright/test';
import { guardConsole } from '../support/console-guard';
import { waitForHydration } from '../support/pages';
import { pickQuery, pickSuggestionPrefix, resultCount, search } from './search-support';

// The whole way through search in two locales: search, filter, paginate, open an item, go back.
for (const locale of ['en', 'de'] as const) {
  test(`search, filter, paginate, open an item and come back (${locale})`, async ({ page }) => {
    const { query } = await pickQuery();
    const console = guardConsole(page);

    await page.goto(`/${locale}/search?query=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(search.combobox(page)).toHaveValue(query);
    const total = resultCount(await search.status(page).textContent());
    expect(total).toBeGreaterThan(24);
    await expect(search.resultLinks(page)).toHaveCount(24);

    // Filter: open the sidebar, take the most common type.
    await search.filterToggle(page).click();
    await expect(search.sidebar(page)).toBeVisible();
    const type = search.facet(page, 'TYPE').locator('input[type=checkbox]').first();
    await expect(type).toBeVisible();
    const typeValue = await type.getAttribute('value');
    await type.click();
    await expect(page).toHaveURL(new RegExp(`qf=TYPE%3A%22${typeValue}%22`));
    await expect(type).toBeChecked();
    await expect(search.chips(page)).toHaveCount(1);
    const filtered = resultCount(await search.status(page).textContent());
    expect(filtered).toBeLessThanOrEqual(total);
    expect(filtered).toBeGreaterThan(0);

    // Paginate, if the filtered search has a second page.
    if (filtered > 24) {
      await search.pagination(page).locator('a[rel=next]').click();
      await expect(page).toHaveURL(/page=2/);
      await expect(search.pagination(page).locator('[aria-current=page]')).toHaveText('2');
    }
    const pageUrl = page.url();

    // Open an item from further down the page, then come back to the same place.
    const card = search.resultLinks(page).nth(10);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('main h1').first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(pageUrl);
    await expect(search.resultLinks(page).first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 })
      .toBeGreaterThan(scrolled - 60);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 60);
    // the filter survived the trip, and focus is back on the result that was opened (not on
    // <main>, far above it, from where the next Tab would go to the top of the page)
    await expect(search.chips(page)).toHaveCount(1);
    await expect(card).toBeFocused();

    console.expectClean();
  });
}

test('switches the results view and keeps it for the next page load', async ({ page }) => {
  const { query } = await pickQuery(1);
  await page.goto(`/en/search?query=${encodeURIComponent(query)}`);
  await waitForHydration(page);
  await expect(search.results(page)).toHaveAttribute('data-view', 'grid');
  const toggles = page.locator('main [role=group] button[aria-pressed]');
  await toggles.nth(1).click();
  await expect(search.results(page)).toHaveAttribute('data-view', 'list');
  await toggles.nth(2).click();
  await expect(search.results(page)).toHaveAttribute('data-view', 'mosaic');
  // the server renders the chosen view from the cookie
  await page.reload();
  await expect(search.results(page)).toHaveAttribute('data-view', 'mosaic');
  await toggles.nth(0).click();
  await expect(search.results(page)).toHaveAttribute('data-view', 'grid');
});

test('shows related collections and a no-results page', async ({ page }) => {
  const prefix = await pickSuggestionPrefix();
  await page.goto(`/en/search?query=${prefix}`);
  const related = page.locator('main section a[href*="/collections/"]');
  await expect(related.first()).toBeVisible();
  await expect(related.first()).toHaveAttribute(
    'href',
    /^\/en\/collections\/(person|topic|organisation|place|time)\/\d+/,
  );

  await page.goto('/en/search?query=qqxxzzyywwnothing');
  await waitForHydration(page);
  expect(resultCount(await search.status(page).textContent())).toBe(0);
  await expect(page.locator('main [data-illustration=searchResultsNotFound]')).toBeVisible();
  await expect(search.pagination(page)).toHaveCount(0);
});

test('reports the search to analytics: keyword, *:* for none, and the count', async ({ page }) => {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as { __searches: unknown[] }).__searches = events;
    window.addEventListener('portal:site-search', (event) =>
      events.push((event as CustomEvent).detail),
    );
  });
  await page.goto('/en/search');
  await waitForHydration(page);
  const total = resultCount(await search.status(page).textContent());
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __searches: unknown[] }).__searches))
    .toEqual([{ keywords: ['*:*'], category: false, resultsCount: total }]);
});

// Names the browser's trimmed ICU data lacks (Irish, Maltese; "Europe", "mul") once made the
// server's and the browser's filter chips differ, and hydration failed.
for (const locale of ['ga', 'mt', 'eu'] as const) {
  test(`language and country filters hydrate without a mismatch (${locale})`, async ({ page }) => {
    const console = guardConsole(page);
    const qf = ['LANGUAGE:"mul"', 'LANGUAGE:"fr"', 'COUNTRY:"Europe"', 'COUNTRY:"Netherlands"'];
    await page.goto(
      `/${locale}/search?query=*:*&${qf.map((entry) => `qf=${encodeURIComponent(entry)}`).join('&')}`,
    );
    await waitForHydration(page);
    await expect(search.chips(page)).toHaveCount(qf.length);
    await expect(search.chips(page).first()).not.toContainText('mul');
    console.expectClean();
  });
}
