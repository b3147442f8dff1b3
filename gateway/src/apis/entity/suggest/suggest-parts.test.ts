import { compareSuggestions, type MatchClass, type Suggestion } from './suggester';
import { allowedTypos, boundedEditDistance } from './edit-distance';
import { normalizeLabel, tokenize } from './normalize';
import { TopK } from './top-k';
import { Vocabulary } from './vocabulary';

describe('suggest building blocks', () => {
  it('normalises labels like the FTS tokenizer', () => {
    expect(tokenize('Matthäus-Paris, «Œuvre»')).toEqual(['matthaus', 'paris', 'œuvre']);
    expect(normalizeLabel('  Jan  van Eyck ')).toBe('jan van eyck');
  });

  it('bounds the edit distance and counts a transposition once', () => {
    expect(boundedEditDistance('rembrandt', 'rembrandt', 2)).toBe(0);
    expect(boundedEditDistance('rembrnadt', 'rembrandt', 2)).toBe(1);
    expect(boundedEditDistance('vermer', 'vermeer', 1)).toBe(1);
    expect(boundedEditDistance('paris', 'london', 2)).toBe(3);
    expect(boundedEditDistance('a', 'abcdef', 1)).toBe(2);
    // Prefix mode: the typed beginning against the closest start of the word.
    expect(boundedEditDistance('rembr', 'rembrandt', 1, true)).toBe(0);
    expect(boundedEditDistance('rembar', 'rembrandt', 1, true)).toBe(1);
    expect(boundedEditDistance('xembr', 'rembrandt', 0, true)).toBe(1);
    expect([3, 4, 6, 7].map(allowedTypos)).toEqual([0, 1, 1, 2]);
  });

  it('finds vocabulary words within the allowed typos through the bigram filter', () => {
    const vocabulary = new Vocabulary();
    const words = ['london', 'londonderry', 'lyon', 'rembrandt', 'remedios', 'vermeer', 'verne'];
    const ids = words.map((w) => vocabulary.add(w));
    vocabulary.seal();
    const near = (token: string, max: number, prefix = false) =>
      [...vocabulary.near(token, max, prefix)].map(([i, d]) => `${words[i]}:${d}`).sort();
    expect(near('lodnon', 1)).toEqual(['london:1']);
    // A word reached only as a beginning counts half an edit more.
    expect(near('lodnon', 1, true)).toEqual(['london:1', 'londonderry:1.5']);
    expect(near('vermer', 1)).toEqual(['vermeer:1']);
    expect(near('rembrnadt', 2)).toEqual(['rembrandt:1']);
    expect(near('rem', 0, true)).toEqual(['rembrandt:0.5', 'remedios:0.5']);
    expect(near('verne', 0, true)).toEqual(['verne:0']);
    expect(near('xyzzy', 1)).toEqual([]);
    expect(vocabulary.withPrefix('lon').map((i) => words[i])).toEqual(['london', 'londonderry']);
    expect(ids).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('keeps the k best in order', () => {
    const top = new TopK<number>(3, (a, b) => a - b);
    for (const n of [5, 1, 9, 3, 7, 2, 8]) top.offer(n);
    expect(top.toArray()).toEqual([1, 2, 3]);
  });
});

describe('compareSuggestions', () => {
  /** A word match of a label `extraWords` longer than the text, for an entity with `count` items. */
  const candidate = (id: string, extraWords: number, count: number): Suggestion => ({
    entry: { key: 0, id, type: 'Agent', count, labels: [] },
    match: 0 as MatchClass,
    distance: 0,
    extraWords,
    languageMatch: true,
    labelLength: 10,
    pref: true,
  });
  const order = (...suggestions: Suggestion[]): string[] =>
    suggestions.sort(compareSuggestions).map((s) => s.entry.id);

  it('weighs the words beyond the text against the items the entity holds', () => {
    // "turner": Joseph Mallord William Turner, 39,000 items, before Daniel Turner, 12.
    expect(order(candidate('daniel', 1, 12), candidate('jmw', 3, 39_000))).toEqual([
      'jmw',
      'daniel',
    ]);
    // "paris": Paris, 500 items, before a museum in Paris with more.
    expect(order(candidate('museum', 2, 3_000), candidate('paris', 0, 500))).toEqual([
      'paris',
      'museum',
    ]);
    // Alike in items: the shorter label first.
    expect(order(candidate('long', 2, 5), candidate('short', 1, 5))).toEqual(['short', 'long']);
  });
});
