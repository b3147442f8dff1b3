import type { QueryNode } from './ast';
import { fieldSpec } from './fields';
import { indexWords, TOKEN_CHAR, wildcardLiteral, WORD_SEPARATOR } from './index-words';

/**
 * What one search request may cost. Every search shares one search thread (decision 0010), so a
 * request that runs for seconds holds up everyone's searches: the limits below are for the whole
 * request (`query` and every `qf` together), not per parameter.
 */

/** Lucene's default maxClauseCount, counted over all the query parameters of a request. */
export const MAX_CLAUSES = 1024;

/**
 * What the text clauses of one request may cost together: one budget for words, phrases,
 * proximity phrases and wildcards, since their work adds up on the one search thread. A unit is
 * about a millisecond of search-thread time on the 97 000-item store of ../shared/data (two
 * cores, 2026-11-27), so the worst request the budget lets through takes about half a second
 * there; on the default data far less. With two separate limits (1024 words, wildcard cost 32)
 * requests within them took up to 20 s on that store (decision 0010).
 */
export const MAX_QUERY_COST = 500;

/**
 * What a word of a term or a phrase costs. FTS5 reads the hits of each (the commonest words are
 * in almost every item): 32 of them ORed took 0.25 s, 100 0.43 s; a phrase of one common word
 * 32 times 0.24 s. So about 60 words in all.
 */
export const WORD_COST = 8;

/**
 * What a word of a proximity phrase (`"a b"~N`, FTS5 NEAR) costs: FTS5 walks every position of
 * each of its words in every item that has them all (16 times a word every item has: 0.63 s).
 */
export const PROXIMITY_WORD_COST = 40;

/**
 * The most characters the query texts of a request may have together, checked on the main
 * thread before the search queues (the search thread parses them: 100 000 characters take up to
 * 25 ms to parse, the 1 MB a POST body may hold 250 ms). 1024 clauses of 95 characters fit.
 */
export const MAX_QUERY_CHARS = 100_000;

/** Clauses counted across the parameters of one request (`parseQuery(text, budget)` for each). */
export class ClauseBudget {
  private count = 0;

  constructor(
    readonly max = MAX_CLAUSES,
    /** How the limit applies, for the error message (`in query and qf together`). */
    readonly scope?: string,
  ) {}

  /** Counts one clause; false when that is one more than `max`. */
  take(): boolean {
    return ++this.count <= this.max;
  }

  /** The clauses counted so far. */
  get used(): number {
    return this.count;
  }

  get message(): string {
    return `Too many clauses (at most ${this.max}${this.scope ? ` ${this.scope}` : ''})`;
  }
}

/** What a wildcard term costs by the letters before its first wildcard: none, one, two, three. */
const WILDCARD_COSTS = [MAX_QUERY_COST, 300, 100, 25];
/** …and with more letters. */
const LONG_WILDCARD_COST = 8;

/** The costs of {@link queryCost}, as error messages explain them. */
export const QUERY_COSTS = `A word costs ${WORD_COST}, a word of a proximity phrase ("a b"~N) ${PROXIMITY_WORD_COST}, and a wildcard term (* or ?) ${WILDCARD_COSTS.join(', ')} with no, one, two and three letters before its first wildcard and ${LONG_WILDCARD_COST} with more.`;

/**
 * What one wildcard term costs. The index work of `*`/`?` grows with the index terms it may
 * match, and that is decided by the letters before the first wildcard. On the 97 000-item store
 * (450 000 index terms): a leading wildcard (`*tion`) scans them all, 0.59 s; one letter walks
 * every term starting with it, 0.14–0.35 s (`z*` also walks the facet tokens, which start with
 * `z`); two letters 0.05–0.11 s, three 0.02 s, more next to nothing.
 */
export function wildcardWeight(pattern: string): number {
  // Only the letters of the word the wildcard is in count (`jean-p*` is a one-letter prefix).
  const literal = wildcardLiteral(pattern).split(WORD_SEPARATOR).at(-1)!;
  return WILDCARD_COSTS[letters(literal)] ?? LONG_WILDCARD_COST;
}

