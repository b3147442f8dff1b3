/** @jest-environment node */
import {
  browserApiEndpoints,
  createApiClients,
  RootStore,
  type PortalContext,
  type PortalLoaderArgs,
} from '@portal/shared-kernel';
import { ENTITY_ITEMS_ROWS, loader } from './entity.loader';

const architecture = {
  id: 'http://data.europeana.eu/concept/94',
  type: 'Concept',
  prefLabel: { en: 'Architecture', de: 'Architektur' },
  note: { en: ['The art of building.'] },
};

const searchAnswer = {
  success: true,
  totalResults: 30,
  items: [
    {
      id: '/1/a',
      type: 'IMAGE',
      dcTitleLangAware: { en: ['A cathedral'] },
      dataProvider: ['Rijksmuseum'],
      edmPreview: ['http://img.example/a.jpg'],
    },
  ],
};

function run(
  path: string,
  entity: { status: number; body: unknown } = { status: 200, body: architecture },
  search: unknown = searchAnswer,
) {
  const calls: URL[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://portal.local');
    calls.push(url);
    const answer = url.pathname.includes('/entity/') ? entity : { status: 200, body: search };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  const context = {
    api: createApiClients({
      endpoints: browserApiEndpoints({ thumbnail: '/api/thumbnail/v3' }),
      fetch,
    }),
    locale: 'de',
    stores: new RootStore(),
    isServer: true,
    features: {},
  } as unknown as PortalContext;
  const url = new URL(path, 'http://portal.local');
  const [, lang, , type, ...rest] = url.pathname.split('/');
  const args = {
    request: new Request(url),
    params: { lang, type, '*': rest.join('/') },
    context,
  } as unknown as PortalLoaderArgs;
  return { result: loader(args), calls };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error('expected the loader to throw');
}

describe('entity page loader', () => {
  it('loads the entity and the first page of its items, with the default content tiers', async () => {
    const { result, calls } = run('/de/collections/topic/94-architecture');
    const data = await result;
    expect(calls[0]!.pathname).toMatch(/\/entity\/concept\/94\.json$/);
    const search = calls[1]!;
    expect(search.searchParams.get('query')).toBe('*:*');
    expect(search.searchParams.getAll('qf')).toEqual([
      'skos_concept:"http://data.europeana.eu/concept/94"',
      'contentTier:(1 OR 2 OR 3 OR 4)',
    ]);
    expect([search.searchParams.get('start'), search.searchParams.get('rows')]).toEqual([
      '1',
      String(ENTITY_ITEMS_ROWS),
    ]);
    expect(data.entity.label).toEqual({ text: 'Architektur', lang: 'de' });
    expect(data.items).toEqual([
      expect.objectContaining({ id: '/1/a', title: { text: 'A cathedral', lang: 'en' } }),
    ]);
    expect([data.totalResults, data.page, data.totalPages]).toEqual([30, 1, 2]);
    // The first page also counts the collections its items share.
    const facets = calls.find((call) => call.searchParams.get('profile') === 'facets');
    expect(facets?.searchParams.getAll('qf')).toEqual(search.searchParams.getAll('qf'));
    expect(data.related).toEqual([]);
  });

  it('reads the page from the query', async () => {
    const { result, calls } = run('/de/collections/topic/94-architecture?page=2');
    expect((await result).page).toBe(2);
    expect(calls[1]!.searchParams.get('start')).toBe(String(ENTITY_ITEMS_ROWS + 1));
    expect(calls.filter((call) => call.searchParams.get('profile') === 'facets')).toEqual([]);
  });

  it.each([
    '/de/collections/topic/94',
    '/de/collections/topic/94-architektur',
    '/de/collections/topic/94-%E0%A4%A',
  ])('redirects %p to the slug of the English label, keeping the query', async (path) => {
    const { result, calls } = run(`${path}?page=2`);
    const response = await thrown(result);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/de/collections/topic/94-architecture?page=2');
    expect(calls).toHaveLength(1);
  });

  it('stays where it was asked for when the Entity API names the entity oddly', async () => {
    const { result } = run('/en/collections/person/5-someone', {
      status: 200,
      body: { id: 'http://example.org/people/5', type: 'Agent', prefLabel: { en: 'Someone' } },
    });
    expect((await result).path).toBe('/en/collections/person/5-someone');
  });

  it('encodes a slug in another script in the redirect', async () => {
    const { result } = run('/bg/collections/person/5', {
      status: 200,
      body: {
        id: 'http://data.europeana.eu/agent/5',
        type: 'Agent',
        prefLabel: { bg: 'Иван Вазов' },
      },
    });
    const response = await thrown(result);
    expect(response.headers.get('Location')).toBe(
      `/bg/collections/person/5-${encodeURIComponent('иван-вазов')}`,
    );
  });

  it('shows every content tier for an organisation, as the search does', async () => {
    // Organisation ids run to 19 digits: the Bibliothèque nationale de France's.
    const id = '1482250000002112001';
    const { result, calls } = run(
      `/de/collections/organisation/${id}-bibliotheque-nationale-de-france?page=1`,
      {
        status: 200,
        body: {
          id: `http://data.europeana.eu/organization/${id}`,
          type: 'Organization',
          prefLabel: { en: 'Bibliothèque nationale de France' },
        },
      },
    );
    await result;
    expect(calls[0]!.pathname).toMatch(new RegExp(`/organization/${id}\\.json$`));
    expect(calls[1]!.searchParams.getAll('qf')).toEqual([
      `foaf_organization:"http://data.europeana.eu/organization/${id}"`,
    ]);
  });

  it.each([
    '/de/collections/persons/1',
    '/de/collections/person/',
    '/de/collections/person/abc',
    '/de/collections/person/1/2',
  ])('answers %p with the 404 page, without calling an API', async (path) => {
    const { result, calls } = run(path);
    const response = await thrown(result);
    expect(response.status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it('answers an entity the Entity API does not know with the 404 page', async () => {
    const { result, calls } = run('/de/collections/person/77', {
      status: 404,
      body: { success: false, error: 'Entity not found' },
    });
    const response = await thrown(result);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'pageNotFound' });
    expect(calls).toHaveLength(1);
  });

  it('answers a page past the first 1000 items with the page limit error', async () => {
    const many = { ...searchAnswer, totalResults: 5000, items: [] };
    const path = '/de/collections/topic/94-architecture?page=43';
    const response = await thrown(run(path, undefined, many).result);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'searchPaginationLimitExceeded' });
  });

  it('answers a page past the last one with the 404 page, however large its number', async () => {
    const response = await thrown(run('/de/collections/topic/94-architecture?page=999').result);
    expect(response.status).toBe(404);
  });

  it('answers a page past the last page of items with the 404 page', async () => {
    // 30 items: two pages of 24
    const last = await run('/de/collections/topic/94-architecture?page=2').result;
    expect(last.page).toBe(2);
    const past = await thrown(run('/de/collections/topic/94-architecture?page=3').result);
    expect(past.status).toBe(404);
    expect(await past.json()).toEqual({ code: 'pageNotFound' });
  });
});
