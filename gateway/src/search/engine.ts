import { invalidQuery } from '../http/api-error';
import type { Store } from '../store/store';
import type { FacetField, FacetIndex } from './facet-index';
import type { FacetIndexCache } from './facet-index-cache';
import { difference, EMPTY, intersect, parseKeyList, unionAll, type KeySet } from './key-sets';
import {
  ftsExpressible,
  ftsExpression,
  hasText,
  positivePhrases,
  simplify,
  type PositivePhrase,
} from './plan';
import type { Resolved } from './resolve';
import { sortedPage, type SortKey } from './sort';

export interface FacetRequest {
  /** Name as requested (`proxy_dc_type.en`), also the name in the response. */
  name: string;
  /** Stored field. */
  field: string;
  limit: number;
  offset: number;
  /** `facet.range`: numeric buckets [start, start+gap), … up to end, instead of values. */
  range?: { start: number; end: number; gap: number };
}

export interface EngineQuery {
  root: Resolved;
  sort: readonly SortKey[];
  offset: number;
  rows: number;
  facets: readonly FacetRequest[];
}

export interface Hit {
  key: number;
  score: number;
}

export interface EngineResult {
  total: number;
  hits: Hit[];
  facets: Array<{ name: string; fields: Array<{ label: string; count: number }> }>;
}

/** bm25 weights of items_fts columns: title, who, subject, what, place, time, description, other, facet. */
const BM25 = 'bm25(items_fts, 10, 6, 4, 3, 3, 2, 1.5, 1, 0)';
/**
 * FTS5's bm25 costs about a microsecond per matching row, so result sets up to this size are
 * ranked exactly; larger ones are ranked in tiers (query terms in the title, then in creators,
 * then elsewhere), each tier exactly when small enough and in index order otherwise.
 */
const EXACT_RANK_LIMIT = 3000;
/**
 * bm25 also costs per phrase of the expression (FTS5 reads every phrase's hits in every row it
 * scores): 128 ORed pairs of common words matched all 446 items of the default data in 20 ms and
 * took 365 ms to score. A query with more phrases than this (words, phrases, the terms a wildcard
 * matches) is not scored: its hits come in index order (within the ranking tiers when there
 * are more than EXACT_RANK_LIMIT).
 */
export const MAX_SCORED_PHRASES = 64;
/** The columns of the ranking tiers before the last one (everything else). */
const TIER_COLUMNS = ['title', 'who'] as const;

/**
 * The FTS5 expressions of the tiers of a match: its phrases in the title, in creators, elsewhere.
 * A tier looks only for the phrases the query asks for in its column: in `what:(prints) OR
 * who:(Fujimori)` the word "prints" in a title is no reason to come first, Fujimori as creator is.
 */
function tierExpressions(match: string, phrases: PositivePhrase[]): string[] {
  const expressions: string[] = [];
  const earlier: string[] = [];
  for (const column of TIER_COLUMNS) {
    const asked = phrases.filter((p) => p.cols.includes(column)).map((p) => p.phrase);
    if (!asked.length) continue;
    const tier = `({${column}} : (${asked.join(' OR ')}))`;
    expressions.push([`(${match}) AND ${tier}`, ...earlier].join(' NOT '));
    earlier.push(tier);
  }
  expressions.push([`(${match})`, ...earlier].join(' NOT '));
  return expressions;
}

/** Runs resolved queries: FTS5 for text, the in-memory FacetIndex for filters, facets and sorts. */
export class SearchEngine {
  private readonly keyCache = new Map<string, KeySet>();
  private readonly countCache = new Map<string, Int32Array>();
  private keyCacheVersion = '';

  constructor(
    private readonly store: Store,
    private readonly indexes: FacetIndexCache,
  ) {}

  facetIndex(): FacetIndex {
    return this.indexes.current();
  }

