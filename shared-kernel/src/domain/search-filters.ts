import { facetDefinition, REUSABILITY_VALUES } from './search-facets';
import { quotePhrase, unquotePhrase } from './search-query';

/**
 * Filters as they live in the URL (spec §2.5, §3): repeated `qf` entries `field:value`, the
 * `reusability` comma list, the `api` switch and advanced-search `qa` rules. These helpers read
 * and write them, so every part of the portal builds the same URLs.
 */
export interface QfEntry {
  field: string;
  /** The value without phrase quotes. */
  value: string;
}

/** `COUNTRY:"United Kingdom"` -> `{ field: 'COUNTRY', value: 'United Kingdom' }`; unfielded: undefined. */
export function parseQfEntry(entry: string): QfEntry | undefined {
  const colon = entry.indexOf(':');
  if (colon <= 0) return undefined;
  const field = entry.slice(0, colon);
  if (!/^[A-Za-z_][\w.]*$/.test(field)) return undefined;
  return { field, value: unquotePhrase(entry.slice(colon + 1)) };
}

/** The values of each field in a list of qf entries, in order. */
export function filtersFromQf(qf: readonly string[]): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  for (const entry of qf) {
    const parsed = parseQfEntry(entry);
    if (!parsed) continue;
    (filters[parsed.field] ??= []).push(parsed.value);
  }
  return filters;
}

/** One qf entry; a field of the sidebar knows whether it takes phrases, others are quoted. */
export function qfEntry(field: string, value: string): string {
  const quoted = facetDefinition(field)?.quoted ?? true;
  // A value of an unquoted field that starts like an operator (`-500`, a year BC) is quoted:
  // bare, `field:-500` is a syntax error in Lucene.
  const quote = !isRange(value) && (quoted || /^[-+!]/.test(value));
  return `${field}:${quote ? quotePhrase(value) : value}`;
}

function sameFilter(entry: string, field: string, value: string): boolean {
  const parsed = parseQfEntry(entry);
  return parsed !== undefined && parsed.field === field && parsed.value === value;
}

export function hasFilterValue(qf: readonly string[], field: string, value: string): boolean {
  return qf.some((entry) => sameFilter(entry, field, value));
}

export function withFilterValue(qf: readonly string[], field: string, value: string): string[] {
  return hasFilterValue(qf, field, value) ? [...qf] : [...qf, qfEntry(field, value)];
}

export function withoutFilterValue(qf: readonly string[], field: string, value: string): string[] {
  return qf.filter((entry) => !sameFilter(entry, field, value));
}

export function toggleFilterValue(qf: readonly string[], field: string, value: string): string[] {
  return hasFilterValue(qf, field, value)
    ? withoutFilterValue(qf, field, value)
    : withFilterValue(qf, field, value);
}

/** The qf without any filter on `field`. */
export function withoutField(qf: readonly string[], field: string): string[] {
  return qf.filter((entry) => parseQfEntry(entry)?.field !== field);
}

/** The qf with `field` set to exactly one value (radio facets), or to none. */
export function withSingleValue(
  qf: readonly string[],
  field: string,
  value: string | undefined,
): string[] {
  const rest = withoutField(qf, field);
  return value === undefined || value === '' ? rest : [...rest, qfEntry(field, value)];
}

/** `reusability=open,permission` -> `['open', 'permission']` (known values only, no repeats). */
export function parseReusability(values: readonly string[]): string[] {
  const known = new Set<string>(REUSABILITY_VALUES);
  const result: string[] = [];
  for (const value of values.flatMap((v) => v.split(','))) {
    const lower = value.trim().toLowerCase();
    if (known.has(lower) && !result.includes(lower)) result.push(lower);
  }
  return result;
}

export function toggleReusability(current: readonly string[], value: string): string[] {
  return current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
}

export interface Range {
  start: string | null;
  end: string | null;
}

function isRange(value: string): boolean {
  return /^\[.+ TO .+\]$/.test(value);
}

/**
 * A range filter value: `[start TO end]` with `*` for an open end, or the single value when both
 * ends are equal (spec §2.4); undefined when neither end is given.
 */
export function rangeFilterValue({ start, end }: Range): string | undefined {
  const from = start?.trim() || null;
  const to = end?.trim() || null;
  if (!from && !to) return undefined;
  if (from && from === to) return from;
  return `[${from ?? '*'} TO ${to ?? '*'}]`;
}

/** Reads a range filter value back; a single value is a range from and to itself. */
export function parseRangeFilterValue(value: string): Range | undefined {
  const match = /^\[(\S+) TO (\S+)\]$/.exec(value);
  if (match) {
    return { start: match[1] === '*' ? null : match[1]!, end: match[2] === '*' ? null : match[2]! };
  }
  const single = value.trim();
  return single && !/[\s[\]]/.test(single) ? { start: single, end: single } : undefined;
}

/**
 * The qf to send to the Search API: values of one sidebar facet are alternatives, so they are
 * joined into one `field:(a OR b)` entry (the Europeana API does this itself for repeated
 * facet fields; a backend that ANDs every qf then gives the same results). Other entries pass
 * unchanged.
 */
export function mergeFacetFilters(qf: readonly string[]): string[] {
  const groups = new Map<string, string[]>();
  const order: Array<string | { field: string }> = [];
  for (const entry of qf) {
    const parsed = parseQfEntry(entry);
    const definition = parsed && facetDefinition(parsed.field);
    if (!parsed || !definition || definition.kind === 'date-range') {
      order.push(entry);
      continue;
    }
    const raw = entry.slice(parsed.field.length + 1);
    const values = groups.get(parsed.field);
    if (values) {
      if (!values.includes(raw)) values.push(raw);
    } else {
      groups.set(parsed.field, [raw]);
      order.push({ field: parsed.field });
    }
  }
  return order.map((item) => {
    if (typeof item === 'string') return item;
    const values = groups.get(item.field)!;
    return values.length === 1
      ? `${item.field}:${values[0]}`
      : `${item.field}:(${values.join(' OR ')})`;
  });
}

/** What the URL says about filters (spec §2.5: the filter button is marked applied by these). */
export interface AppliedFilterParams {
  qf?: readonly string[];
  api?: string | null;
  reusability?: readonly string[];
  qa?: readonly string[];
}

export function hasAppliedFilters(params: AppliedFilterParams): boolean {
  const any = (values?: readonly string[]) => (values ?? []).some((value) => value.trim() !== '');
  return any(params.qf) || Boolean(params.api) || any(params.reusability) || any(params.qa);
}
