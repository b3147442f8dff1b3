/** @jest-environment node */
import type { PortalLoaderArgs, SearchParams } from '@portal/shared-kernel';
import { loader, TOPIC_FIELDS, TOPIC_IDS } from './home.loader';

const record = {
  id: '/1006/nadar_baudelaire',
  type: 'IMAGE',
  title: ['Charles Baudelaire'],
  dcTitleLangAware: { en: ['Charles Baudelaire'], fr: ['Charles Baudelaire'] },
  dcDescriptionLangAware: { en: ['A long description '.repeat(50)] },
  dcCreatorLangAware: { def: ['http://data.europeana.eu/agent/1042'], en: ['Nadar'] },
  dataProvider: ['Musée d’Orsay'],
  edmPreview: ['http://gw/thumbnail/v2/url.json?uri=http%3A%2F%2Fimg%2F1.jpg&type=IMAGE'],
  edmPlaceLatitude: ['48.85'],
  rights: ['http://creativecommons.org/publicdomain/mark/1.0/'],
};

const concept = {
  id: 'http://data.europeana.eu/concept/190',
  type: 'Concept',
  prefLabel: { en: 'Art', de: 'Kunst' },
  note: { en: ['A long note '.repeat(50)] },
  narrower: ['http://data.europeana.eu/concept/191'],
};

/** Items of each tier filter the featured search may ask for; tiers 3 and 4 have one. */
const BY_TIERS: Record<string, unknown[]> = {
  'contentTier:(3 OR 4)': [record],
  'contentTier:(2 OR 3 OR 4)': [{ ...record, id: '/1/tier-2' }],
};

function run(
  entities: (ids: string[], params: { fl?: string }) => Promise<unknown>,
  searches: SearchParams[] = [],
  byTiers: Record<string, unknown[]> = BY_TIERS,
) {
  const context = {
    api: {
      record: {
        // The count of everything searchable (rows 0), and the featured items of a tier filter.
        search: async (params: SearchParams) => {
          searches.push(params);
          if (params.rows === 0) return { totalResults: 446 };
          const items = byTiers[params.qf![0]!] ?? [];
          return { totalResults: items.length, items };
        },
      },
      entity: { retrieve: entities },
    },
  };
  return loader({ context } as unknown as PortalLoaderArgs);
}

describe('home loader', () => {
  it('keeps only what the page draws of the featured items and topics', async () => {
    const data = await run(async () => ({ items: [concept] }));

    expect(data).toEqual({
      totalResults: 446,
      featured: [
        {
          id: record.id,
          title: record.title,
          dcTitleLangAware: record.dcTitleLangAware,
          edmPreview: record.edmPreview,
        },
      ],
      topics: [{ id: concept.id, prefLabel: concept.prefLabel }],
    });
  });

  it('counts every item an empty search finds, not only the featured tiers', async () => {
    const searches: SearchParams[] = [];
    const data = await run(async () => ({ items: [] }), searches);

    expect(data.totalResults).toBe(446);
    expect(searches).toContainEqual({
      query: '*:*',
      qf: ['contentTier:(1 OR 2 OR 3 OR 4)'],
      rows: 0,
      profile: 'minimal',
    });
  });

  it('features tier 2 items when no item has tier 3 or 4, and nothing when none has either', async () => {
    const searches: SearchParams[] = [];
    const fallback = await run(async () => ({ items: [] }), searches, {
      'contentTier:(2 OR 3 OR 4)': [{ ...record, id: '/1/tier-2' }],
    });
    expect(fallback.featured.map((item) => item.id)).toEqual(['/1/tier-2']);
    expect(searches.filter((params) => params.rows === 8).map((params) => params.qf)).toEqual([
      ['contentTier:(3 OR 4)'],
      ['contentTier:(2 OR 3 OR 4)'],
    ]);

    const empty = await run(async () => ({ items: [] }), [], {});
    expect(empty.featured).toEqual([]);
  });

  it('asks the Entity API for the topics by URI, labels only', async () => {
    const asked: Array<[string[], { fl?: string }]> = [];
    await run(async (ids, params) => {
      asked.push([ids, params]);
      return { items: [] };
    });

    expect(asked).toEqual([
      [TOPIC_IDS.map((id) => `http://data.europeana.eu/concept/${id}`), { fl: TOPIC_FIELDS }],
    ]);
  });

  it('still shows the featured items when the Entity API fails', async () => {
    const data = await run(async () => {
      throw new Error('entity API down');
    });

    expect(data.topics).toEqual([]);
    expect(data.featured.map((item) => item.id)).toEqual([record.id]);
  });
});
