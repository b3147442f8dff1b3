/** @jest-environment node */
import type { PortalLoaderArgs } from '@portal/shared-kernel';
import { createTestPortal, fakeFetch, jsonResponse, type Route } from '../../testing/test-portal';
import {
  loader,
  INVALID_FILTER_CODE,
  INVALID_QUERY_CODE,
  PAGINATION_LIMIT_CODE,
  type SearchData,
} from './search.loader';

const item = (n: number) => ({
  id: `/123/item_${n}`,
  type: 'IMAGE',
  dcTitleLangAware: { en: [`Item ${n}`] },
  dataProvider: ['Tate'],
  edmPreview: [`http://gw/thumbnail/v2/url.json?uri=http%3A%2F%2Fimg%2F${n}.jpg&type=IMAGE`],
});

const searchResponse = (total: number, count = Math.min(total, 24)) => ({
  success: true,
  itemsCount: count,
  totalResults: total,
  items: Array.from({ length: count }, (_, n) => item(n)),
});

const turner = {
  type: 'ResultPage',
  items: [
    { id: 'http://data.europeana.eu/agent/1', type: 'Agent', prefLabel: { en: 'J. M. W. Turner' } },
  ],
};

function run(
  search: string,
  routes: Record<string, Route> = {},
  options: { locale?: 'en' | 'de'; loggedIn?: boolean; server?: boolean } = {},
) {
  const api = fakeFetch({
    '/api/record/search.json': () => searchResponse(997),
    '/api/entity/suggest': () => turner,
    ...routes,
  });
  const portal = createTestPortal({
    fetch: api.fetch,
    locale: options.locale ?? 'en',
    stores: options.loggedIn ? { auth: { user: { sub: 'u1' } } } : {},
  });
  portal.isServer = options.server ?? false;
  const locale = options.locale ?? 'en';
  const args = {
    request: new Request(`http://portal.local/${locale}/search${search}`),
    params: { lang: locale },
    context: portal,
  } as unknown as PortalLoaderArgs;
  return { result: loader(args), calls: api.calls, portal };
}

const searchCalls = (calls: URL[]) => calls.filter((url) => url.pathname.endsWith('/search.json'));

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error('expected the loader to throw');
}

