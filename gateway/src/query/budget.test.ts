import { QuerySyntaxError, type QueryNode } from './ast';
import {
  ClauseBudget,
  dedupeQuery,
  leafClauses,
  MAX_CLAUSES,
  MAX_QUERY_COST,
  PROXIMITY_WORD_COST,
  queryCost,
  wildcardWeight,
  WORD_COST,
} from './budget';
import { ANY_CHARS } from './lexer';
import { parseQuery } from './parser';
import { seededRandom as rng } from '../util/random';

const cost = (query: string): number => queryCost(dedupeQuery(parseQuery(query)));

describe('ClauseBudget', () => {
  it('limits the clauses of several parses together', () => {
    const budget = new ClauseBudget(MAX_CLAUSES, 'in query and qf together');
    parseQuery(Array(600).fill('a').join(' OR '), budget);
    expect(budget.used).toBe(600);
    expect(() => parseQuery(Array(425).fill('b').join(' '), budget)).toThrow(
      new QuerySyntaxError('Too many clauses (at most 1024 in query and qf together)', 0),
    );
  });

  it('gives each parse 1024 clauses of its own by default', () => {
    expect(() => parseQuery(Array(1024).fill('a').join(' OR '))).not.toThrow();
    expect(() => parseQuery(Array(1025).fill('a').join(' OR '))).toThrow(
      /Too many clauses \(at most 1024\)/,
    );
    expect(() => parseQuery(Array(600).fill('a').join(' '))).not.toThrow();
  });
});

describe('queryCost', () => {
  it.each([
    ['*tion', MAX_QUERY_COST],
    ['?', MAX_QUERY_COST],
    ['a*', 300],
    ['a*e', 300],
    ['a?', 300],
    ['1*', 300],
    ['sa*', 100],
    ['sa?e', 100],
    ['190*q', 25],
    ['sar*', 25],
    ['rembr*ndt', 8],
    ['ЖЖЖЖ*', 8],
    ['CREATOR:rem*', 25],
    // the facet tokens of the index start with zf, zg and zi
    ['z*', MAX_QUERY_COST],
    ['ZF*', MAX_QUERY_COST],
    ['zi1*', 300],
    ['za*', 100],
    ['zeb*', 25],
    // folded as the index folds text
    ['Ž*', MAX_QUERY_COST],
    ['ẑi*', MAX_QUERY_COST],
    ['Žfa*', 300],
    ['cafe\u0301*', 8],
  ])('costs %s %i as a wildcard term', (query, weight) => {
    expect(cost(query)).toBe(weight);
    const term = parseQuery(query);
    expect(term.kind === 'term' && wildcardWeight(term.pattern)).toBe(weight);
  });

  it('costs each word of a text term or phrase, as the index splits them', () => {
    expect(cost('mona lisa')).toBe(2 * WORD_COST);
    expect(cost('"the night watch" jean-paul title:x')).toBe(6 * WORD_COST);
    expect(cost(`"${'de '.repeat(5000)}"`)).toBe(5000 * WORD_COST);
  });

  it('costs the other words of a hyphenated wildcard term as words of its phrase', () => {
    expect(cost('jean-p*')).toBe(300 + WORD_COST);
    expect(cost('de-de-sarx*')).toBe(8 + 2 * WORD_COST);
    expect(cost(`${'de-'.repeat(100)}sarx*`)).toBe(8 + 100 * WORD_COST);
    // in a facet field the value is one, matched whole
    expect(cost('CREATOR:van-gogh*')).toBe(8);
  });

  it('costs a word of a proximity phrase more', () => {
    expect(cost('"night watch"~3')).toBe(2 * PROXIMITY_WORD_COST);
    expect(cost('title:"the night watch"~10 "the night watch"')).toBe(
      3 * PROXIMITY_WORD_COST + 3 * WORD_COST,
    );
    expect(cost('"night"~3')).toBe(WORD_COST);
  });

  it('adds words and wildcards up in one budget', () => {
    // what took 20 s on the 97 000 items within the three limits this budget replaces
    const wildcards = Array.from({ length: 32 }, (_, i) => `${503 + 3 * i}*zq`).join(' OR ');
    expect(cost(`${wildcards} OR "${'github '.repeat(960)}"`)).toBeGreaterThan(MAX_QUERY_COST);
    expect(cost('a* OR mona lisa')).toBe(300 + 2 * WORD_COST);
  });

  it('costs nothing for facet values, ids, match-all, field existence, ranges, escaped stars', () => {
    for (const query of [
      'TYPE:IMAGE',
      'edm_agent:"http://data.europeana.eu/agent/1"~2',
      'europeana_id:"/1/x"',
      '*:*',
      '*',
      'title:*',
      'contentTier:*',
      'YEAR:[* TO 1900]',
    ])
      expect([query, cost(query)]).toEqual([query, 0]);
    expect(cost('a\\*')).toBe(WORD_COST);
    expect(cost('"a* b?"')).toBe(2 * WORD_COST);
  });

  it('counts every occurrence that is left once repeated clauses are dropped', () => {
    expect(cost(Array(1024).fill('a*').join(' OR '))).toBe(300);
    expect(cost('sa* sb* sa*')).toBe(200);
    expect(cost('(x AND sa*e) OR (y AND sa*e)')).toBe(200 + 2 * WORD_COST);
    expect(cost('title:abc* -who:abc*')).toBe(50);
  });
});