  run(query: EngineQuery, index: FacetIndex = this.indexes.current()): EngineResult {
    const root = simplify(query.root);
    if (index.version !== this.keyCacheVersion) {
      this.keyCache.clear();
      this.countCache.clear();
      this.keyCacheVersion = index.version;
    }
    if (root.k === 'none' || root.k === 'empty') return { total: 0, hits: [], facets: [] };
    if (hasText(root)) {
      const { text, filters } = splitFilters(root);
      if (text && ftsExpressible(text)) {
        const filterSet = filters.length ? this.filterKeys(filters, index) : undefined;
        const restricting = filterSet && filterSet.length < index.size ? filterSet : undefined;
        return this.runText(root, text, restricting, query, index);
      }
    }
    // No text: the whole query is a filter (browsing, entity pages), cached with its counts.
    const setKey = cacheKey(root);
    const keys = setKey === undefined ? this.evaluate(root, index) : this.filterKeys([root], index);
    const hits =
      query.rows === 0 ? [] : toHits(sortedPage(keys, query.sort, index, query.offset, query.rows));
    return {
      total: keys.length,
      hits,
      facets: this.countFacets(query.facets, keys, index, setKey),
    };
  }

  /**
   * A query with text. Filters (the parts without text) are evaluated in memory: when the text
   * matches few items, FTS5 ranks only the text and the filter is applied to that short list, so
   * big filter posting lists (content tier, TYPE:IMAGE, year ranges) never go through FTS5. When
   * the text matches many items the whole query runs as one FTS5 expression, ranked in tiers.
   */
  private runText(
    root: Resolved,
    text: Resolved,
    filter: KeySet | undefined,
    query: EngineQuery,
    index: FacetIndex,
  ): EngineResult {
    const scored = query.sort.length === 0 || query.sort[0]!.field === 'score';
    const textMatch = ftsExpression(text);
    const bm25 = ftsPhraseCount(textMatch) <= MAX_SCORED_PHRASES;
    // Scores only matter when hits are returned in score order.
    const small = this.smallMatch(textMatch, scored && query.rows > 0 && bm25);
    if (small) {
      // One FTS5 pass gave every text match with its score; filters and paging happen here.
      const ranked = filter ? small.filter((hit) => contains(filter, hit.key)) : small;
      const keys =
        query.facets.length || !scored ? Int32Array.from(ranked, (h) => h.key).sort() : EMPTY;
      const hits = scored
        ? ranked.slice(query.offset, query.offset + query.rows)
        : query.rows === 0
          ? []
          : toHits(sortedPage(keys, query.sort, index, query.offset, query.rows));
      return { total: ranked.length, hits, facets: this.countFacets(query.facets, keys, index) };
    }
    if (filter && !ftsExpressible(root)) {
      // A filter FTS5 cannot express (a range, many values): matches are filtered in memory and
      // ranked in the same tiers as an unfiltered large result, not left in index order.
      const keys = intersect(this.ftsKeys(textMatch), filter);
      const hits =
        query.rows === 0
          ? []
          : scored
            ? this.filteredRankedPage(
                textMatch,
                positivePhrases(text),
                filter,
                query.offset,
                query.rows,
                bm25,
              )
            : toHits(sortedPage(keys, query.sort, index, query.offset, query.rows));
      return { total: keys.length, hits, facets: this.countFacets(query.facets, keys, index) };
    }
    const match = filter ? ftsExpression(root) : textMatch;
    const keys = query.facets.length > 0 || !scored ? this.ftsKeys(match) : undefined;
    const total = keys ? keys.length : this.count(match);
    let hits: Hit[];
    if (query.rows === 0 || query.offset >= total) hits = [];
    else if (scored)
      hits = this.rankedPage(match, positivePhrases(text), total, query.offset, query.rows, bm25);
    else hits = toHits(sortedPage(keys!, query.sort, index, query.offset, query.rows));
    return { total, hits, facets: this.countFacets(query.facets, keys ?? EMPTY, index) };
  }

