import { expect, type Page } from '@playwright/test';

/** Waits until the client has hydrated the server-rendered page. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** Any item id the gateway knows, so tests follow whatever data is loaded. */
export async function anyItemId(gatewayUrl: string, query = '*:*'): Promise<string> {
  const response = await fetch(
    `${gatewayUrl}/record/search.json?query=${encodeURIComponent(query)}&rows=1&profile=minimal`,
  );
  const body = (await response.json()) as { items?: Array<{ id: string }> };
  const id = body.items?.[0]?.id;
  if (!id) throw new Error(`the gateway has no items for ${query}`);
  return id;
}
