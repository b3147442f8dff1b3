import { escapeLuceneSpecials } from '@portal/shared-kernel';
import { UNQUOTABLE_FACETS } from './tables/search-facets';
import { type LegacyQuery } from './types';

// Rebuilds an old portal search query into the current search's parameters (spec §2.4):
// - `q` (first), `query` and old `qf[]` terms are joined with " AND " into `query`;
// - `f[FIELD][]` facet values become `qf` entries, quoted and escaped unless the facet does not
//   accept quotes or the value is a wildcard pattern;
// - `f[REUSABILITY][]` values become `reusability` (comma-separated);
// - `f[api][]`: `default` -> `api=metadata`, `api` -> `api=fulltext`;
// - `range[FIELD][begin|end]` becomes `FIELD:[begin TO end]`, open ends as `*`, or `FIELD:value`
//   when both ends are equal;
// - `page` and `per_page` are dropped (old page sizes do not map onto the new paging);
// - anything else (e.g. `view`) is kept as it is.
// Keys arrive flat, as written in the URL (`f[TYPE][]`), not as nested objects.

const FACET_KEY = /^f\[([^\]]+)\](?:\[\d*\])?$/;
const RANGE_KEY = /^range\[([^\]]+)\]\[(begin|end)\]$/;
const OLD_QF_KEY = /^qf(?:\[\d*\])?$/;
// `f`/`range` keys the patterns above could not read (`f`, `f[]`, `range[x]`): there is no filter
// to rebuild from them, and passing them on would only confuse the new search.
const UNREADABLE_FILTER_KEY = /^(?:f|range)(?:\[|$)/;
const DROPPED_KEYS: ReadonlySet<string> = new Set(['page', 'per_page']);

const API_BY_LEGACY_VALUE: Readonly<Record<string, string>> = {
  default: 'metadata',
  api: 'fulltext',
};

interface Range {
  begin: string;
  end: string;
}

function valuesOf(value: string | string[]): string[] {
  return Array.isArray(value) ? value : [value];
}

function facetFilter(field: string, value: string): string {
  if (UNQUOTABLE_FACETS.has(field) || value.includes('*')) return `${field}:${value}`;
  return `${field}:"${escapeLuceneSpecials(value)}"`;
}

function rangeFilter(field: string, { begin, end }: Range): string {
  const from = begin || '*';
  const to = end || '*';
  return from === to ? `${field}:${from}` : `${field}:[${from} TO ${to}]`;
}

export function rebuildSearchQuery(
  legacy: LegacyQuery,
  initialFilters: readonly string[],
): LegacyQuery {
  const leadingTerms: string[] = [];
  const terms: string[] = [];
  // Range filters are kept as a reference until every begin/end key has been read.
  const filters: Array<string | { range: string }> = [...initialFilters];
  const ranges = new Map<string, Range>();
  const kept: LegacyQuery = {};
  let reusability: string | undefined;
  let api: string | undefined;

  for (const [key, value] of Object.entries(legacy)) {
    const facet = FACET_KEY.exec(key);
    const range = RANGE_KEY.exec(key);

    if (key === 'q') {
      leadingTerms.push(...valuesOf(value));
    } else if (key === 'query' || OLD_QF_KEY.test(key)) {
      terms.push(...valuesOf(value));
    } else if (facet) {
      const field = facet[1] ?? '';
      if (field === 'REUSABILITY') {
        reusability = valuesOf(value).join(',');
      } else if (field === 'api') {
        api = API_BY_LEGACY_VALUE[valuesOf(value)[0] ?? ''] ?? api;
      } else {
        filters.push(...valuesOf(value).map((filterValue) => facetFilter(field, filterValue)));
      }
    } else if (range) {
      const field = range[1] ?? '';
      if (!ranges.has(field)) {
        ranges.set(field, { begin: '', end: '' });
        filters.push({ range: field });
      }
      const bounds = ranges.get(field) as Range;
      bounds[range[2] as keyof Range] = valuesOf(value)[0] ?? '';
    } else if (!DROPPED_KEYS.has(key) && !UNREADABLE_FILTER_KEY.test(key)) {
      kept[key] = value;
    }
  }

  const rebuilt: LegacyQuery = {
    // An empty `q=` is common in old URLs; it must not leave a dangling " AND ".
    query: [...leadingTerms, ...terms].filter((term) => term.trim() !== '').join(' AND '),
    ...kept,
  };
  const qf = filters.map((filter) =>
    typeof filter === 'string'
      ? filter
      : rangeFilter(filter.range, ranges.get(filter.range) as Range),
  );
  if (qf.length === 1) rebuilt.qf = qf[0] as string;
  else if (qf.length > 1) rebuilt.qf = qf;
  if (reusability !== undefined) rebuilt.reusability = reusability;
  if (api !== undefined) rebuilt.api = api;
  return rebuilt;
}
