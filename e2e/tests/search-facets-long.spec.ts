import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { waitForHydration } from '../support/pages';
import { gatewayUrl, search, tabTo } from './search-support';

const DEFAULT_TIERS = 'contentTier:(1 OR 2 OR 3 OR 4)';

/** A facet's values as the sidebar counts them with no filter, up to `limit`. */
async function facetValues(name: string, limit: number): Promise<string[]> {
  const query = new URLSearchParams({
    query: '*:*',
    rows: '0',
    profile: 'facets',
    facet: name,
    qf: DEFAULT_TIERS,
    [`f.${name}.facet.limit`]: String(limit),
  });
  const response = await fetch(`${gatewayUrl}/record/search.json?${query}`);
  const body = (await response.json()) as {
    facets?: Array<{ name: string; fields: Array<{ label: string }> }>;
  };
  return body.facets?.find((facet) => facet.name === name)?.fields.map((f) => f.label) ?? [];
}

test.describe('facets with more than 50 values', () => {
  test('show all lists every creator, in a scrolling box the keyboard can go through', async ({
    page,
  }) => {
    const all = await facetValues('CREATOR', 1000);
    expect(all.length <= 50, 'the data has no facet longer than 50 values').toBe(false);

    await page.goto('/en/search');
    await waitForHydration(page);
    await search.filterToggle(page).click();
    const creator = search.facet(page, 'CREATOR');
    const boxes = creator.locator('input[type=checkbox]');
    await expect(boxes).toHaveCount(8);

    const more = creator.getByRole('button', { name: 'Show more' });
    await more.click();
    await expect(boxes).toHaveCount(all.length);
    await expect(creator.getByRole('button', { name: 'Show fewer' })).toBeVisible();

    // The list scrolls in its own box rather than making the page 600 rows long.
    const list = creator.locator('ul');
    const box = await list.boundingBox();
    expect(box!.height).toBeLessThan(600);
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(
      true,
    );
    // No serious accessibility problem in the long list (a scrolling region reached by keyboard...).
    expect(await seriousViolations(page, '#search-sidebar')).toEqual([]);

    // Tabbing to a box below the fold of the box scrolls it into view.
    await boxes.first().focus();
    const later = boxes.nth(30);
    await expect(later).not.toBeInViewport();
    await tabTo(page, later, 40);
    await expect(later).toBeInViewport();
  });

  test('typing finds a creator beyond the first 50, and ticking it filters the search', async ({
    page,
  }) => {
    const all = await facetValues('CREATOR', 1000);
    expect(all.length <= 50, 'the data has no facet longer than 50 values').toBe(false);
    const first = new Set(all.slice(0, 50));
    // A creator after the first 50 whose name, typed, matches none of the first 50.
    const wanted = all
      .slice(50)
      .find(
        (label) =>
          label.length >= 4 &&
          ![...first].some((other) => other.toLowerCase().includes(label.toLowerCase())),
      );
    expect(!wanted, 'no creator name to look for').toBe(false);

    await page.goto('/en/search');
    await waitForHydration(page);
    await search.filterToggle(page).click();
    const creator = search.facet(page, 'CREATOR');
    await creator.getByRole('searchbox').fill(wanted!);
    const match = creator.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(wanted!)}`) });
    await expect(match).toBeVisible();
    await match.click();
    await expect
      .poll(() => new URL(page.url()).searchParams.getAll('qf'))
      .toEqual([`CREATOR:"${wanted}"`]);
    await expect(match).toBeChecked();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
