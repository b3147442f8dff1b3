import type { Store } from '../../store/store';

/** The item↔entity link fields of `facet_values` (store/STORE.md). */
export const ENTITY_LINK_FIELDS = [
  'edm_agent',
  'skos_concept',
  'edm_place',
  'edm_timespan',
  'foaf_organization',
];

// Grouped in the order of the (field, value) index it reads, so SQLite counts each value's
// range as it goes; grouping by value_key made it sort a million joined rows in a temporary
// b-tree first (twice as slow, and tens of MB of memory the process kept).
const COUNT_SQL = `SELECT v.value AS uri, count(*) AS n
  FROM facet_values v JOIN item_facets f ON f.value_key = v.value_key
  WHERE v.field IN (${ENTITY_LINK_FIELDS.map(() => '?').join(', ')})
  GROUP BY v.field, v.value`;

/**
 * Number of items linked to each entity: one grouped query over the link table (each entity's
 * items are one range of the `item_facets` primary key), cached until the store's data version
 * changes. While an import is writing, the counts are refreshed at most every `minRefreshMs`.
 */
export class EntityItemCounts {
  private cached: { version: string; at: number; counts: Map<string, number> } | undefined;

  constructor(
    private readonly store: Store,
    private readonly minRefreshMs = 10_000,
  ) {}

  get(uri: string): number {
    return this.all().get(uri) ?? 0;
  }

  all(): Map<string, number> {
    const version = this.store.dataVersion();
    const now = Date.now();
    if (
      !this.cached ||
      (this.cached.version !== version && now - this.cached.at >= this.minRefreshMs)
    ) {
      const counts = new Map<string, number>();
      const rows = this.store.statement(COUNT_SQL).all(...ENTITY_LINK_FIELDS) as Array<{
        uri: string;
        n: number;
      }>;
      // One URI can be linked through two fields (an organization as provider and as subject).
      for (const row of rows) counts.set(row.uri, (counts.get(row.uri) ?? 0) + row.n);
      this.cached = { version, at: now, counts };
    }
    return this.cached.counts;
  }

  /** Data version of the counts in use, for caches built on top of them. */
  version(): string {
    this.all();
    return this.cached!.version;
  }
}
