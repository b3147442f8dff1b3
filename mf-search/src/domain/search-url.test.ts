import { changedSearchUrl, searchUrl } from './search-url';
import type { SearchRequest } from './search-request';

const request: SearchRequest = {
  query: 'turner',
  page: 3,
  qf: ['TYPE:"IMAGE"'],
  reusability: ['open'],
  api: null,
  qa: [],
};

describe('search URLs', () => {
  it('writes the parameters in a stable order and leaves page 1 out', () => {
    expect(searchUrl('en', { ...request, page: 1 })).toBe(
      '/en/search?query=turner&qf=TYPE%3A%22IMAGE%22&reusability=open',
    );
    expect(searchUrl('de', { ...request, api: 'fulltext', qa: ['who:x'] })).toBe(
      '/de/search?query=turner&page=3&qf=TYPE%3A%22IMAGE%22&reusability=open&api=fulltext&qa=who%3Ax',
    );
    expect(searchUrl('en', { query: '', qf: [], reusability: [], api: null, qa: [] })).toBe(
      '/en/search',
    );
  });

  it('goes back to page 1 when anything but the page changes', () => {
    expect(changedSearchUrl('en', request, { qf: [] })).toBe(
      '/en/search?query=turner&reusability=open',
    );
    expect(changedSearchUrl('en', request, { page: 4 })).toContain('page=4');
  });
});
