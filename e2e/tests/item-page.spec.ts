import { expect, test, type Locator } from '@playwright/test';
import { guardConsole } from '../support/console-guard';
import { waitForHydration } from '../support/pages';
import { bilingualItem, gatewayUrl, multiMediaItem, recordOf, searchIds } from './item-support';

const LOCALE_CODES = 'bg cs da de el en es et eu fi fr ga hr hu it lt lv mt nl pl pt ro sk sl sv';
const LOCALES = LOCALE_CODES.split(' ');

type Texts = Record<string, string[]>;

/**
 * An item whose description is written in one of the portal's languages that its title is not
 * (like /1074/1874_99: title in English and others, description in Irish too), with that
 * language. Every item of the gateway is looked at, a page of search results at a time.
 */
async function descriptionOnlyLanguageItem() {
  for (let start = 1; start < 2000; start += 100) {
    const response = await fetch(
      `${gatewayUrl}/record/search.json?query=*:*&rows=100&start=${start}&profile=minimal`,
    );
    const items = ((await response.json()) as { items?: Array<{ id: string }> }).items ?? [];
    for (const { id } of items) {
      const proxy = (await recordOf(id))?.object.proxies[0] as
        { dcTitle?: Texts; dcDescription?: Texts } | undefined;
      const title = proxy?.dcTitle ?? {};
      const description = proxy?.dcDescription ?? {};
      if (!Object.keys(title).some((lang) => LOCALES.includes(lang))) continue;
      const locale = LOCALES.find((lang) => description[lang]?.length && !title[lang]?.length);
      if (locale) return { id, locale, title, description };
    }
    if (items.length < 100) return undefined;
  }
  return undefined;
}

/** Where an element's top is in the viewport, in CSS pixels. */
function viewportTop(element: Locator): Promise<number> {
  return element.evaluate((node) => node.getBoundingClientRect().top);
}