  /**
   * Every match of an expression, with its bm25 score and best first when `score` is set (else
   * in rowid order, score 0), when there are at most EXACT_RANK_LIMIT of them; undefined when
   * there are more.
   */
  private smallMatch(match: string, score: boolean): Hit[] | undefined {
    // bm25 costs far more than finding the matches (10–30 ms for 3000 rows of a common word),
    // so a cheap probe for a match beyond the limit comes first: large results are never scored.
    const beyondLimit = this.fts(
      `SELECT rowid FROM items_fts WHERE items_fts MATCH ? LIMIT 1 OFFSET ${EXACT_RANK_LIMIT}`,
      match,
      (s) => s.pluck().get(match),
    );
    if (beyondLimit !== undefined) return undefined;
    const rows = this.fts(
      `SELECT rowid, ${score ? BM25 : '0'} FROM items_fts WHERE items_fts MATCH ? LIMIT ${EXACT_RANK_LIMIT + 1}`,
      match,
      (s) => s.raw().all(match),
    ) as Array<[number, number]>;
    if (rows.length > EXACT_RANK_LIMIT) return undefined;
    if (score) rows.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    return rows.map(([key, score]) => ({ key, score: Math.round(-score * 1e4) / 1e4 }));
  }

  /** Value counts of a field over a set; remembered for cacheable sets (same version only). */
  private counts(facet: FacetField, keys: KeySet, setKey: string | undefined): Int32Array {
    if (setKey === undefined) return facet.count(keys);
    const name = `${facet.name}\u0000${setKey}`;
    let counts = this.countCache.get(name);
    if (!counts) {
      counts = facet.count(keys);
      if (this.countCache.size >= 256) this.countCache.delete(this.countCache.keys().next().value!);
      this.countCache.set(name, counts);
    }
    return counts;
  }

  /**
   * The items passing the filters. Portal requests repeat the same few filters (the default
   * content tier filter, types, countries), so sets built only from facet values are cached.
   */
  private filterKeys(filters: Resolved[], index: FacetIndex): KeySet {
    const node: Resolved = { k: 'and', must: filters, not: [] };
    const key = cacheKey(node);
    if (key === undefined) return this.evaluate(node, index);
    const cacheName = `filter:${key}`;
    const cached = this.keyCache.get(cacheName);
    if (cached) return cached;
    const keys = this.evaluate(node, index);
    if (this.keyCache.size >= 64) this.keyCache.delete(this.keyCache.keys().next().value!);
    this.keyCache.set(cacheName, keys);
    return keys;
  }

  /** The matched item keys of a node, computed in memory with FTS5 for text parts. */
  evaluate(node: Resolved, index: FacetIndex): KeySet {
    switch (node.k) {
      case 'all':
        return index.allKeys;
      case 'none':
      case 'empty':
        return EMPTY;
      case 'facet':
      case 'set':
        return node.keys();
      case 'text':
        return this.ftsKeys(ftsExpression(node));
      case 'and': {
        if (hasText(node) && ftsExpressible(node)) return this.ftsKeys(ftsExpression(node));
        const parts = node.must
          .map((n) => this.evaluate(n, index))
          .sort((a, b) => a.length - b.length);
        let result = parts.length ? parts[0]! : index.allKeys;
        for (const part of parts.slice(1)) result = intersect(result, part);
        for (const n of node.not) {
          if (!result.length) break;
          result = difference(result, this.evaluate(n, index));
        }
        return result;
      }
      case 'or':
        if (hasText(node) && ftsExpressible(node)) return this.ftsKeys(ftsExpression(node));
        return unionAll(
          node.any.map((n) => this.evaluate(n, index)),
          index.maxKey,
        );
    }
  }

  private ftsKeys(match: string): KeySet {
    const cached = this.keyCache.get(match);
    if (cached) return cached;
    const text = this.fts(
      'SELECT group_concat(rowid) FROM items_fts WHERE items_fts MATCH ?',
      match,
      (s) => s.pluck().get(match),
    ) as string | null;
    const keys = parseKeyList(text);
    if (this.keyCache.size >= 64) this.keyCache.delete(this.keyCache.keys().next().value!);
    this.keyCache.set(match, keys);
    return keys;
  }

  private count(match: string): number {
    return this.fts('SELECT count(*) FROM items_fts WHERE items_fts MATCH ?', match, (s) =>
      s.pluck().get(match),
    ) as number;
  }

