/** @jest-environment node */
import { ApiError, type PortalLoaderArgs, type QueryParams } from '@portal/shared-kernel';
import { loader, TYPE_PAGE_SIZE } from './collection-type.loader';

/** The largest page number the Entity API (the gateway) takes; past it, 400 `Bad Request`. */
const API_PAGE_BOUND = 100_000;

function run(path: string, total = 100) {
  const asked: QueryParams[] = [];
  const context = {
    api: {
      entity: {
        search: async (params: QueryParams) => {
          asked.push(params);
          if (Number(params.page) > API_PAGE_BOUND)
            throw new ApiError('Bad Request', 400, 'genericUnknownError');
          return {
            partOf: { total },
            items: [
              {
                id: 'http://data.europeana.eu/concept/1',
                type: 'Concept',
                prefLabel: { en: 'Art' },
                note: { en: ['not sent to the page'] },
              },
            ],
          };
        },
      },
    },
  };
  const url = new URL(path, 'http://portal.local');
  const [, lang, , type] = url.pathname.split('/');
  const args = { request: new Request(url), params: { lang, type }, context };
  return { result: loader(args as unknown as PortalLoaderArgs), asked };
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    // A route error response, or an API error the host turns into one.
    return (error as Response).status ?? (error as ApiError).statusCode;
  }
  return 200;
}

describe('collection type page loader', () => {
  it('lists one kind of collections in label order, a page at a time, labels only', async () => {
    const { result, asked } = run('/de/collections/topics?page=2');
    const data = await result;
    expect(asked).toEqual([
      {
        query: '*',
        type: 'concept',
        pageSize: TYPE_PAGE_SIZE,
        page: 2,
        fl: 'skos_prefLabel.*',
        sort: 'skos_prefLabel.de',
      },
    ]);
    expect(data).toEqual({
      pathType: 'concept',
      entities: [
        { id: 'http://data.europeana.eu/concept/1', type: 'Concept', prefLabel: { en: 'Art' } },
      ],
      total: 100,
      page: 2,
      totalPages: Math.ceil(100 / TYPE_PAGE_SIZE),
    });
  });

  it('answers other kinds and pages past the last with the 404 page', async () => {
    expect(await status(run('/en/collections/person').result)).toBe(404);
    expect(await status(run('/en/collections/painters').result)).toBe(404);
    expect(await status(run('/en/collections/persons?page=4', 100).result)).toBe(404);
    expect(await status(run('/en/collections/persons?page=1', 0).result)).toBe(200);
  });

  it("answers a page past the Entity API's own bound with the 404 page, not its 400", async () => {
    for (const page of ['100001', '99999999999999999999']) {
      const { result, asked } = run(`/en/collections/topics?page=${page}`);
      expect(await status(result)).toBe(404);
      // The page asked for, then page 1 for the number of pages.
      expect(asked.map((params) => params.page)).toEqual([Number(page), 1]);
    }
    expect(await status(run('/en/collections/topics?page=100000').result)).toBe(404);
  });

  it("keeps the Entity API's 400 when the page would be there (another cause)", async () => {
    const huge = API_PAGE_BOUND * TYPE_PAGE_SIZE + TYPE_PAGE_SIZE;
    expect(await status(run('/en/collections/topics?page=100001', huge).result)).toBe(400);
  });
});
