import type { QueryNode } from './ast';
import { fieldSpec } from './fields';
import { indexWords, TOKEN_CHAR } from './index-words';
import { ANY_CHARS, ONE_CHAR } from './lexer';

/**
 * What one search request may cost. Every search shares one search thread (decision 0010), so a
 * request that runs for seconds holds up everyone's searches: the limits below are for the whole
 * request (`query` and every `qf` together), not per parameter.
 */

/** Lucene's default maxClauseCount, counted over all the query parameters of a request. */
export const MAX_CLAUSES = 1024;

/**
 * The most a request's wildcard terms and proximity phrases may cost together (see
 * {@link wildcardWeight} and {@link proximityWeight}): 32 wildcard terms with three or more
 * letters before the first wildcard, 16 with two, 8 with one, 4 with none; 16 words in proximity
 * phrases. Measured on the default data (52 000 index terms): the worst request this lets through
 * takes about 0.3 s; without the limit 100 `a*` took 1.2 s and 1024 more than 100 s.
 */
export const MAX_WILDCARD_COST = 32;

/**
 * The most words the text terms and phrases of a request may search for together. One clause
 * can hold many: a phrase, or a word joined by hyphens, is a phrase of all its words, and the
 * index walks the hits of each (a phrase of 1024 times `de`, the commonest word of the default
 * data, took 0.2 s, of 4096 times 0.9–1.5 s, of 100 000 times in a POST body 40 s).
 */
export const MAX_QUERY_WORDS = 1024;

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

/** The weights of {@link wildcardWeight} and {@link proximityWeight}, as error messages explain them. */
export const WILDCARD_WEIGHTS =
  'A wildcard term costs 8 with no letter before its first wildcard, 4 with one, 2 with two and 1 with more; a proximity phrase ("a b"~N) 2 per word.';

/**
 * What one wildcard term costs. The index work of `*`/`?` grows with the index terms it may
 * match, and that is decided by the letters before the first wildcard: `a*` walks every term
 * that starts with `a` (2 460 on the default data, 12–16 ms; `s*e` 32 ms), `sa*` a tenth of
 * that, `sar*` next to nothing; a leading wildcard (`*tion`) scans the whole vocabulary (30 ms
 * for 52 000 terms, and it grows with the data). So: 8 for no letter before the first wildcard,
 * 4 for one, 2 for two, 1 for more ({@link WILDCARD_WEIGHTS}).
 */
export function wildcardWeight(pattern: string): number {
  let literal = 0;
  for (const ch of pattern) {
    if (ch === ANY_CHARS || ch === ONE_CHAR) break;
    // Only the letters of the word the wildcard is in count (`jean-p*` is a one-letter prefix).
    literal = TOKEN_CHAR.test(ch) ? literal + 1 : 0;
  }
  return literal === 0 ? 8 : literal === 1 ? 4 : literal === 2 ? 2 : 1;
}

/**
 * What a proximity phrase (`"a b c"~N`, FTS5 NEAR) costs: 2 per word. FTS5 walks every
 * position of each of its words in every row that has them all: one of three times `de`
 * (the commonest word) took 50 ms, a hundred such phrases 4.9 s, one of 1024 words 55 s.
 */
export function proximityWeight(words: number): number {
  return words > 1 ? 2 * words : 0;
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
 * The summed weight of every wildcard term and proximity phrase of a query, each occurrence
 * counted (`a* OR a*` twice: deduplicate first with {@link dedupeQuery}). `*:*`, `field:*` and
 * open range ends are not wildcard terms and cost nothing.
 */
export function wildcardCost(node: QueryNode): number {
  return sumOverLeaves(node, (leaf) => {
    if (leaf.kind === 'term') return leaf.wildcard ? wildcardWeight(leaf.pattern) : 0;
    if (leaf.kind === 'phrase' && leaf.slop !== undefined && fieldSpec(leaf.field)?.kind === 'text')
      return proximityWeight(indexWords(leaf.text).length);
    return 0;
  });
}

/**
 * The words the text terms and phrases of a query search for (`"mona lisa"` and `jean-paul` 2
 * each), as the index tokenises them; every occurrence counts. Facet values, ids and ranges
 * are looked up whole and count nothing.
 */
export function queryWords(node: QueryNode): number {
  return sumOverLeaves(node, (leaf) =>
    (leaf.kind === 'term' || leaf.kind === 'phrase') && fieldSpec(leaf.field)?.kind === 'text'
      ? indexWords(leaf.text).length
      : 0,
  );
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
