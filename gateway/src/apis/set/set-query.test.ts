import { parseSetQuery, parseSetSort, userIdOf } from './set-query';

describe('set search queries', () => {
  it("reads the portal's queries and filters", () => {
    expect(parseSetQuery('creator:abc-123 type:BookmarkFolder', ['visibility:published'])).toEqual([
      { field: 'creator', values: ['abc-123'] },
      { field: 'type', values: ['BookmarkFolder'] },
      { field: 'visibility', values: ['published'] },
    ]);
    expect(parseSetQuery('*', ['item:/1/a', 'lang:EN', 'set_id:7', 'contributor:"xy"'])).toEqual([
      { field: 'item', values: ['/1/a'] },
      { field: 'lang', values: ['en'] },
      { field: 'set_id', values: ['7'] },
      { field: 'contributor', values: ['xy'] },
    ]);
  });

  it('reads words as title and description words, and * and AND as nothing', () => {
    expect(parseSetQuery('Pärís-Salon AND *:*', [])).toEqual([
      { field: 'text', values: ['paris', 'salon'] },
    ]);
    expect(parseSetQuery('*', [])).toEqual([]);
    expect(parseSetQuery('creator:"http://data.europeana.eu/user/abc"', [])).toEqual([
      { field: 'creator', values: ['abc'] },
    ]);
  });

  it.each([
    'owner:x',
    'a OR b',
    'NOT a',
    '(a)',
    'creator:',
    'creator:a/b',
    'type:Gallery',
    'item:/x/y',
    'set_id:1.5',
    'lang:eng1',
    '"unbalanced',
  ])('refuses %s', (query) => {
    expect(() => parseSetQuery(query, [])).toThrow(/Invalid query/);
  });

  it('limits clauses and length', () => {
    expect(() => parseSetQuery(Array(33).fill('word').join(' '), [])).toThrow(/32 clauses/);
    expect(() => parseSetQuery(Array(33).fill('w').join('-'), [])).toThrow(/32 clauses/);
    expect(() => parseSetQuery('*', ['x'.repeat(2001)])).toThrow(/characters/);
  });

  it('sorts by modified, created or issued, descending unless asked', () => {
    expect(parseSetSort(undefined, undefined)).toEqual({ field: 'modified', descending: true });
    expect(parseSetSort('created asc', undefined)).toEqual({ field: 'created', descending: false });
    expect(parseSetSort('issued', 'ASC')).toEqual({ field: 'issued', descending: false });
    expect(() => parseSetSort('title', undefined)).toThrow(/Cannot sort/);
    expect(() => parseSetSort('created sideways', undefined)).toThrow(/sortOrder/);
  });

  it('takes user ids and user URIs', () => {
    expect(userIdOf('http://data.europeana.eu/user/5f1c-aa')).toBe('5f1c-aa');
    expect(userIdOf('a b')).toBeUndefined();
  });
});
