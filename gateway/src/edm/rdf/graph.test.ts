import { GraphBuilder, iri, isLanguageTag, literal, typed } from './graph';

describe('RDF graph model', () => {
  it('keeps a language only when it is a language tag', () => {
    expect(literal('x', 'en')).toEqual({ value: 'x', lang: 'en' });
    expect(literal('x', 'en-GB')).toEqual({ value: 'x', lang: 'en-GB' });
    // `def` is the Record API's "no language"; keys no syntax can carry become plain text.
    expect(literal('x', 'def')).toEqual({ value: 'x' });
    expect(literal('x', 'en gb')).toEqual({ value: 'x' });
    expect(literal('x', '"><x')).toEqual({ value: 'x' });
    expect(literal('x', '')).toEqual({ value: 'x' });
    expect(isLanguageTag('zh-Hant-TW')).toBe(true);
    expect(isLanguageTag('-en')).toBe(false);
    expect(isLanguageTag('x-weird-LANG-tag-1234567890')).toBe(false);
    expect(isLanguageTag('abcdefghi')).toBe(false);
    expect(literal('x', 'x-weird-LANG-tag-1234567890')).toEqual({ value: 'x' });
  });

  it('builds nodes in order, each statement once per node', () => {
    const graph = new GraphBuilder();
    const a = graph.node('http://x/a', 'http://x/C');
    const b = graph.node('http://x/b');
    graph.add(a, 'http://x/p', [literal('1'), literal('1'), literal('1', 'en'), iri('http://x/b')]);
    graph.add(a, 'http://x/p', [iri('http://x/b'), typed('1', 'http://x/int')]);
    graph.add(b, 'http://x/p', [literal('1')]);
    expect(graph.build()).toEqual({
      nodes: [
        {
          subject: 'http://x/a',
          types: ['http://x/C'],
          statements: [
            { predicate: 'http://x/p', object: { value: '1' } },
            { predicate: 'http://x/p', object: { value: '1', lang: 'en' } },
            { predicate: 'http://x/p', object: { iri: 'http://x/b' } },
            { predicate: 'http://x/p', object: { value: '1', datatype: 'http://x/int' } },
          ],
        },
        {
          subject: 'http://x/b',
          types: [],
          statements: [{ predicate: 'http://x/p', object: { value: '1' } }],
        },
      ],
    });
  });
});
