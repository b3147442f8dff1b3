/** @jest-environment node */
import { rebuildSearchQuery } from './search-query';

describe('rebuildSearchQuery', () => {
  it('starts from the given filters and keeps their order before facet filters', () => {
    expect(rebuildSearchQuery({ 'f[TYPE][]': 'IMAGE' }, ['collection:art'])).toEqual({
      query: '',
      qf: ['collection:art', 'TYPE:"IMAGE"'],
    });
  });

  it('quotes a facet value with its Lucene specials and backslashes escaped', () => {
    expect(rebuildSearchQuery({ 'f[DATA_PROVIDER][]': 'A "B" (C) \\' }, []).qf).toBe(
      'DATA_PROVIDER:"A \\"B\\" \\(C\\) \\\\"',
    );
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
