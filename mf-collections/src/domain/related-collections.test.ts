import type { Entity, PortalContext, SearchResponse } from '@portal/shared-kernel';
import {
  ENTITY_FACETS,
  RELATED_COLLECTIONS,
  relatedCollections,
  relatedEntityUris,
  relatedFacetParams,
} from './related-collections';

const self = 'http://data.europeana.eu/agent/1';
const response = (fields: Array<[string, string, number]>): SearchResponse => ({
  success: true,
  itemsCount: 0,
  totalResults: 10,
  facets: ENTITY_FACETS.map((name) => ({
    name,
    fields: fields
      .filter(([facet]) => facet === name)
      .map(([, label, count]) => ({ label, count })),
  })),
});

describe('related collections of an entity', () => {
  it('counts the entity fields of its items, one more value each than shown', () => {
    const params = relatedFacetParams(['edm_agent:"x"', 'contentTier:(1 OR 2 OR 3 OR 4)']);
    expect(params).toMatchObject({
      query: '*:*',
      qf: ['edm_agent:"x"', 'contentTier:(1 OR 2 OR 3 OR 4)'],
      rows: 0,
      profile: 'facets',
      facet: 'edm_agent,skos_concept,foaf_organization,edm_place,edm_timespan',
      'f.skos_concept.facet.limit': RELATED_COLLECTIONS + 1,
    });
  });

  it('takes the most shared entities across fields, without the entity itself', () => {
    const uris = relatedEntityUris(
      response([
        ['edm_agent', self, 10],
        ['edm_agent', 'http://data.europeana.eu/agent/2', 3],
        ['skos_concept', 'http://data.europeana.eu/concept/5', 7],
        ['edm_place', 'http://data.europeana.eu/place/9', 3],
        ['edm_place', 'http://www.wikidata.org/entity/Q90', 9],
      ]),
      self,
    );
    expect(uris).toEqual([
      'http://data.europeana.eu/concept/5',
      'http://data.europeana.eu/agent/2',
      'http://data.europeana.eu/place/9',
    ]);
    const many = response(
      Array.from(
        { length: 20 },
        (_, n) =>
          ['skos_concept', `http://data.europeana.eu/concept/${n}`, n] as [string, string, number],
      ),
    );
    expect(relatedEntityUris(many, self)).toHaveLength(RELATED_COLLECTIONS);
  });

  function context(
    search: () => Promise<SearchResponse>,
    retrieve: (uris: string[]) => Promise<{ items?: Entity[] }>,
  ) {
    return { api: { record: { search }, entity: { retrieve } } } as unknown as Pick<
      PortalContext,
      'api'
    >;
  }

  it('links them in the order of their counts, with labels in the page language', async () => {
    const asked: string[][] = [];
    const links = await relatedCollections(
      context(
        async () =>
          response([
            ['skos_concept', 'http://data.europeana.eu/concept/5', 7],
            ['edm_agent', 'http://data.europeana.eu/agent/2', 3],
            ['edm_place', 'http://data.europeana.eu/place/404', 2],
          ]),
        async (uris) => {
          asked.push(uris);
          return {
            items: [
              {
                id: 'http://data.europeana.eu/agent/2',
                type: 'Agent',
                prefLabel: { en: 'Frans Hals' },
              },
              {
                id: 'http://data.europeana.eu/concept/5',
                type: 'Concept',
                prefLabel: { en: 'Portrait', de: 'Porträt' },
              },
            ] as Entity[],
          };
        },
      ),
      [],
      self,
      'de',
    );
    expect(asked).toEqual([
      [
        'http://data.europeana.eu/concept/5',
        'http://data.europeana.eu/agent/2',
        'http://data.europeana.eu/place/404',
      ],
    ]);
    expect(links.map((link) => [link.label, link.to])).toEqual([
      ['Porträt', '/de/collections/topic/5-portrait'],
      ['Frans Hals', '/de/collections/person/2-frans-hals'],
    ]);
  });

  it('gives none when an API fails, and asks for no labels when there is nothing to link', async () => {
    const retrieve = jest.fn(async () => ({ items: [] }));
    expect(
      await relatedCollections(
        context(async () => {
          throw new Error('down');
        }, retrieve),
        [],
        self,
        'en',
      ),
    ).toEqual([]);
    expect(
      await relatedCollections(
        context(async () => response([]), retrieve),
        [],
        self,
        'en',
      ),
    ).toEqual([]);
    expect(retrieve).not.toHaveBeenCalled();
    expect(
      await relatedCollections(
        context(
          async () => response([['edm_agent', 'http://data.europeana.eu/agent/2', 1]]),
          async () => {
            throw new Error('down');
          },
        ),
        [],
        self,
        'en',
      ),
    ).toEqual([]);
  });
});
