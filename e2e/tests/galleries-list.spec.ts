import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { guardConsole } from '../support/console-guard';
import { waitForHydration } from '../support/pages';

/**
 * The galleries list (`/{lang}/galleries`) and the curated galleries of the default data, in
 * real Chromium against the gateway's Set API: the list leads to a gallery and back, speaks the
 * page's language, is in the sidebar, and Europeana's old gallery links land on their gallery.
 */

test('the galleries list leads to a curated gallery and back', async ({ page }) => {
  const console = guardConsole(page);
  await page.goto('/en/galleries');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Galleries' })).toBeVisible();
  const cards = page.getByRole('article');
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  await expect(cards.first()).toContainText('Curated by Europeana');
  expect(await seriousViolations(page)).toEqual([]);

  const link = cards.first().getByRole('link');
  const title = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/en\/galleries\/\d+-[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Curated by Europeana')).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(15);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(/\/en\/galleries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Galleries' })).toBeVisible();
  console.expectClean();
});

test('in German, the sidebar leads to the list, with German titles', async ({ page }) => {
  const console = guardConsole(page);
  await page.goto('/de');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page
    .getByRole('navigation', { name: 'Website-Navigation' })
    .getByRole('link', { name: 'Galerien' })
    .click();
  await expect(page).toHaveURL(/\/de\/galleries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Galerien' })).toBeVisible();
  const titles = page.getByRole('article').getByRole('link');
  await expect(titles.first()).toHaveAttribute('lang', 'de');
  // One address per gallery in every language: the slug of its English title.
  await expect(titles.first()).toHaveAttribute('href', /^\/de\/galleries\/\d+-[a-z0-9-]+$/);
  console.expectClean();
});

test("Europeana's old gallery links land on the curated gallery", async ({ page, request }) => {
  const legacy = await request.get('/en/galleries/highlights-of-french-art', {
    maxRedirects: 0,
  });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers().location).toMatch(/\/en\/galleries\/8972-highlights-of-french-art$/);

  const response = await page.goto('/en/galleries/highlights-of-french-art');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/galleries\/8972-highlights-of-french-art$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Highlights of French art' }),
  ).toBeVisible();
});

test('without JavaScript, the list holds its galleries as links', async ({ request }) => {
  const response = await request.get('/fr/galleries');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<h1>Galeries</h1>');
  expect(html.match(/href="\/fr\/galleries\/\d+-[a-z0-9-]+"/g)?.length).toBeGreaterThanOrEqual(8);
});
