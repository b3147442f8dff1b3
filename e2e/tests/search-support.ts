import { expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_PORTAL } from '../support/ports';

/** Helpers of the search suites. They pick queries from whatever data the gateway holds. */
export const gatewayUrl = `http://127.0.0.1:${DEFAULT_PORTAL.gatewayPort}`;
const DEFAULT_TIERS = 'contentTier:(1 OR 2 OR 3 OR 4)';

interface SearchBody {
  totalResults: number;
  items?: Array<{ title?: string[] }>;
  facets?: Array<{ name: string; fields: Array<{ label: string; count: number }> }>;
}

async function gateway<T>(path: string, params: Record<string, string | string[]>): Promise<T> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const entry of Array.isArray(value) ? value : [value]) query.append(key, entry);
  }
  const response = await fetch(`${gatewayUrl}${path}?${query}`);
  if (!response.ok) throw new Error(`gateway ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** How many results the portal's search finds (default tiers), in the metadata or full text. */
export async function countOf(
  query: string,
  api: 'metadata' | 'fulltext' = 'metadata',
): Promise<number> {
  const body = await gateway<SearchBody>(
    api === 'fulltext' ? '/fulltext/search.json' : '/record/search.json',
    { query, rows: '0', qf: DEFAULT_TIERS },
  );
  return body.totalResults;
}

/**
 * A word from the titles of the data with at least `minResults` results as the portal counts
 * them (default tiers), so the search has several pages; the empty query if no word has.
 */
export async function pickQuery(minResults = 49): Promise<{ query: string; total: number }> {
  const sample = await gateway<SearchBody>('/record/search.json', {
    query: '*:*',
    rows: '100',
    profile: 'minimal',
    qf: DEFAULT_TIERS,
  });
  const words = new Map<string, number>();
  for (const item of sample.items ?? []) {
    for (const word of (item.title?.[0] ?? '').toLowerCase().split(/[^\p{Letter}]+/u)) {
      if (word.length >= 4) words.set(word, (words.get(word) ?? 0) + 1);
    }
  }
  const candidates = [...words.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
  for (const [word] of candidates) {
    const total = await countOf(word);
    if (total >= minResults) return { query: word, total };
  }
  return { query: '', total: await countOf('*:*') };
}

/** The first letters of an entity label that the suggest API completes. */
export async function pickSuggestionPrefix(): Promise<string> {
  const page = await gateway<{ items?: Array<{ prefLabel?: Record<string, string> }> }>(
    '/entity/search',
    { query: '*', pageSize: '20', scope: 'europeana' },
  );
  for (const entity of page.items ?? []) {
    const label = entity.prefLabel?.en ?? Object.values(entity.prefLabel ?? {})[0];
    const word = label?.split(/\s+/).find((w) => /^\p{Letter}{4,}$/u.test(w));
    if (!word) continue;
    const prefix = word.slice(0, 4);
    const suggestions = await gateway<{ items?: unknown[] }>('/entity/suggest', {
      text: prefix,
      language: 'en',
      rows: '5',
      scope: 'europeana',
      type: 'agent,concept,timespan,organization,place',
    });
    if (suggestions.items?.length) return prefix;
  }
  throw new Error('no entity label gives suggestions');
}

/** Parts of the search page found by structure, not by wording (the strings are translated). */
export const search = {
  status: (page: Page) => page.locator('main [role=status]'),
  results: (page: Page) => page.locator('#search-results'),
  resultLinks: (page: Page) => page.locator('#search-results h2 a'),
  filterToggle: (page: Page) => page.locator('main button[aria-controls="search-sidebar"]'),
  sidebar: (page: Page) => page.locator('#search-sidebar'),
  facet: (page: Page, name: string) => page.locator(`#search-sidebar [data-facet="${name}"]`),
  chips: (page: Page) => page.locator('main [data-chip]'),
  pagination: (page: Page) => page.locator('main nav').filter({ has: page.locator('a[rel]') }),
  combobox: (page: Page) => page.locator('main [role=combobox]'),
};

export function resultCount(text: string | null): number {
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** Presses Tab until `target` has the focus (keyboard-only use), failing after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 60, key = 'Tab') {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}