  private rankedPage(
    match: string,
    phrases: PositivePhrase[],
    total: number,
    offset: number,
    rows: number,
    bm25: boolean,
  ): Hit[] {
    if (total <= EXACT_RANK_LIMIT && bm25) return this.ranked(match, rows, offset);
    if (!phrases.length) return this.inIndexOrder(match, rows, offset);
    const hits: Hit[] = [];
    let skip = offset;
    for (const expression of tierExpressions(match, phrases)) {
      if (hits.length >= rows) break;
      const size = this.count(expression);
      if (skip >= size) {
        skip -= size;
        continue;
      }
      const take = rows - hits.length;
      hits.push(
        ...(size <= EXACT_RANK_LIMIT && bm25
          ? this.ranked(expression, take, skip)
          : this.inIndexOrder(expression, take, skip)),
      );
      skip = 0;
    }
    return hits;
  }

  /**
   * {@link rankedPage} for a text match too large to rank whole, restricted to `filter` in
   * memory: tier by tier, each tier's matches that pass the filter, by bm25 when the tier is
   * small enough to score, else in index order.
   */
  private filteredRankedPage(
    match: string,
    phrases: PositivePhrase[],
    filter: KeySet,
    offset: number,
    rows: number,
    bm25: boolean,
  ): Hit[] {
    const expressions = phrases.length ? tierExpressions(match, phrases) : [`(${match})`];
    const hits: Hit[] = [];
    let skip = offset;
    for (const expression of expressions) {
      if (hits.length >= rows) break;
      const keys = intersect(this.ftsKeys(expression), filter);
      if (skip >= keys.length) {
        skip -= keys.length;
        continue;
      }
      const take = rows - hits.length;
      const scored = bm25 ? this.smallMatch(expression, true) : undefined;
      hits.push(
        ...(scored
          ? scored.filter((hit) => contains(filter, hit.key)).slice(skip, skip + take)
          : toHits(Array.from(keys.subarray(skip, skip + take)))),
      );
      skip = 0;
    }
    return hits;
  }

  /** Hits by bm25, best first; `limit` -1 = all of them. */
  private ranked(match: string, limit: number, offset: number): Hit[] {
    const rows = this.fts(
      `SELECT rowid, ${BM25} AS s FROM items_fts WHERE items_fts MATCH ? ORDER BY s LIMIT ? OFFSET ?`,
      match,
      (s) => s.raw().all(match, limit, offset),
    ) as Array<[number, number]>;
    return rows.map(([key, score]) => ({ key, score: Math.round(-score * 1e4) / 1e4 }));
  }

  private inIndexOrder(match: string, limit: number, offset: number): Hit[] {
    const keys = this.fts(
      'SELECT rowid FROM items_fts WHERE items_fts MATCH ? ORDER BY rowid LIMIT ? OFFSET ?',
      match,
      (s) => s.pluck().all(match, limit, offset),
    ) as number[];
    return toHits(keys);
  }

  /** Runs an FTS5 statement; an expression FTS5 refuses is the client's query, hence a 400. */
  private fts<T>(sql: string, match: string, run: (s: ReturnType<Store['statement']>) => T): T {
    try {
      return run(this.store.statement(sql));
    } catch (error) {
      if (error instanceof Error && /fts5|MATCH|unterminated|syntax/i.test(error.message)) {
        throw invalidQuery(`The query could not be parsed (${error.message})`);
      }
      throw error;
    }
  }

  private countFacets(
    requests: readonly FacetRequest[],
    keys: KeySet,
    index: FacetIndex,
    setKey?: string,
  ): EngineResult['facets'] {
    const out: EngineResult['facets'] = [];
    for (const request of requests) {
      const facet = index.field(request.field);
      if (!facet || !keys.length) continue;
      const fields = request.range
        ? rangeBuckets(facet, keys, request.range)
        : topValues(
            this.counts(facet, keys, setKey),
            facet.values,
            request.offset + request.limit,
          ).slice(request.offset);
      if (fields.length) out.push({ name: request.name, fields });
    }
    return out;
  }
}