/**
 * The letters of a prefix that narrow what it walks. The facet tokens of the index
 * (`store/facet-tokens.ts`: `zf…`, `zg…`, `zi…`, one or more per item) start with `z`, so `z` and
 * `zf` narrow nothing (`z*` took 0.35 s, and 0.9 s with 25 common words) and `zfa` as little
 * as one letter.
 */
function letters(prefix: string): number {
  if (prefix === 'z') return 0;
  return /^z[fgi]/.test(prefix) ? prefix.length - 2 : prefix.length;
}

/** The sum of `leaf` over the leaf clauses of a query, every occurrence counted. */
function sumOverLeaves(node: QueryNode, leaf: (node: QueryNode) => number): number {
  if (node.kind !== 'bool') return leaf(node);
  let sum = 0;
  for (const child of [...node.must, ...node.should, ...node.mustNot])
    sum += sumOverLeaves(child, leaf);
  return sum;
}

/**
 * What the text clauses of a query cost ({@link QUERY_COSTS}), every occurrence counted (`a* OR
 * a*` twice: deduplicate first with {@link dedupeQuery}). The words are those the index
 * tokenises (`"mona lisa"` and `jean-paul` 2 each). Facet values, ids and ranges are looked up
 * whole and cost nothing; `*:*`, `field:*` and open range ends are no wildcard terms.
 */
export function queryCost(node: QueryNode): number {
  return sumOverLeaves(node, (leaf) => {
    // A wildcard matches facet values one by one too (`CREATOR:rem*`).
    if (leaf.kind === 'term' && leaf.wildcard) {
      const text = fieldSpec(leaf.field)?.kind === 'text';
      return wildcardWeight(leaf.pattern) + (text ? WORD_COST * wordsBefore(leaf.pattern) : 0);
    }
    if ((leaf.kind !== 'term' && leaf.kind !== 'phrase') || fieldSpec(leaf.field)?.kind !== 'text')
      return 0;
    const words = indexWords(leaf.text).length;
    const proximity = leaf.kind === 'phrase' && leaf.slop !== undefined && words > 1;
    return words * (proximity ? PROXIMITY_WORD_COST : WORD_COST);
  });
}

/**
 * The words of a wildcard term before the word its first wildcard is in (`de-de-sar*` 2): the
 * term is a phrase of them all, and they cost as words.
 */
function wordsBefore(pattern: string): number {
  const before = wildcardLiteral(pattern);
  const words = indexWords(before).length;
  return before && TOKEN_CHAR.test(before.at(-1)!) ? words - 1 : words;
}

/** The leaf clauses of a query (terms, phrases, ranges, `field:*`, `*:*`), every occurrence. */
export function leafClauses(node: QueryNode): number {
  return sumOverLeaves(node, () => 1);
}

/**
 * The query with repeated clauses of one boolean node kept once (`a* OR a* OR a*` = `a*`,
 * `x AND x` = `x`, `-y -y` = `-y`), at every level; a group left with one clause is that
 * clause. AND, OR and NOT of the same clause twice match what they match once, so the matches
 * do not change; the work does.
 */
export function dedupeQuery(node: QueryNode): QueryNode {
  if (node.kind !== 'bool') return node;
  const must = unique(node.must.map(dedupeQuery));
  const should = unique(node.should.map(dedupeQuery));
  const mustNot = unique(node.mustNot.map(dedupeQuery));
  // What is left of `a OR a` is `a` itself.
  if (!mustNot.length && must.length + should.length === 1) return must[0] ?? should[0]!;
  return { kind: 'bool', must, should, mustNot };
}

function unique(nodes: QueryNode[]): QueryNode[] {
  if (nodes.length < 2) return nodes;
  const seen = new Set<string>();
  return nodes.filter((node) => {
    const key = JSON.stringify(node);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
