import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { guardConsole } from '../support/console-guard';
import { waitForHydration } from '../support/pages';
import { gatewayUrl } from './item-support';

const DEFAULT_TIERS = 'contentTier:(1 OR 2 OR 3 OR 4)';

interface EntityWithItems {
  number: string;
  label: string;
  total: number;
  itemIds: string[];
}

async function gateway<T>(path: string, params: Array<[string, string]>): Promise<T> {
  return (await (await fetch(`${gatewayUrl}${path}?${new URLSearchParams(params)}`)).json()) as T;
}

/** A person of the data with items the portal shows (default tiers), as the gateway lists them. */
async function personWithItems(): Promise<EntityWithItems | undefined> {
  const people = await gateway<{
    items?: Array<{ id: string; prefLabel?: Record<string, string> }>;
  }>('/entity/search', [
    ['query', '*'],
    ['type', 'agent'],
    ['pageSize', '20'],
    ['sort', 'id'],
  ]);
  for (const person of people.items ?? []) {
    const found = await gateway<{ totalResults?: number; items?: Array<{ id: string }> }>(
      '/record/search.json',
      [
        ['query', '*:*'],
        ['rows', '24'],
        ['profile', 'minimal'],
        ['qf', `edm_agent:"${person.id}"`],
        ['qf', DEFAULT_TIERS],
      ],
    );
    if ((found.totalResults ?? 0) > 0 && person.prefLabel?.en) {
      return {
        number: person.id.split('/').pop()!,
        label: person.prefLabel.en,
        total: found.totalResults!,
        itemIds: (found.items ?? []).map((item) => item.id),
      };
    }
  }
  return undefined;
}

test.describe('the entity (collection) page', () => {
  test('opens from an item, lists the items linked to the entity, and passes axe', async ({
    page,
  }) => {
    const person = await personWithItems();
    expect(!person, 'the gateway holds no person with items').toBe(false);
    const console = guardConsole(page);
    await page.goto(`/en/item${person!.itemIds[0]}`);
    await waitForHydration(page);
    await page
      .getByTestId('item-related-collections')
      .getByRole('link', { name: new RegExp(person!.label) })
      .first()
      .click();

    await expect(page).toHaveURL(new RegExp(`/en/collections/person/${person!.number}(-|$)`));
    await expect(page.locator('main h1')).toHaveText(person!.label);
    await expect(page.getByRole('status').filter({ hasText: 'available' })).toContainText(
      String(person!.total),
    );
    await expect(
      page.locator(`#entity-items a[href="/en/item${person!.itemIds[0]}"]`),
    ).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(`^${person!.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`),
    );

    expect(await seriousViolations(page)).toEqual([]);

    // Its items share other collections: each is one click away, on its own entity page.
    const related = page.getByTestId('entity-related').getByRole('link');
    await expect(related.first()).toBeVisible();
    const name = (await related.first().locator('span').textContent())!;
    await related.first().click();
    await expect(page).toHaveURL(/\/en\/collections\/(person|topic|place|time|organisation)\/\d+/);
    await expect(page.locator('main h1')).toHaveText(name);
    console.expectClean();
  });

  test('the collections page leads to every collection of a kind, and on to each one', async ({
    page,
  }) => {
    const console = guardConsole(page);
    await page.goto('/en/collections');
    await waitForHydration(page);
    const people = page.getByRole('region', { name: 'People' });
    await people.getByRole('link', { name: /^See all \(\d+\) People$/ }).click();
    await expect(page).toHaveURL(/\/en\/collections\/persons$/);
    await expect(page.locator('main h1')).toHaveText('People');
    const first = page.locator('main ul a[href*="/collections/person/"]').first();
    const name = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/en\/collections\/person\/\d+/);
    await expect(page.locator('main h1')).toHaveText(name);
    console.expectClean();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server HTML holds the entity and its items; an unknown entity is a 404', async ({
      page,
    }) => {
      const person = await personWithItems();
      expect(!person, 'the gateway holds no person with items').toBe(false);
      const response = await page.goto(`/de/collections/person/${person!.number}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main')).toContainText('Person');
      await expect(page.locator('#entity-items h3 a')).toHaveCount(Math.min(24, person!.total));

      const unknown = await page.goto('/en/collections/person/987654321');
      expect(unknown?.status()).toBe(404);
      await expect(page.locator('main h1')).toHaveText('This page could not be found');
      const badType = await page.goto('/en/collections/painters/1');
      expect(badType?.status()).toBe(404);

      const topics = await page.goto('/de/collections/topics');
      expect(topics?.status()).toBe(200);
      await expect(page.locator('main a[href^="/de/collections/topic/"]').first()).toBeVisible();
      expect((await page.goto('/en/collections/person'))?.status()).toBe(404);
    });
  });
});