/** Items per numeric bucket (an item with several values in one bucket counts once), in order. */
function rangeBuckets(
  facet: FacetField,
  keys: KeySet,
  range: { start: number; end: number; gap: number },
): Array<{ label: string; count: number }> {
  const buckets = Math.max(0, Math.ceil((range.end - range.start) / range.gap));
  const bucketOf = facet.values.map((v) => {
    const n = Number(v);
    return Number.isFinite(n) && n >= range.start && n < range.end
      ? Math.floor((n - range.start) / range.gap)
      : -1;
  });
  const counts = new Int32Array(buckets);
  const seen = new Int32Array(buckets).fill(-1);
  for (const key of keys) {
    for (let j = facet.forwardStart[key]!, end = facet.forwardStart[key + 1]!; j < end; j++) {
      const b = bucketOf[facet.forward[j]!]!;
      if (b >= 0 && seen[b] !== key) {
        seen[b] = key;
        counts[b]!++;
      }
    }
  }
  return Array.from(counts, (count, b) => ({ label: String(range.start + b * range.gap), count }));
}

/**
 * The `n` most frequent values, by count then label. Only counts at or above the n-th largest
 * are sorted, so a field with thousands of values (creators, subjects) costs a numeric sort.
 */
function topValues(
  counts: Int32Array,
  labels: readonly string[],
  n: number,
): Array<{ label: string; count: number }> {
  if (n <= 0) return [];
  let threshold = 1;
  let nonZero = 0;
  for (let v = 0; v < counts.length; v++) if (counts[v]! > 0) nonZero++;
  if (nonZero > n) {
    const sorted = counts.slice().sort();
    threshold = Math.max(1, sorted[sorted.length - n]!);
  }
  const entries: Array<{ label: string; count: number }> = [];
  for (let v = 0; v < counts.length; v++)
    if (counts[v]! >= threshold) entries.push({ label: labels[v]!, count: counts[v]! });
  entries.sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return entries.slice(0, n);
}

/**
 * Splits a query into the part with text and the filters (AND clauses without text, including
 * negated ones), which can be evaluated in memory.
 */
function splitFilters(root: Resolved): { text: Resolved | undefined; filters: Resolved[] } {
  if (root.k !== 'and') return { text: root, filters: [] };
  const filters: Resolved[] = root.must.filter((n) => !hasText(n));
  for (const n of root.not) if (!hasText(n)) filters.push({ k: 'and', must: [], not: [n] });
  const must = root.must.filter(hasText);
  const not = root.not.filter(hasText);
  if (!must.length) return { text: undefined, filters };
  const text: Resolved = must.length === 1 && !not.length ? must[0]! : { k: 'and', must, not };
  return { text, filters };
}

/** A stable text for a filter made only of facet values (undefined when it holds anything else). */
function cacheKey(node: Resolved): string | undefined {
  switch (node.k) {
    case 'facet':
      return node.token;
    case 'all':
      return '*';
    case 'none':
    case 'empty':
      return '!';
    case 'and': {
      const parts = [
        ...node.must.map(cacheKey),
        ...node.not.map((n) => {
          const k = cacheKey(n);
          return k === undefined ? undefined : `-${k}`;
        }),
      ];
      return parts.includes(undefined) ? undefined : `(&${parts.join(' ')})`;
    }
    case 'or': {
      const parts = node.any.map(cacheKey);
      return parts.includes(undefined) ? undefined : `(|${parts.join(' ')})`;
    }
    default:
      return undefined;
  }
}

/** The phrases of an FTS5 expression: its quoted strings (`""` inside one is a quote). */
function ftsPhraseCount(expression: string): number {
  return expression.match(/"(?:[^"]|"")*"/g)?.length ?? 0;
}

/** Binary search in a sorted key set. */
function contains(keys: KeySet, key: number): boolean {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo < keys.length && keys[lo] === key;
}

function toHits(keys: readonly number[]): Hit[] {
  return keys.map((key) => ({ key, score: 1 }));
}
