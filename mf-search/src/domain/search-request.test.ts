import {
  facetApiParams,
  FACET_FULL_LIMIT,
  parseSearchUrl,
  searchApiParams,
  pageWindowOf,
  type SearchRequest,
} from './search-request';

const url = (search: string) => new URL(`http://portal.local/en/search${search}`);

function request(search: string): SearchRequest {
  const parsed = parseSearchUrl(url(search));
  if (parsed.kind !== 'search') throw new Error('expected a search');
  return parsed.request;
}

describe('reading search URLs', () => {
  it('reads query, page, filters, reusability, api and qa', () => {
    expect(
      request(
        '?query=+turner+&page=3&qf=TYPE:"IMAGE"&qf=&reusability=open,permission&api=fulltext&qa=who:turner',
      ),
    ).toEqual({
      query: 'turner',
      page: 3,
      qf: ['TYPE:"IMAGE"'],
      reusability: ['open', 'permission'],
      api: 'fulltext',
      qa: ['who:turner'],
    });
  });

  it('reads a repeated filter once, so removing its chip removes it', () => {
    expect(request('?qf=TYPE:IMAGE&qf=TYPE:IMAGE&qf=%20TYPE:IMAGE&qa=a&qa=a')).toMatchObject({
      qf: ['TYPE:IMAGE'],
      qa: ['a'],
    });
  });

  it('takes a missing page as page 1 and ignores an unknown api', () => {
    expect(request('?query=x&api=nonsense')).toMatchObject({ page: 1, api: null });
  });

  it.each(['0', '-2', 'two', '1.5', ''])(
    'redirects page=%p to page 1, keeping the rest',
    (page) => {
      expect(parseSearchUrl(url(`?query=cat&page=${page}&qf=TYPE%3AIMAGE`))).toEqual({
        kind: 'redirect',
        location: '/en/search?query=cat&page=1&qf=TYPE%3AIMAGE',
      });
    },
  );

  it.each(['grid', 'list', 'mosaic'] as const)(
    'redirects view=%p to the search without it, naming the view to remember',
    (view) => {
      expect(parseSearchUrl(url(`?query=cat&view=${view}&page=2`))).toEqual({
        kind: 'redirect',
        location: '/en/search?query=cat&page=2',
        view,
      });
    },
  );

  it('drops an unknown view without remembering it, and fixes the page in the same redirect', () => {
    expect(parseSearchUrl(url('?view=table&page=zero'))).toEqual({
      kind: 'redirect',
      location: '/en/search?page=1',
    });
    expect(parseSearchUrl(url('?view='))).toEqual({ kind: 'redirect', location: '/en/search' });
  });
});

describe('Search API parameters', () => {
  it('searches everything with the default tiers and 24 minimal rows', () => {
    const params = searchApiParams(request(''), pageWindowOf(request('')));
    expect(params).toEqual({
      query: '*:*',
      qf: ['contentTier:(1 OR 2 OR 3 OR 4)'],
      rows: 24,
      start: 1,
      profile: 'minimal',
    });
  });

  it('ORs values of one facet, adds qa rules and reusability', () => {
    const r = request(
      '?query=turner&page=2&qf=TYPE:"IMAGE"&qf=TYPE:"VIDEO"&qf=collection:art&reusability=open&qa=who:turner',
    );
    expect(searchApiParams(r, pageWindowOf(r))).toEqual({
      query: 'turner',
      qf: [
        'TYPE:("IMAGE" OR "VIDEO")',
        'collection:art',
        'who:turner',
        'contentTier:(2 OR 3 OR 4)',
      ],
      rows: 24,
      start: 25,
      profile: 'minimal',
      reusability: 'open',
    });
  });

  it('caps the rows of the last reachable page', () => {
    const r = request('?page=42');
    expect(searchApiParams(r, pageWindowOf(r))).toMatchObject({ start: 985, rows: 16 });
  });

  it('counts facets without rows, and without the filters of a field when asked', () => {
    const r = request('?query=x&qf=TYPE:"IMAGE"&qf=COUNTRY:"France"&reusability=open');
    expect(facetApiParams(r, ['TYPE', 'COUNTRY'])).toEqual({
      query: 'x',
      qf: ['TYPE:"IMAGE"', 'COUNTRY:"France"', 'contentTier:(1 OR 2 OR 3 OR 4)'],
      rows: 0,
      profile: 'facets',
      facet: 'TYPE,COUNTRY',
      reusability: 'open',
    });
    expect(facetApiParams(r, ['TYPE'], { withoutField: 'TYPE' }).qf).toEqual([
      'COUNTRY:"France"',
      'contentTier:(1 OR 2 OR 3 OR 4)',
    ]);
    expect(
      facetApiParams(r, ['REUSABILITY'], { withoutField: 'REUSABILITY' }).reusability,
    ).toBeUndefined();
  });

  it('asks for more values of a facet only when given a limit', () => {
    const r = request('?query=x&qf=CREATOR:"Rembrandt"');
    expect(Object.keys(facetApiParams(r, ['CREATOR']))).not.toContain('f.CREATOR.facet.limit');
    const params = facetApiParams(r, ['CREATOR', 'proxy_dc_type.en'], {
      withoutField: 'CREATOR',
      limit: FACET_FULL_LIMIT,
    });
    expect(params['f.CREATOR.facet.limit']).toBe(1000);
    expect(params['f.proxy_dc_type.en.facet.limit']).toBe(1000);
    expect(params.qf).toEqual(['contentTier:(1 OR 2 OR 3 OR 4)']);
  });

  it('counts every tier when the visitor filters on tiers', () => {
    const r = request('?qf=contentTier:"0"');
    expect(facetApiParams(r, ['contentTier'], { withoutField: 'contentTier' }).qf).toEqual([]);
  });
});
