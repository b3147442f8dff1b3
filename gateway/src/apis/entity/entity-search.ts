import type { EntityDoc } from '../../edm/entity-types';
import type { EntityType } from '../../edm/ids';
import type { Store } from '../../store/store';
import { CommonsError } from '../../upstream/api-error';
import { compileEntityQuery } from './entity-query';

export interface EntitySearchRequest {
  query: string;
  filters: readonly string[];
  types: readonly EntityType[];
  sort?: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface EntitySearchResult {
  total: number;
  docs: EntityDoc[];
}

/**
 * Runs an Entity API search over the store: filters compiled to SQL, relevance from FTS5 bm25
 * when there is free text, or the preferred label in a language (`sort=skos_prefLabel.en`),
 * `id`, `created` or `modified`, each `asc` (default) or `desc`.
 */
export function searchEntities(store: Store, request: EntitySearchRequest): EntitySearchResult {
  const compiled = compileEntityQuery(request.query, request.filters);
  const conditions = [...compiled.conditions];
  const params = [...compiled.params];
  if (request.types.length) {
    conditions.push(`e.type IN (${request.types.map(() => '?').join(', ')})`);
    params.push(...request.types);
  }
  const order = orderBy(request.sort, compiled.fts);
  // The free text as a condition, where the order does not already join its matches.
  const ftsCondition = compiled.fts
    ? ['e.entity_key IN (SELECT rowid FROM entities_fts WHERE entities_fts MATCH ?)']
    : [];
  const whereOf = (parts: string[]): string => (parts.length ? `WHERE ${allOf(parts)}` : '');
  const total = store
    .statement(`SELECT count(*) FROM entities e ${whereOf([...ftsCondition, ...conditions])}`)
    .pluck()
    .get(...(compiled.fts ? [compiled.fts] : []), ...params) as number;
  const offset = (request.page - 1) * request.pageSize;
  if (offset >= total) return { total, docs: [] };
  if (order.kind === 'labelInLanguage') {
    const rows = pageInLabelOrder(store, order, {
      conditions: [...ftsCondition, ...conditions],
      params: [...(compiled.fts ? [compiled.fts] : []), ...params],
      types: request.types,
      limit: request.pageSize,
      offset,
    });
    return { total, docs: rows.map((json) => JSON.parse(json) as EntityDoc) };
  }
  const where = order.from ? whereOf(conditions) : whereOf([...ftsCondition, ...conditions]);
  const rows = store
    .statement(
      `SELECT e.json FROM ${order.from ?? 'entities e'} ${where} ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
    )
    .pluck()
    .all(
      ...(order.from || !compiled.fts ? [] : [compiled.fts]),
      ...order.params,
      ...params,
      request.pageSize,
      offset,
    ) as string[];
  return { total, docs: rows.map((json) => JSON.parse(json) as EntityDoc) };
}

/**
 * Conditions ANDed as a balanced tree: SQLite refuses an expression deeper than 1000, and a
 * flat chain of a thousand conditions (1024 label clauses) is that deep.
 */
function allOf(parts: readonly string[]): string {
  if (parts.length <= 8) return parts.join(' AND ');
  const half = Math.ceil(parts.length / 2);
  return `(${allOf(parts.slice(0, half))}) AND (${allOf(parts.slice(half))})`;
}

type Order =
  | { kind: 'sql'; from?: string; sql: string; params: unknown[] }
  | { kind: 'labelInLanguage'; lang: string; direction: 'ASC' | 'DESC' };

/**
 * Relevance with the columns weighted as Europeana's entity search boosts its fields: a match in
 * the entity's own names (preferred 10, alternative 5) far above one in its notes and other
 * text (1). Unweighted, "vermeer" found Delft (a note about the painter) before Johannes Vermeer,
 * and "paris" four Paris museums and France before Paris, whose names in 25 languages made its
 * label column long.
 */
const ENTITY_BM25 = 'bm25(entities_fts, 10, 5, 1)';

function orderBy(sort: string | undefined, fts: string | undefined): Order {
  const spec = (sort ?? (fts ? 'score' : 'skos_prefLabel.en')).trim();
  const match = /^([\w.]+)(?:[ +](asc|desc))?$/i.exec(spec);
  if (!match) throw new CommonsError(400, `Invalid sort "${spec}": use <field> [asc|desc]`);
  const field = match[1]!;
  const direction = (match[2] ?? (field === 'score' ? 'desc' : 'asc')).toUpperCase() as
    'ASC' | 'DESC';
  const tieBreak = 'e.entity_key';
  if (field === 'score') {
    if (!fts)
      return {
        kind: 'sql',
        sql: `e.pref_label_sort NULLS LAST, ${tieBreak}`,
        params: [],
      };
    // bm25 rank: lower is better, so "desc" (best first) is ascending rank. The matches come
    // first (CROSS JOIN keeps that order): joined the other way, SQLite looked each entity up
    // in FTS5 with the whole MATCH again, which cost a full evaluation per entity (100 OR'd
    // words 1.6 s, 1000 18 s; this way 3 ms and 33 ms).
    return {
      kind: 'sql',
      from: `(SELECT rowid, ${ENTITY_BM25} AS rank FROM entities_fts WHERE entities_fts MATCH ?) f CROSS JOIN entities e ON e.entity_key = f.rowid`,
      sql: `f.rank ${direction === 'DESC' ? 'ASC' : 'DESC'}, ${tieBreak}`,
      params: [fts],
    };
  }
  const label = /^(?:skos_)?prefLabel(?:\.([a-zA-Z]{2,3}))?$/.exec(field);
  if (label) {
    const lang = (label[1] ?? 'en').toLowerCase();
    if (lang !== 'en') return { kind: 'labelInLanguage', lang, direction };
    // The stored sort key of the English label (of the first label if there is no English one),
    // indexed by type.
    return {
      kind: 'sql',
      // NULLS LAST rather than an `IS NULL` term, which would keep SQLite off the index.
      sql: `e.pref_label_sort ${direction} NULLS LAST, ${tieBreak}`,
      params: [],
    };
  }
  const column = (
    { id: 'e.id', created: 'e.created_at', modified: 'e.updated_at' } as Record<string, string>
  )[field];
  if (!column)
    throw new CommonsError(
      400,
      `Cannot sort by "${field}": use score, skos_prefLabel[.lang], id, created or modified`,
    );
  return { kind: 'sql', sql: `${column} ${direction}, ${tieBreak}`, params: [] };
}

/**
 * A page of entities in the order of their names in a language other than English, an entity
 * without a name in it taking its English one (the name the portal then shows). Two lists, each
 * read in order from an index, merged by SQLite up to the page: the entities named in the
 * language (`entity_label_sort`) and the others (`entities.pref_label_sort`). Sorting every
 * entity of a type by a key computed per query cost 40-170 ms over 10,000-17,000 entities.
 */
function pageInLabelOrder(
  store: Store,
  order: { lang: string; direction: 'ASC' | 'DESC' },
  query: {
    conditions: readonly string[];
    params: readonly unknown[];
    types: readonly EntityType[];
    limit: number;
    offset: number;
  },
): string[] {
  const { lang, direction } = order;
  const andAll = (parts: readonly string[]) => (parts.length ? ` AND ${allOf(parts)}` : '');
  const byType = query.types.length
    ? ` AND s.type IN (${query.types.map(() => '?').join(', ')})`
    : '';
  return store
    .statement(
      `SELECT e.json FROM (
        SELECT s.sort_key AS k, s.entity_key AS ek
          FROM entity_label_sort s JOIN entities e ON e.entity_key = s.entity_key
          WHERE s.lang = ?${byType}${andAll(query.conditions)}
        UNION ALL
        SELECT e.pref_label_sort AS k, e.entity_key AS ek FROM entities e
          WHERE NOT EXISTS (SELECT 1 FROM entity_labels l WHERE l.entity_key = e.entity_key AND l.kind = 'pref' AND l.lang = ?)${andAll(query.conditions)}
        ORDER BY k ${direction} NULLS LAST, ek
        LIMIT ? OFFSET ?
      ) page JOIN entities e ON e.entity_key = page.ek
      ORDER BY page.k ${direction} NULLS LAST, page.ek`,
    )
    .pluck()
    .all(
      lang,
      ...query.types,
      ...query.params,
      lang,
      ...query.params,
      query.limit,
      query.offset,
    ) as string[];
}
