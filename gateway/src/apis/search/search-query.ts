import { invalidQuery } from '../../http/api-error';
import { QuerySyntaxError, type QueryNode } from '../../query/ast';
import {
  ClauseBudget,
  dedupeQuery,
  leafClauses,
  MAX_CLAUSES,
  MAX_QUERY_CHARS,
  MAX_QUERY_COST,
  QUERY_COSTS,
  queryCost,
} from '../../query/budget';
import { parseQuery } from '../../query/parser';
import { combineRefinements } from './facet-refinements';

/** The parameters of a search that become clauses of its query. */
export interface QueryParams {
  query: string;
  qf: readonly string[];
  reusability: readonly string[];
  media?: boolean;
  thumbnail?: boolean;
  textFulltext?: boolean;
  landingpage?: boolean;
  colourpalette: readonly string[];
  theme?: string;
}

export interface SearchQuery {
  /** The `query` parameter alone (what `profile=hits` highlights). */
  query: QueryNode;
  /** Everything the items must match: the query, the qf filters and the filter parameters. */
  root: QueryNode;
  /**
   * The leaf clauses of `root`, repeated ones once: the index terms its wildcards match count
   * with them (at most 1024 together, `MAX_EXPANDED_TERMS` of `search/resolve.ts`).
   */
  clauses: number;
  /**
   * When `query` was translated (profile=translate with q.source and q.target): the search
   * without the translation, to run should the translated one be refused where it is resolved
   * (its wildcards and the added phrases over the 1024 terms together).
   */
  untranslated?: SearchQuery;
}

const term = (field: string, text: string): QueryNode => ({
  kind: 'term',
  field,
  text,
  wildcard: false,
  pattern: text,
});

/**
 * Parses and checks the query of a search, on the search thread before it runs (the main thread
 * checks only the length, {@link checkQueryLength}): the query, the qf filters and the filters given as their own parameters, all ANDed
 * (values of one facet given in several qf are alternatives: see {@link combineRefinements}),
 * with repeated clauses kept once. A request may hold {@link MAX_QUERY_CHARS} characters,
 * {@link MAX_CLAUSES} clauses, and words and wildcards of cost {@link MAX_QUERY_COST} in all
 * its parameters together; more is a 400 (`400-SA`, like a syntax error).
 *
 * `translate` rewrites the parsed `query` (query translation, `query/translate.ts`) after those
 * checks passed: a translation that would take the request over a limit is dropped, so it never
 * makes a valid request invalid.
 */
export function parseSearchQuery(
  params: QueryParams,
  translate?: (query: QueryNode) => QueryNode,
): SearchQuery {
  checkQueryLength(params);
  const budget = new ClauseBudget(MAX_CLAUSES, 'in query and qf together');
  const query = parse(params.query, 'query', budget);
  const refinements = params.qf.map((qf) => {
    if (/^\s*distance\(/i.test(qf))
      throw invalidQuery('Geographic distance filters are not supported by this backend');
    return parse(qf, 'qf', budget);
  });
  const filters = combineRefinements(refinements);
  if (params.reusability.length) {
    filters.push({
      kind: 'bool',
      must: [],
      should: params.reusability.map((r) => term('REUSABILITY', r)),
      mustNot: [],
    });
  }
  const flags: Array<[string, boolean | undefined]> = [
    ['MEDIA', params.media],
    ['THUMBNAIL', params.thumbnail],
    ['TEXT_FULLTEXT', params.textFulltext],
    ['LANDINGPAGE', params.landingpage],
  ];
  for (const [field, value] of flags)
    if (value !== undefined) filters.push(term(field, String(value)));
  for (const colour of params.colourpalette) filters.push(term('COLOURPALETTE', colour));
  if (params.theme) filters.push(term('collection', params.theme));
  const searchOf = (text: QueryNode): SearchQuery => {
    const root = dedupeQuery({ kind: 'bool', must: [text, ...filters], should: [], mustNot: [] });
    return { query: dedupeQuery(text), root, clauses: leafClauses(root) };
  };
  const search = searchOf(query);
  const cost = queryCost(search.root);
  if (cost > MAX_QUERY_COST) {
    throw invalidQuery(
      `The query and qf ask too much together: their words and wildcards cost ${cost}, at most ${MAX_QUERY_COST} is allowed. ${QUERY_COSTS}`,
    );
  }
  const translated = translate?.(query);
  if (!translated || translated === query) return search;
  const translatedSearch = searchOf(translated);
  return queryCost(translatedSearch.root) <= MAX_QUERY_COST &&
    translatedSearch.clauses <= MAX_CLAUSES
    ? { ...translatedSearch, untranslated: search }
    : search;
}

/**
 * The one limit the main thread checks before a search queues (the rest are checked where the
 * query is parsed, on the search thread): counting characters allocates nothing, while parsing
 * on the main thread as well made its young generation grow by tens of MB under load.
 */
export function checkQueryLength(params: Pick<QueryParams, 'query' | 'qf'>): void {
  const length = params.qf.reduce((sum, qf) => sum + qf.length, params.query.length);
  if (length > MAX_QUERY_CHARS) {
    throw invalidQuery(
      `The query and qf are too long together: ${length} characters, at most ${MAX_QUERY_CHARS} are allowed.`,
    );
  }
}

function parse(text: string, name: string, budget: ClauseBudget): QueryNode {
  try {
    return parseQuery(text.replace(/https:\/\//g, 'http://'), budget);
  } catch (error) {
    if (error instanceof QuerySyntaxError) {
      // A very long query is not echoed whole into the message.
      const shown = text.length > 200 ? `${text.slice(0, 200)}…` : text;
      throw invalidQuery(`Invalid ${name} '${shown}': ${error.message}`);
    }
    throw error;
  }
}
