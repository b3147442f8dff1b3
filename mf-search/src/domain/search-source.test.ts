import { createTestPortal, fakeFetch } from '../testing/test-portal';
import { searchSourceFor } from './search-source';

describe('searchSourceFor (the API a search page and its facet counts ask)', () => {
  const answer = () => ({ success: true, itemsCount: 0, totalResults: 1, items: [] });

  it('asks the full-text search for api=fulltext, the Search API otherwise', async () => {
    const api = fakeFetch({
      '/api/record/search.json': answer,
      '/api/fulltext/search.json': answer,
    });
    const portal = createTestPortal({ fetch: api.fetch });
    const params = { query: 'krieg', qf: ['COUNTRY:"Austria"'], rows: 0, facet: 'COUNTRY' };
    await searchSourceFor(portal.api, 'fulltext').search(params);
    await searchSourceFor(portal.api, 'metadata').search(params);
    await searchSourceFor(portal.api, null).search(params);
    expect(api.calls.map((url) => url.pathname)).toEqual([
      '/api/fulltext/search.json',
      '/api/record/search.json',
      '/api/record/search.json',
    ]);
    expect(api.calls[0]!.searchParams.getAll('qf')).toEqual(['COUNTRY:"Austria"']);
    expect(api.calls[0]!.searchParams.get('facet')).toBe('COUNTRY');
  });
});
