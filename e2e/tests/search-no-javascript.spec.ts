import { expect, test } from '@playwright/test';
import { countOf, pickQuery, resultCount, search } from './search-support';

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML holds the results, crawlable pages and removable filters', async ({
    page,
  }) => {
    const { query, total } = await pickQuery();
    await page.goto(`/en/search?query=${encodeURIComponent(query)}`);
    expect(resultCount(await search.status(page).textContent())).toBe(total);
    await expect(search.resultLinks(page)).toHaveCount(24);
    await expect(search.resultLinks(page).first()).toHaveAttribute(
      'href',
      /^\/en\/item\/\d+\/\w+$/,
    );
    // thumbnails: 200 and 400 px, lazily below the first ones
    const image = page.locator('#search-results img').first();
    if (await image.count()) {
      await expect(image).toHaveAttribute('srcset', /\/200\/\w+ 200w, .*\/400\/\w+ 400w/);
      await expect(page.locator('#search-results img[loading=lazy]').first()).toBeAttached();
    }

    const next = search.pagination(page).locator('a[rel=next]');
    await expect(next).toHaveAttribute('href', /page=2/);
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(search.pagination(page).locator('[aria-current=page]')).toHaveText('2');
    await expect(search.resultLinks(page).first()).toBeVisible();
  });

  test('filters from the URL show as chips that remove them by plain links', async ({ page }) => {
    const { query } = await pickQuery(1);
    await page.goto(`/en/search?query=${encodeURIComponent(query)}&qf=TYPE%3A%22IMAGE%22`);
    await expect(search.chips(page)).toHaveCount(1);
    await search.chips(page).first().locator('a').click();
    await expect(page).toHaveURL(new RegExp(`/en/search\\?query=${query}$`));
    await expect(search.chips(page)).toHaveCount(0);
  });

  test('the search form works as a plain GET form', async ({ page }) => {
    const { query } = await pickQuery(1);
    await page.goto('/en/search');
    await search.combobox(page).fill(query);
    await search.combobox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/en/search\\?query=${query}`));
    expect(resultCount(await search.status(page).textContent())).toBeGreaterThan(0);
  });

  test('an invalid page redirects to page 1; a page past the first 1000 results is an error', async ({
    page,
  }) => {
    await page.goto('/en/search?query=&page=zero');
    await expect(page).toHaveURL(/page=1(&|$)/);
    await expect(search.resultLinks(page).first()).toBeVisible();

    const response = await page.goto('/en/search?page=43');
    expect(response?.status()).toBe(400);
    await expect(
      page.locator('main [data-error-code=searchPaginationLimitExceeded]'),
    ).toBeVisible();
    // the last page this search has: every item, 24 a page, within the first 1000
    const lastPage = Math.ceil(Math.min(await countOf('*:*'), 1000) / 24);
    await expect(page.locator(`main a[href$="page=${lastPage}"]`)).toBeVisible();
  });

  test('"search in full text" searches the items that have full text', async ({ page }) => {
    const total = await countOf('*:*', 'fulltext');
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(await countOf('*:*'));
    await page.goto('/en/search?api=fulltext');
    expect(resultCount(await search.status(page).textContent())).toBe(total);
    await expect(page.getByText('Full-text search is not available just now')).toHaveCount(0);

    // A word of a transcription (Don Quixote's first line) is shown where it occurs, marked.
    await page.goto('/en/search?api=fulltext&query=mancha');
    const mark = search.results(page).locator('mark');
    await expect(mark).toHaveText(['Mancha']);
    await expect(mark.locator('..')).toContainText('En un lugar de la Mancha, de cuyo nombre');
  });

  test('a view in the URL is remembered in the view cookie and dropped from the URL', async ({
    page,
    context,
  }) => {
    const { query } = await pickQuery();
    await page.goto(`/en/search?query=${encodeURIComponent(query)}&view=list`);
    await expect(page).toHaveURL(new RegExp(`/en/search\\?query=${query}$`));
    await expect(search.results(page)).toHaveAttribute('data-view', 'list');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'searchResultsView')?.value).toBe('list');

    // The next page, whose links do not carry the view, keeps it.
    await search.pagination(page).locator('a[rel=next]').click();
    await expect(search.results(page)).toHaveAttribute('data-view', 'list');
  });
});
