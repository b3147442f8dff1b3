import { parseSearchQuery, type QueryParams } from '../apis/search/search-query';
import { seededRandom as rng } from '../util/random';
import { QuerySyntaxError, type QueryNode } from './ast';
import { MAX_QUERY_COST, queryCost } from './budget';
import { parseQuery } from './parser';
import { serializeQuery } from './serialize';
import { labelKey, translateQuery, type LabelLookup } from './translate';

/** Labels with awkward text: Lucene specials, quotes, backslashes, many words, none at all. */
const DICTIONARY: Record<string, string[]> = {
  kunst: ['Art', 'Fine "arts"', 'a:b (c)'],
  'erster weltkrieg': ['World War I', 'First World War', 'Great War 1914–1918'],
  brucke: ['Bridge\\', 'AND', 'NOT', '*', '-', '!!'],
  uber: ['on top of the hill by the river near the town'],
  ж: ['zh', 'Ж'],
  night: ['Nacht', 'nuit', 'notte', 'noche', 'noc', 'natt'],
};
const lookup: LabelLookup = (key) => DICTIONARY[key] ?? [];

const WORDS = [
  'Kunst',
  'Erster',
  'Weltkrieg',
  'Brücke',
  'über',
  'Ж',
  'night',
  'watch',
  'jean-paul',
  'c*',
  'AND',
  '(x)',
  '"q"',
  'back\\slash',
];
const FIELDS = [undefined, undefined, undefined, 'title', 'who', 'TYPE'];

function randomAst(next: () => number, depth = 0): QueryNode {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const roll = next();
  if (depth < 3 && roll < 0.35) {
    const count = 1 + Math.floor(next() * 5);
    const children = Array.from({ length: count }, () => randomAst(next, depth + 1));
    if (next() < 0.3)
      return { kind: 'bool', must: [], should: [...children, randomAst(next)], mustNot: [] };
    return {
      kind: 'bool',
      must: children,
      should: [],
      mustNot: next() < 0.3 ? [randomAst(next, depth + 1)] : [],
    };
  }
  const field = pick(FIELDS);
  if (roll < 0.7) {
    const text = pick(WORDS);
    const wildcard = text.endsWith('*');
    return { kind: 'term', field, text, wildcard, pattern: text };
  }
  if (roll < 0.85)
    return { kind: 'phrase', field, text: `${pick(WORDS)} ${pick(WORDS)}`.replace(/"/g, '') };
  if (roll < 0.92)
    return {
      kind: 'range',
      field: 'YEAR',
      lower: '1500',
      upper: '1600',
      includeLower: true,
      includeUpper: next() < 0.5,
    };
  return { kind: 'all' };
}

const params = (query: string): QueryParams => ({
  query,
  qf: [],
  reusability: [],
  colourpalette: [],
});

describe('query translation properties', () => {
  it('never makes a valid query invalid, and its result reads back as itself (5 000 queries)', () => {
    const next = rng(4711);
    let translatedCount = 0;
    let fellBack = 0;
    for (let i = 0; i < 5_000; i++) {
      // Some queries are long lists of words, close to or over the cost budget.
      const query =
        next() < 0.2
          ? Array.from({ length: 40 + Math.floor(next() * 40) }, () =>
              serializeQuery(randomAst(next, 3)),
            ).join(' ')
          : serializeQuery(randomAst(next));
      let plain;
      try {
        plain = parseSearchQuery(params(query));
      } catch {
        continue;
      }
      const search = parseSearchQuery(params(query), (node) => translateQuery(node, lookup));
      expect(queryCost(search.root)).toBeLessThanOrEqual(MAX_QUERY_COST);
      if (search.untranslated) translatedCount++;
      else if (translateQuery(plain.query, lookup) !== plain.query) fellBack++;
      // The translated query is a query like any other: its text parses back to it.
      const text = serializeQuery(search.query);
      let reparsed: QueryNode;
      try {
        reparsed = parseQuery(text);
      } catch (error) {
        if (error instanceof QuerySyntaxError)
          throw new Error(`${query} → ${text}: ${error.message}`);
        throw error;
      }
      expect(serializeQuery(reparsed)).toBe(text);
    }
    // The generator does reach both cases.
    expect(translatedCount).toBeGreaterThan(500);
    expect(fellBack).toBeGreaterThan(10);
  });

  it('keeps every word of the query and adds only phrases of dictionary labels', () => {
    const next = rng(99);
    const labels = new Set(Object.values(DICTIONARY).flat());
    const leaves = (node: QueryNode, out: QueryNode[] = []): QueryNode[] => {
      if (node.kind === 'bool')
        for (const c of [...node.must, ...node.should, ...node.mustNot]) leaves(c, out);
      else out.push(node);
      return out;
    };
    for (let i = 0; i < 2_000; i++) {
      const ast = randomAst(next);
      const before = leaves(ast).map((n) => JSON.stringify(n));
      const after = leaves(translateQuery(ast, lookup)).map((n) => JSON.stringify(n));
      const added = [...after];
      for (const leaf of before) added.splice(added.indexOf(leaf), 1);
      expect(added.length).toBe(after.length - before.length);
      for (const leaf of added) {
        const node = JSON.parse(leaf) as QueryNode;
        expect(node.kind === 'phrase' && node.field === undefined && labels.has(node.text)).toBe(
          true,
        );
        expect(labelKey((node as { text: string }).text)).not.toBe('');
      }
    }
  });
});