describe('search loader', () => {
  it('searches the URL query, page 1, 24 rows, with the default tiers', async () => {
    const { result, calls } = run('?query=turner');
    const data = (await result) as SearchData;
    const [call] = searchCalls(calls);
    expect(call!.searchParams.get('query')).toBe('turner');
    expect(call!.searchParams.get('rows')).toBe('24');
    expect(call!.searchParams.get('start')).toBe('1');
    expect(call!.searchParams.get('profile')).toBe('minimal');
    expect(call!.searchParams.getAll('qf')).toEqual(['contentTier:(1 OR 2 OR 3 OR 4)']);
    expect(data).toMatchObject({ totalResults: 997, totalPages: 42, lastAvailablePage: false });
    expect(data.results).toHaveLength(24);
    expect(data.results[0]).toEqual({
      id: '/123/item_0',
      type: 'IMAGE',
      title: { text: 'Item 0', lang: 'en' },
      dataProvider: 'Tate',
      preview: item(0).edmPreview[0],
    });
  });

  it('searches everything for an empty query and shows no related collections', async () => {
    const { result, calls } = run('');
    const data = await result;
    expect(searchCalls(calls)[0]!.searchParams.get('query')).toBe('*:*');
    expect(calls.some((url) => url.pathname === '/api/entity/suggest')).toBe(false);
    expect(data.related).toEqual([]);
  });

  it('finds related collections for the query on the first page', async () => {
    const { result, calls } = run('?query=turner');
    expect((await result).related).toEqual([
      expect.objectContaining({
        label: 'J. M. W. Turner',
        to: '/en/collections/person/1-j-m-w-turner',
      }),
    ]);
    const suggest = calls.find((url) => url.pathname === '/api/entity/suggest')!;
    expect(suggest.searchParams.get('rows')).toBe('4');
    expect(suggest.searchParams.get('language')).toBe('en');
  });

  it('shows the results even when related collections fail', async () => {
    const { result } = run('?query=turner', {
      '/api/entity/suggest': () => jsonResponse({ error: 'down' }, 503),
    });
    const data = await result;
    expect(data.related).toEqual([]);
    expect(data.results).toHaveLength(24);
  });

  it('tells the header about the search', async () => {
    const { result, portal } = run('?query=turner&qf=TYPE:"IMAGE"');
    await result;
    expect(portal.stores.search).toMatchObject({
      active: true,
      showSidebarToggle: true,
      totalResults: 997,
      queryInputValue: 'turner',
      filtersApplied: true,
    });
  });

  it('redirects an invalid page to page 1', async () => {
    const response = await thrown(run('?query=cat&page=abc').result);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en/search?query=cat&page=1');
  });

  it('on the server, redirects a view in the URL to the search without it and sets the view cookie', async () => {
    const { result, portal, calls } = run('?query=cat&view=list', {}, { server: true });
    const response = await thrown(result);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en/search?query=cat');
    expect(response.headers.get('Set-Cookie')).toMatch(/^searchResultsView=list; Path=\/;/);
    expect(portal.stores.search.view).toBe('grid');
    expect(searchCalls(calls)).toHaveLength(0);
  });

  it('in the browser, remembers a view from the URL in the store and the document cookie', async () => {
    const doc = { cookie: '', location: { protocol: 'https:' } };
    Object.assign(globalThis, { document: doc });
    try {
      const { result, portal } = run('?view=mosaic&query=cat');
      const response = await thrown(result);
      expect(response.headers.get('Location')).toBe('/en/search?query=cat');
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(portal.stores.search.view).toBe('mosaic');
      expect(doc.cookie).toMatch(/^searchResultsView=mosaic; .*; Secure$/);
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
  });

  it('drops an unknown view without a cookie', async () => {
    const response = await thrown(run('?query=cat&view=table', {}, { server: true }).result);
    expect(response.headers.get('Location')).toBe('/en/search?query=cat');
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('asks for the capped rows of the last page and flags it', async () => {
    const { result, calls } = run('?query=x&page=42');
    const data = await result;
    const call = searchCalls(calls)[0]!;
    expect([call.searchParams.get('start'), call.searchParams.get('rows')]).toEqual(['985', '16']);
    expect(data.lastAvailablePage).toBe(true);
  });

  it('answers a page beyond the limit with searchPaginationLimitExceeded and the last page, counting only', async () => {
    const { result, calls } = run('?query=x&page=43', {
      '/api/record/search.json': () => searchResponse(115, 0),
    });
    const response = await thrown(result);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: PAGINATION_LIMIT_CODE,
      limit: 1000,
      lastPage: 5,
    });
    const counts = searchCalls(calls);
    expect(counts).toHaveLength(1);
    expect(counts[0]!.searchParams.get('rows')).toBe('0');
    expect(counts[0]!.searchParams.get('query')).toBe('x');
  });

  it('caps the last page at the limit, and leaves it out when the count fails', async () => {
    const many = await thrown(
      run('?query=x&page=50', { '/api/record/search.json': () => searchResponse(5000, 0) }).result,
    );
    expect(await many.json()).toMatchObject({ lastPage: 42 });
    const failed = await thrown(
      run('?query=x&page=50', {
        '/api/record/search.json': () => jsonResponse({ success: false, error: 'down' }, 503),
      }).result,
    );
    expect(failed.status).toBe(400);
    expect(await failed.json()).toEqual({ code: PAGINATION_LIMIT_CODE, limit: 1000 });
  });

  it('maps the API pagination error (400-SL) to the same error', async () => {
    const { result } = run('?query=x', {
      '/api/record/search.json': () =>
        jsonResponse(
          {
            success: false,
            error: 'It is not possible to paginate beyond the first 1000 search results.',
            code: '400-SL',
          },
          400,
        ),
    });
    const response = await thrown(result);
    expect(await response.json()).toMatchObject({ code: PAGINATION_LIMIT_CODE });
  });

  it.each([
    ['special characters escaped', 'Mona%20Lisa%20(1503', 'Mona Lisa \\(1503'],
    ['operator words typed on their own as words', 'cats%20AND', 'cats and'],
  ])(
    'searches for the text as typed when the query is not valid syntax: %s',
    async (_, query, sent) => {
      let attempt = 0;
      const { result, calls } = run(`?query=${query}`, {
        '/api/record/search.json': () =>
          attempt++ === 0
            ? jsonResponse({ success: false, error: 'Invalid query', code: '400-SA' }, 400)
            : searchResponse(3),
      });
      const data = await result;
      expect(data.escapedQuery).toBe(true);
      expect(searchCalls(calls)[1]!.searchParams.get('query')).toBe(sent);
      expect(data.totalResults).toBe(3);
    },
  );

  it('says the query is too complex when it is refused with its operators escaped too', async () => {
    const { result, calls } = run('?query=a*%20OR%20b*', {
      // The filters alone (the content tier's) are fine: the query is what is refused.
      '/api/record/search.json': (url) =>
        url.searchParams.get('query') === '*:*'
          ? searchResponse(0)
          : jsonResponse(
              {
                success: false,
                error: 'Invalid query parameter',
                message: 'The query and qf ask too much together',
                code: '400-SA',
              },
              400,
            ),
    });
    const response = await thrown(result);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: INVALID_QUERY_CODE });
    expect(searchCalls(calls)).toHaveLength(3);
  });

  it('says a filter cannot be read when the filters alone are refused', async () => {
    const { result, calls } = run('?query=&qf=proxy_dcterms_issued:-500', {
      '/api/record/search.json': () =>
        jsonResponse({ success: false, error: 'Invalid query parameter', code: '400-SA' }, 400),
    });
    const response = await thrown(result);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: INVALID_FILTER_CODE });
    // The search, then the filters alone (no rows) to tell them from a query too long.
    const [, probe] = searchCalls(calls);
    expect(probe!.searchParams.get('query')).toBe('*:*');
    expect(probe!.searchParams.get('rows')).toBe('0');
    expect(probe!.searchParams.getAll('qf')).toContain('proxy_dcterms_issued:-500');
  });

  it('translates the query for signed-in visitors', async () => {
    const { result, calls } = run('?query=Katze', {}, { locale: 'de', loggedIn: true });
    const data = await result;
    const call = searchCalls(calls)[0]!;
    expect(call.searchParams.get('profile')).toBe('minimal,translate');
    expect(call.searchParams.get('q.source')).toBe('de');
    expect(call.searchParams.get('q.target')).toBe('en');
    expect(data.translation).toBe('applied');
  });

  it('does not translate for anonymous visitors', async () => {
    const { result, calls } = run('?query=Katze', {}, { locale: 'de' });
    expect((await result).translation).toBe('off');
    expect(searchCalls(calls)[0]!.searchParams.get('profile')).toBe('minimal');
  });

  it('searches again without translation when it is refused', async () => {
    const { result, calls } = run(
      '?query=Katze',
      {
        '/api/record/search.json': (url) =>
          url.searchParams.get('profile')?.includes('translate')
            ? jsonResponse({ success: false, error: 'Forbidden' }, 403)
            : searchResponse(5),
      },
      { locale: 'de', loggedIn: true },
    );
    const data = await result;
    expect(data.translation).toBe('unavailable');
    expect(searchCalls(calls)[1]!.searchParams.get('profile')).toBe('minimal');
  });

  it('asks a full-text search where its words occur, and gives each result its hit', async () => {
    const { result, calls } = run('?query=mancha&api=fulltext', {
      '/api/fulltext/search.json': () => ({
        ...searchResponse(2),
        hits: [
          {
            scope: '/123/item_1',
            selectors: [{ field: 'rdf:value', prefix: 'de la ', exact: 'Mancha', suffix: ', de' }],
          },
        ],
      }),
    });
    const data = await result;
    const [call] = searchCalls(calls);
    expect(call!.pathname).toBe('/api/fulltext/search.json');
    expect(call!.searchParams.get('profile')).toBe('minimal,hits');
    expect(call!.searchParams.get('hit.selectors')).toBe('1');
    expect(data.results.map((r) => r.hit)).toEqual([
      undefined,
      { prefix: 'de la ', exact: 'Mancha', suffix: ', de' },
    ]);
  });

  it('asks the metadata search for no hits', async () => {
    const { result, calls } = run('?query=mancha');
    await result;
    expect(searchCalls(calls)[0]!.searchParams.get('profile')).toBe('minimal');
    expect(searchCalls(calls)[0]!.searchParams.has('hit.selectors')).toBe(false);
  });

  it('falls back to the metadata search when the full-text search is missing', async () => {
    const { result, calls } = run('?query=x&api=fulltext', {
      '/api/fulltext/search.json': () => jsonResponse({ success: false, error: 'Not found' }, 404),
    });
    const data = await result;
    expect(data.fulltextUnavailable).toBe(true);
    expect(searchCalls(calls).map((url) => url.pathname)).toEqual([
      '/api/fulltext/search.json',
      '/api/record/search.json',
    ]);
  });

  it('takes a full-text answer that is no search page for a failed full-text search', async () => {
    const { result, calls } = run('?query=x&api=fulltext', {
      '/api/fulltext/search.json': () => jsonResponse([]),
    });
    const data = await result;
    expect(data.fulltextUnavailable).toBe(true);
    expect(searchCalls(calls).at(-1)!.pathname).toBe('/api/record/search.json');
  });

  it('lets other API errors through (the host turns them into error pages)', async () => {
    const { result } = run('?query=x', {
      '/api/record/search.json': () => jsonResponse({ success: false, error: 'Solr down' }, 503),
    });
    await expect(result).rejects.toMatchObject({ name: 'ApiError', statusCode: 503 });
  });
});