describe('leafClauses', () => {
  it('counts the leaves of a query, after repeated ones are dropped', () => {
    expect(leafClauses(dedupeQuery(parseQuery(Array(1024).fill('x*y').join(' OR '))))).toBe(1);
    expect(leafClauses(parseQuery('(a OR b) AND -c title:"d e" YEAR:[1 TO 2] *:*'))).toBe(6);
  });
});

describe('dedupeQuery', () => {
  it('keeps a repeated clause of a boolean node once, at every level', () => {
    expect(dedupeQuery(parseQuery('a OR a OR a'))).toEqual(parseQuery('a'));
    expect(dedupeQuery(parseQuery('(x OR x) AND (x OR x) -y -y'))).toEqual(parseQuery('(x) -y'));
    expect(dedupeQuery(parseQuery('a OR b'))).toEqual(parseQuery('a OR b'));
    // A phrase and a term of the same word differ; so do the same word in two fields.
    expect(dedupeQuery(parseQuery('a OR "a" OR title:a'))).toEqual(
      parseQuery('a OR "a" OR title:a'),
    );
  });

  // A document is a set of words; a leaf matches when the document has its text. Should clauses
  // are required as resolve() reads them (the parser never gives a node both must and should).
  const matches = (node: QueryNode, doc: ReadonlySet<string>): boolean => {
    switch (node.kind) {
      case 'all':
        return true;
      case 'term':
      case 'phrase':
        return doc.has(`${node.field ?? ''}:${node.text}`);
      case 'bool':
        return (
          node.must.every((n) => matches(n, doc)) &&
          (node.should.length === 0 || node.should.some((n) => matches(n, doc))) &&
          !node.mustNot.some((n) => matches(n, doc))
        );
      default:
        return false;
    }
  };
  const WORDS = ['a', 'b', 'c', 'd*'];
  const FIELDS = [undefined, 'title'];

  function randomQuery(next: () => number, depth = 0): QueryNode {
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    if (depth < 4 && next() < 0.45) {
      const children = (n: number) => Array.from({ length: n }, () => randomQuery(next, depth + 1));
      return {
        kind: 'bool',
        must: children(Math.floor(next() * 3)),
        should: children(Math.floor(next() * 4)),
        mustNot: children(Math.floor(next() * 2)),
      };
    }
    const text = pick(WORDS);
    const wildcard = text.endsWith('*');
    return next() < 0.8 || wildcard
      ? { kind: 'term', field: pick(FIELDS), text, wildcard, pattern: text.replace('*', ANY_CHARS) }
      : { kind: 'phrase', field: pick(FIELDS), text };
  }

  it('never changes what a query matches, and is idempotent (3 000 random queries)', () => {
    const next = rng(20261127);
    const docs: Array<Set<string>> = [];
    for (let i = 0; i < 40; i++) {
      const doc = new Set<string>();
      for (const field of FIELDS)
        for (const word of WORDS) if (next() < 0.5) doc.add(`${field ?? ''}:${word}`);
      docs.push(doc);
    }
    for (let i = 0; i < 3000; i++) {
      const query = randomQuery(next);
      const deduped = dedupeQuery(query);
      for (const doc of docs) expect(matches(deduped, doc)).toBe(matches(query, doc));
      expect(dedupeQuery(deduped)).toEqual(deduped);
      expect(queryCost(deduped)).toBeLessThanOrEqual(queryCost(query));
    }
  });
});
