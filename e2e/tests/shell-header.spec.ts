import { expect, test } from '@playwright/test';
import { guardConsole } from '../support/console-guard';
import { waitForHydration } from '../support/pages';
import { pickSuggestionPrefix } from './search-support';

/** Spec §2.5: header, sidebar, search and the header hiding on scroll. */
test.describe('header on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the main navigation and hides while scrolling down, back on scrolling up', async ({
    page,
  }) => {
    const console = guardConsole(page);
    await page.goto('/en/search?query=*');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Collections',
      'Share your collections',
    ]);
    const header = page.locator('header').first();
    await page.evaluate(() => document.body.style.setProperty('min-height', '4000px'));

    await page.mouse.wheel(0, 100);
    await expect(header).toHaveAttribute('data-header-hidden', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-header-hidden', 'true');
    await expect
      .poll(() => header.evaluate((el) => el.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -20);
    await expect(header).toHaveAttribute('data-header-hidden', 'false');
    await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    console.expectClean();
  });

  test('the search button opens a search bar that searches', async ({ page }) => {
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Show search bar' }).click();
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the collections' });
    await expect(box).toBeFocused();
    // Focus scrolled into view stops below the now taller header, not under it (WCAG 2.4.11).
    const header = await page.getByRole('banner').boundingBox();
    const padding = await page.evaluate(
      () => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
    );
    expect(padding).toBeGreaterThanOrEqual(header!.height);
    await box.fill('landscape');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?query=landscape$/);
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
  });

  test('the header search bar suggests collections, keyboard only', async ({ page }) => {
    const prefix = await pickSuggestionPrefix();
    await page.goto('/en/collections');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Show search bar' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the collections' });
    await expect(box).toBeFocused();
    await page.keyboard.type(prefix, { delay: 30 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.locator(`#${await box.getAttribute('aria-controls')}`);
    await expect(listbox.getByRole('option').first()).toBeVisible();

    // The first Escape closes the list, the second the bar.
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/collections\/(person|topic|organisation|place|time)\/\d+/);
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);

    // On the collection page: the list open, one Escape closes it, the next closes the bar.
    await waitForHydration(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type(prefix, { delay: 30 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test('log in / join carries the current page', async ({ page }) => {
    await page.goto('/en/collections');
    await expect(
      page.locator('header').getByRole('link', { name: 'Log in / Join' }),
    ).toHaveAttribute('href', '/en/account/login?redirect=%2Fen%2Fcollections');
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('keeps the header while scrolling; the menu button opens the sidebar', async ({ page }) => {
    const console = guardConsole(page);
    await page.goto('/en');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.evaluate(() => document.body.style.setProperty('min-height', '4000px'));
    await page.mouse.wheel(0, 800);
    await expect(page.locator('header').first()).toHaveAttribute('data-header-hidden', 'false');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Site navigation' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/en/about-us',
    );
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Site navigation' })
      .getByRole('link', { name: 'Collections', exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/collections$/);
    await expect(page.getByRole('navigation', { name: 'Site navigation' })).toBeHidden();
    console.expectClean();
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/en');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

// WCAG 1.4.4 and 1.4.10: text at 200 % (the root font size doubled, as a browser's text size
// setting does) in German, whose navigation and footer labels are the longest, on desktop widths.
test.describe('header and footer with 200 % text', () => {
  for (const width of [1280, 1024]) {
    test(`wrap instead of widening the page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/de/search?query=paris');
      await waitForHydration(page);
      await page.evaluate(() =>
        document.documentElement.style.setProperty('font-size', '200%', 'important'),
      );
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width);
      const header = page.locator('header').first();
      await expect(header.getByRole('link', { name: 'Anmelden / Registrieren' })).toBeInViewport();
      // The taller header is allowed for when focus scrolls an element into view (WCAG 2.4.11).
      const headerHeight = (await header.boundingBox())!.height;
      await expect
        .poll(() =>
          page.evaluate(() => parseFloat(document.documentElement.style.scrollPaddingTop || '0')),
        )
        .toBeGreaterThanOrEqual(headerHeight);
    });
  }
});
