/** @jest-environment node */
import { escapeLuceneSpecials, rebuildSearchQuery } from './search-query';

describe('escapeLuceneSpecials', () => {
  it('escapes every Lucene special character with a backslash', () => {
    expect(escapeLuceneSpecials('a+b-c&d|e!f(g)h{i}j[k]l^m"n~o*p?q:r/s')).toBe(
      'a\\+b\\-c\\&d\\|e\\!f\\(g\\)h\\{i\\}j\\[k\\]l\\^m\\"n\\~o\\*p\\?q\\:r\\/s',
    );
  });

  it('escapes a backslash once, before the rest', () => {
    expect(escapeLuceneSpecials('a\\"')).toBe('a\\\\\\"');
  });
});

describe('rebuildSearchQuery', () => {
  it('starts from the given filters and keeps their order before facet filters', () => {
    expect(rebuildSearchQuery({ 'f[TYPE][]': 'IMAGE' }, ['collection:art'])).toEqual({
      query: '',
      qf: ['collection:art', 'TYPE:"IMAGE"'],
    });
  });

  it('accepts facet keys without [] and with indices', () => {
    expect(rebuildSearchQuery({ 'f[TYPE]': 'IMAGE', 'f[LANGUAGE][0]': 'de' }, [])).toEqual({
      query: '',
      qf: ['TYPE:"IMAGE"', 'LANGUAGE:"de"'],
    });
  });

  it('writes * for both ends of an empty range, which collapses to a single value', () => {
    expect(rebuildSearchQuery({ 'range[year][begin]': '', 'range[year][end]': '' }, [])).toEqual({
      query: '',
      qf: 'year:*',
    });
  });

  it('keeps unknown parameters as they are', () => {
    expect(rebuildSearchQuery({ q: 'x', view: 'grid', lang: ['de', 'fr'] }, [])).toEqual({
      query: 'x',
      view: 'grid',
      lang: ['de', 'fr'],
    });
  });
});
