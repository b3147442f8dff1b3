import { QuerySyntaxError, type QueryNode } from './ast';
import { parseQuery } from './parser';
import { escapeTerm, serializeQuery } from './serialize';
import { seededRandom as rng } from '../util/random';

const ALPHABET = [
  'a',
  'b',
  'é',
  'Ж',
  '1',
  ' ',
  ' ',
  '"',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ':',
  '*',
  '?',
  '\\',
  '+',
  '-',
  '!',
  '&&',
  '||',
  '^',
  '~',
  '/',
  'AND',
  'OR',
  'NOT',
  'TO',
  'title',
  'TYPE',
  '*:*',
  '\t',
  '中',
  '\u0000',
  '💡',
];

function randomString(next: () => number): string {
  const length = Math.floor(next() * 24);
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHABET[Math.floor(next() * ALPHABET.length)];
  return s;
}

const WORDS = [
  'night',
  'watch',
  'jean-paul',
  'a:b',
  'c*',
  'AND',
  '(x)',
  'über',
  '"q"',
  'back\\slash',
  'to',
  'Ж',
];
const FIELDS = [undefined, 'title', 'who', 'TYPE', 'proxy_dc_type.en'];

function randomAst(next: () => number, depth = 0): QueryNode {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const roll = next();
  if (depth < 3 && roll < 0.3) {
    const count = 1 + Math.floor(next() * 3);
    const children = Array.from({ length: count }, () => randomAst(next, depth + 1));
    if (next() < 0.5)
      return {
        kind: 'bool',
        must: [],
        should: children.length > 1 ? children : [...children, randomAst(next, depth + 1)],
        mustNot: [],
      };
    return {
      kind: 'bool',
      must: children,
      should: [],
      mustNot: next() < 0.5 ? [randomAst(next, depth + 1)] : [],
    };
  }
  const field = pick(FIELDS);
  if (roll < 0.55) {
    const text = pick(WORDS);
    return { kind: 'term', field, text, wildcard: false, pattern: text };
  }
  if (roll < 0.75) return { kind: 'phrase', field, text: `${pick(WORDS)} ${pick(WORDS)}` };
  if (roll < 0.85)
    return {
      kind: 'range',
      field: 'YEAR',
      lower: next() < 0.3 ? undefined : '1500',
      upper: '1600',
      includeLower: next() < 0.5,
      includeUpper: next() < 0.5,
    };
  if (roll < 0.92) return { kind: 'exists', field: 'TYPE' };
  return { kind: 'all' };
}

/** A canonical form: single-clause groups unwrapped, so equivalent parses compare equal. */
function canonical(node: QueryNode): unknown {
  if (node.kind !== 'bool') return node.kind === 'term' ? { ...node, pattern: node.text } : node;
  const must = node.must.map(canonical);
  const should = node.should.map(canonical);
  const mustNot = node.mustNot.map(canonical);
  if (should.length) must.push({ or: should });
  if (must.length === 1 && !mustNot.length) return must[0];
  return { must, mustNot };
}

describe('query parser properties', () => {
  it('never throws anything but QuerySyntaxError on random input (20 000 strings)', () => {
    const next = rng(20240601);
    for (let i = 0; i < 20_000; i++) {
      const input = randomString(next);
      try {
        parseQuery(input);
      } catch (error) {
        if (!(error instanceof QuerySyntaxError))
          throw new Error(`${JSON.stringify(input)}: ${String(error)}`);
      }
    }
  });

  it('round-trips random ASTs through their Lucene text (5 000 trees)', () => {
    const next = rng(7);
    for (let i = 0; i < 5_000; i++) {
      const ast = randomAst(next);
      const text = serializeQuery(ast);
      expect({ text, parsed: canonical(parseQuery(text)) }).toEqual({
        text,
        parsed: canonical(ast),
      });
    }
  });

  it('reads any escaped word back as exactly that word', () => {
    const next = rng(99);
    for (let i = 0; i < 2_000; i++) {
      const word = randomString(next).replace(/\s/g, '') || 'x';
      const parsed = parseQuery(escapeTerm(word).replace(/^(AND|OR|NOT|TO)$/, '\\$1'));
      expect(parsed).toMatchObject({ kind: 'term', text: word, wildcard: false });
    }
  });

  // An exponential parser would not finish before the test's timeout; no stopwatch is needed.
  it('refuses pathological nesting', () => {
    expect(() => parseQuery('('.repeat(10_000) + 'a' + ')'.repeat(10_000))).toThrow(
      QuerySyntaxError,
    );
    expect(() => parseQuery('a '.repeat(5_000))).toThrow(QuerySyntaxError);
  });
});
