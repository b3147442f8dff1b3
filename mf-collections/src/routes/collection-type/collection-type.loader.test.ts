/** @jest-environment node */
import type { PortalLoaderArgs, QueryParams } from '@portal/shared-kernel';
import { loader, TYPE_PAGE_SIZE } from './collection-type.loader';

function run(path: string, total = 100) {
  const asked: QueryParams[] = [];
  const context = {
    api: {
      entity: {
        search: async (params: QueryParams) => {
          asked.push(params);
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
    return (error as Response).status;
  }
  return 200;
}

describe('collection type page loader', () => {
  it('lists one kind of collections in label order, a page at a time, labels only', async () => {
    const { result, asked } = run('/de/collections/topics?page=2');
    const data = await result;
    expect(asked).toEqual([
      { query: '*', type: 'concept', pageSize: TYPE_PAGE_SIZE, page: 2, fl: 'skos_prefLabel.*' },
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
});
