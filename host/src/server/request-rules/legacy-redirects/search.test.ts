/** @jest-environment node */
import { redirectUrl } from './request-url.testing';

// Cases taken from the URLs the old portal produced; expected values follow spec §2.4.
describe('legacy search URLs', () => {
  const search = (url: string) => {
    const result = redirectUrl(url);
    expect(result?.status).toBe(302);
    return result;
  };

  it('turns q into query and keeps the locale', () => {
    expect(search('/portal/en/search?q=fish')).toEqual({
      status: 302,
      path: '/en/search',
      query: { query: 'fish' },
    });
  });

  it('works without locale and with .html', () => {
    expect(search('/portal/search.html?q=fish')?.path).toBe('/search');
  });

  it.each(['page=2', 'per_page=24'])('drops %s', (param) => {
    expect(search(`/portal/en/search?q=fish&${param}`)?.query).toEqual({ query: 'fish' });
  });

  it('keeps view', () => {
    expect(search('/portal/en/search?q=fish&view=list')?.query).toEqual({
      query: 'fish',
      view: 'list',
    });
  });

  it('turns each facet value into a quoted qf', () => {
    expect(
      search('/portal/en/search?f%5BTYPE%5D%5B%5D=TEXT&f%5BTYPE%5D%5B%5D=IMAGE')?.query,
    ).toEqual({ query: '', qf: ['TYPE:"TEXT"', 'TYPE:"IMAGE"'] });
  });

  it('gives a single qf as a single value', () => {
    expect(search('/portal/en/search?q=x&f%5BCOUNTRY%5D%5B%5D=france')?.query).toEqual({
      query: 'x',
      qf: 'COUNTRY:"france"',
    });
  });

  it('escapes quotes inside facet values', () => {
    expect(
      search(
        '/portal/en/search?q=&f%5BDATA_PROVIDER%5D%5B%5D=Nederlands+Bakkerijmuseum+%22Het+Warme+Land%22',
      )?.query,
    ).toEqual({ query: '', qf: 'DATA_PROVIDER:"Nederlands Bakkerijmuseum \\"Het Warme Land\\""' });
  });

  it('leaves wildcard values unquoted and unescaped', () => {
    expect(
      search(
        '/portal/en/search?q=&f%5BRIGHTS%5D%5B%5D=http%2A%3A%2F%2Fcreativecommons.org%2Flicenses%2Fby-nc-sa%2A',
      )?.query,
    ).toEqual({ query: '', qf: 'RIGHTS:http*://creativecommons.org/licenses/by-nc-sa*' });
  });

  it('leaves facets that refuse quotes unquoted', () => {
    expect(search('/portal/en/search?f%5BMIME_TYPE%5D%5B%5D=image%2Fjpeg')?.query).toEqual({
      query: '',
      qf: 'MIME_TYPE:image/jpeg',
    });
  });

  it('turns reusability facets into one comma-separated reusability', () => {
    expect(search('/portal/en/search?f%5BREUSABILITY%5D%5B%5D=open')?.query).toEqual({
      query: '',
      reusability: 'open',
    });
    expect(
      search('/portal/en/search?f%5BREUSABILITY%5D%5B%5D=open&f%5BREUSABILITY%5D%5B%5D=restricted')
        ?.query,
    ).toEqual({ query: '', reusability: 'open,restricted' });
  });

  it.each([
    ['default', 'metadata'],
    ['api', 'fulltext'],
  ])('maps api %s to %s', (legacy, api) => {
    expect(search(`/portal/en/search?f%5Bapi%5D%5B%5D=${legacy}`)?.query).toEqual({
      query: '',
      api,
    });
  });

  it('ignores an api value it does not know', () => {
    expect(search('/portal/en/search?f%5Bapi%5D%5B%5D=other')?.query).toEqual({ query: '' });
  });

  it('joins q and query with AND, q first', () => {
    expect(search('/portal/en/search?query=hook&q=fish')?.query).toEqual({
      query: 'fish AND hook',
    });
  });

  it('joins old qf[] terms into the query', () => {
    expect(search('/portal/en/search?q=whale&qf%5B%5D=NOT+tooth')?.query).toEqual({
      query: 'whale AND NOT tooth',
    });
    expect(search('/portal/en/search?q=whale&qf%5B%5D=a&qf%5B%5D=b')?.query).toEqual({
      query: 'whale AND a AND b',
    });
  });

  it('does not leave a dangling AND for an empty q', () => {
    expect(search('/portal/en/search?q=&query=hook')?.query).toEqual({ query: 'hook' });
  });

  it('drops filter parameters it cannot read', () => {
    expect(search('/portal/en/search?q=x&f=TYPE&range%5Byear%5D=1900')?.query).toEqual({
      query: 'x',
    });
  });
});

describe('legacy collection searches', () => {
  const newspapers = '/portal/en/collections/newspapers?q=';
  const range = (begin: string, end: string) =>
    `&range%5Bproxy_dcterms_issued%5D%5Bbegin%5D=${begin}&range%5Bproxy_dcterms_issued%5D%5Bend%5D=${end}`;

  it('searches inside the collection when q is present', () => {
    expect(redirectUrl('/portal/en/collections/art?q=paint')).toEqual({
      status: 302,
      path: '/en/search',
      query: { query: 'paint', qf: 'collection:art' },
    });
  });

  it.each([
    ['world-war-I', 'ww1'],
    ['industrial-heritage', 'industrial'],
    ['manuscripts', 'manuscript'],
    ['maps', 'map'],
    ['natural-history', 'nature'],
    ['newspapers', 'newspaper'],
    ['migration', 'migration'],
  ])('maps the collection name %s to %s', (name, theme) => {
    expect(redirectUrl(`/portal/collections/${name}?q=x`)?.query).toEqual({
      query: 'x',
      qf: `collection:${theme}`,
    });
  });

  it('builds a closed range', () => {
    expect(redirectUrl(newspapers + range('1900-01-01', '1910-01-01'))?.query).toEqual({
      query: '',
      qf: ['collection:newspaper', 'proxy_dcterms_issued:[1900-01-01 TO 1910-01-01]'],
    });
  });

  it('writes an open start as *', () => {
    expect(redirectUrl(newspapers + range('', '1910-01-01'))?.query.qf).toEqual([
      'collection:newspaper',
      'proxy_dcterms_issued:[* TO 1910-01-01]',
    ]);
  });

  it('writes an open end as *, also when the end is missing', () => {
    const expected = ['collection:newspaper', 'proxy_dcterms_issued:[1900-01-01 TO *]'];
    expect(redirectUrl(newspapers + range('1900-01-01', ''))?.query.qf).toEqual(expected);
    expect(
      redirectUrl(`${newspapers}&range%5Bproxy_dcterms_issued%5D%5Bbegin%5D=1900-01-01`)?.query.qf,
    ).toEqual(expected);
  });

  it('writes a single value when both ends are equal', () => {
    expect(redirectUrl(newspapers + range('1900-01-01', '1900-01-01'))?.query.qf).toEqual([
      'collection:newspaper',
      'proxy_dcterms_issued:1900-01-01',
    ]);
  });

  it('leaves the collection page to the static table without q', () => {
    expect(redirectUrl('/portal/en/collections/art?view=grid')).toEqual({
      status: 301,
      path: '/en/collections/topic/190-art',
      query: { view: 'grid' },
    });
  });
});
