/** @jest-environment node */
import type { PortalLoaderArgs, QueryParams } from '@portal/shared-kernel';
import { COLLECTION_FIELDS, COLLECTION_TYPES, loader } from './collections.loader';

const entity = (type: string) => ({
  id: `http://data.europeana.eu/${type}/1`,
  type,
  prefLabel: { en: `First ${type}`, de: `Erste ${type}` },
  note: { en: ['A long note '.repeat(40)] },
  isShownBy: { id: 'http://img/1.jpg', type: 'WebResource' },
});

describe('collections loader', () => {
  it('lists the first entities of every kind, asking for and keeping their labels and type only', async () => {
    const asked: QueryParams[] = [];
    const context = {
      api: {
        entity: {
          search: async (params: QueryParams) => {
            asked.push(params);
            return { items: [entity(String(params.type))], partOf: { total: 113 } };
          },
        },
      },
    };

    const data = await loader({ params: { lang: 'el' }, context } as unknown as PortalLoaderArgs);

    expect(asked.map((params) => params.type)).toEqual(COLLECTION_TYPES);
    expect(asked.every((params) => params.fl === COLLECTION_FIELDS)).toBe(true);
    // In the order of the names the page shows: Greek ones on a Greek page.
    expect(asked.every((params) => params.sort === 'skos_prefLabel.el')).toBe(true);
    expect(data.groups[0]).toEqual({
      type: 'concept',
      slug: 'topic',
      entities: [
        {
          id: 'http://data.europeana.eu/concept/1',
          type: 'concept',
          prefLabel: { en: 'First concept', de: 'Erste concept' },
        },
      ],
      total: 113,
    });
  });
});