test.describe('the item page', () => {
  test('opens from search results and back restores the scroll position', async ({ page }) => {
    const console = guardConsole(page);
    const ids = await searchIds('*:*', undefined, 24);
    expect(ids.length < 12, 'needs a results page long enough to scroll').toBe(false);
    await page.goto('/en/search?query=');
    await waitForHydration(page);
    const results = page.locator('main ol a[href*="/item/"]');
    const count = await results.count();
    const target = results.nth(count - 1);
    await target.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const scrolled = await page.evaluate(() => window.scrollY);
    const onScreen = await viewportTop(target);
    const href = await target.getAttribute('href');
    const title = (await target.textContent())?.trim() ?? '';
    await target.click();

    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main h1')).toHaveText(title);
    await expect(page.getByTestId('item-metadata')).toBeVisible();
    await expect(page.getByTestId('item-media-stage')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/search/);
    await expect(results.nth(count - 1)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);
    // The same scroll offset is not enough: the result left from is where it was on the screen.
    expect(Math.abs((await viewportTop(results.nth(count - 1))) - onScreen)).toBeLessThan(50);
    console.expectClean();
  });

  // On a phone the open filters stand above the results: drawn again after Back, they must be as
  // tall at once as they were, or the place put back lands far below the result left from.
  test('back restores the scroll position on a phone with the filters open', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto('/en/search?query=');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect(page.getByRole('group', { name: 'Creator' })).toBeVisible();
    const results = page.locator('main ol a[href*="/item/"]');
    const target = results.nth(5);
    await target.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    const onScreen = await viewportTop(target);
    const href = await target.getAttribute('href');
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId('item-metadata')).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('group', { name: 'Creator' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
    expect(Math.abs((await viewportTop(results.nth(5))) - onScreen)).toBeLessThan(50);
  });

  test('opens directly, in two locales, with the metadata of each', async ({ page }) => {
    const record = await bilingualItem();
    expect(!record, 'the gateway holds no item titled in German and English').toBe(false);
    const { about, proxies } = record!.object;
    const console = guardConsole(page);

    for (const [locale, title] of [
      ['en', proxies[0]!.dcTitle!.en![0]!],
      ['de', proxies[0]!.dcTitle!.de![0]!],
    ] as const) {
      const response = await page.goto(`/${locale}/item${about}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const heading = page.locator('main h1');
      await expect(heading).toHaveText(title);
      await expect(heading).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(
        new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`),
      );
      // every entity link leads to a collection page in the same locale
      for (const href of await page
        .getByTestId('item-metadata')
        .locator('a[href*="/collections/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toMatch(new RegExp(`^/${locale}/collections/`));
      }
    }
    // the language switch shows the title in another language without a reload
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('main h1')).toHaveText(proxies[0]!.dcTitle!.en![0]!);
    console.expectClean();
  });

  test('the language switch marks the language the description is shown in', async ({ page }) => {
    const item = await descriptionOnlyLanguageItem();
    expect(!item, 'the gateway holds no item described in a language its title is not in').toBe(
      false,
    );
    const { id, locale, title, description } = item!;
    // another language of the title, English if it has it
    const other = title.en?.length
      ? 'en'
      : Object.keys(title).find((lang) => LOCALES.includes(lang))!;
    const console = guardConsole(page);
    const url = `/${locale}/item${id}`;
    const button = (lang: string) =>
      page.locator(`main [role=group] button:has(> span[lang="${lang}"])`);
    const paragraphs = page.locator('main header p');
    const pressed = page.locator('main [role=group] button[aria-pressed=true] > span');

    // The server marks the page's language, the language of the description it sends.
    const html = await (await page.request.get(url)).text();
    const marked = [...html.matchAll(/aria-pressed="true"[^>]*><span lang="([^"]+)"/g)];
    expect(marked.map((match) => match[1])).toEqual([locale]);

    await page.goto(url);
    await waitForHydration(page);
    await expect(pressed).toHaveAttribute('lang', locale);
    await expect(pressed).toHaveCount(1);
    await expect(paragraphs.first()).toHaveAttribute('lang', locale);
    await expect(paragraphs.first()).toHaveText(description[locale]![0]!);

    // Each option shows its own texts; the title, without the page's language, falls back.
    await button(other).click();
    await expect(pressed).toHaveAttribute('lang', other);
    await expect(page.locator('main h1')).toHaveText(title[other]![0]!);
    if (description[other]) await expect(paragraphs.first()).toHaveText(description[other][0]!);
    await button(locale).click();
    await expect(pressed).toHaveAttribute('lang', locale);
    await expect(paragraphs.first()).toHaveText(description[locale]![0]!);
    console.expectClean();
  });

  test('tells an unknown item apart with the item-not-found illustration', async ({ page }) => {
    const response = await page.goto('/en/item/1/no_such_record_here');
    expect(response?.status()).toBe(404);
    await expect(page.locator('main h1')).toHaveText('Item not found');
    await expect(page.locator('main [data-illustration="itemNotFound"]')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Error:');
    await expect(page.locator('header')).toBeVisible();

    const invalid = await page.goto('/en/item/not-a-record');
    expect(invalid?.status()).toBe(404);
    await expect(page.locator('main h1')).toHaveText('Item not found');
  });

  test('describes the item in the head: og:image and schema.org JSON-LD', async ({ page }) => {
    const record = await multiMediaItem();
    expect(!record, 'the gateway holds no item with several media').toBe(false);
    await page.goto(`/en/item${record!.object.about}`);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(/^https?:\/\/[^/]+\/api\/thumbnail\/v3\/400\/[0-9a-f]{32}$/);
    expect((await page.request.get(ogImage!)).status()).toBe(200);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd['@context']).toBe('https://schema.org');
    expect(jsonLd.identifier).toBe(record!.object.about);
    expect(jsonLd.name).toBe(await page.locator('main h1').textContent());
  });

  test('pages without an image of their own share the portal image, after an item too', async ({
    page,
  }) => {
    const record = await multiMediaItem();
    expect(!record, 'the gateway holds no item with several media').toBe(false);
    await page.goto(`/en/item${record!.object.about}`);
    await waitForHydration(page);
    const ogImage = page.locator('meta[property="og:image"]');
    await expect(ogImage).toHaveAttribute('content', /\/thumbnail\/v3\//);
    // Client-side to the home page: the item's image must not stay.
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(ogImage).toHaveAttribute('content', /^https?:\/\/[^/]+\/.+\.png$/);
    const shared = await ogImage.getAttribute('content');
    const response = await page.request.get(shared!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    // The server writes the same into the HTML.
    const html = await (await page.request.get('/en')).text();
    expect(html).toContain(`<meta property="og:image" content="${shared}">`);
  });

  test('asks visitors to log in to like an item, and to come back to it', async ({ page }) => {
    const record = await multiMediaItem();
    expect(!record, 'the gateway holds no item').toBe(false);
    const path = `/en/item${record!.object.about}`;
    await page.goto(path);
    await waitForHydration(page);
    const like = page.getByTestId('item-actions').getByRole('link', { name: 'Like' });
    // Its tooltip says why, and stays while the pointer rests on it (WCAG 1.4.13).
    await like.hover();
    const tooltip = page.getByRole('tooltip', { name: 'Log in to like this item' });
    await expect(tooltip).toBeVisible();
    await tooltip.hover();
    await page.waitForTimeout(400);
    await expect(tooltip).toBeVisible();
    await like.click();
    await expect(page).toHaveURL(`/en/account/login?redirect=${encodeURIComponent(path)}`);
  });
});
