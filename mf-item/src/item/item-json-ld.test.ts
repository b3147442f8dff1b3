import type { RecordObject } from '@portal/shared-kernel';
import { attributionText } from './attribution';
import { itemJsonLd } from './item-json-ld';
import { buildItemView } from './item-view';
import { testApi } from './test-api.fixture';

const record: RecordObject = {
  about: '/2059208/folk_song',
  type: 'SOUND',
  proxies: [
    {
      about: '/proxy/provider/2059208/folk_song',
      dcTitle: { en: ['Folk song'], de: ['Volkslied'] },
      dcDescription: { en: ['A recording.'] },
      dcCreator: {
        def: [
          'http://data.europeana.eu/agent/1',
          'http://data.europeana.eu/organization/7',
          'Anonymous singer',
          'http://www.mimo-db.eu/InstrumentMaker/Person/3149',
        ],
      },
      dctermsCreated: { def: ['1905'] },
      dcSubject: { en: ['song', 'folk'] },
    },
  ],
  aggregations: [
    {
      about: '/aggregation/provider/2059208/folk_song',
      edmDataProvider: { def: ['Sound Archive'] },
      edmRights: { def: ['http://creativecommons.org/licenses/by/4.0/'] },
      edmIsShownBy: 'https://example.org/song.wav',
      webResources: [{ about: 'https://example.org/song.wav', ebucoreHasMimeType: 'audio/wav' }],
    },
  ],
  europeanaAggregation: {
    about: '/aggregation/europeana/2059208/folk_song',
    edmCountry: { def: ['Ireland'] },
  },
  agents: [{ about: 'http://data.europeana.eu/agent/1', prefLabel: { en: ['Séamus Ennis'] } }],
  organizations: [
    { about: 'http://data.europeana.eu/organization/7', prefLabel: { en: ['Folk Records'] } },
  ],
};

describe('schema.org JSON-LD of an item', () => {
  const view = buildItemView(record, testApi, { locale: 'de', annotations: [] });

  it('describes the item in the page language with absolute URLs', () => {
    const data = itemJsonLd(
      view,
      'de',
      'https://p.test/de/item/2059208/folk_song',
      'https://p.test',
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AudioObject',
      url: 'https://p.test/de/item/2059208/folk_song',
      identifier: '/2059208/folk_song',
      name: 'Volkslied',
      description: 'A recording.',
      creator: [
        { '@type': 'Person', name: 'Séamus Ennis', sameAs: 'http://data.europeana.eu/agent/1' },
        {
          '@type': 'Organization',
          name: 'Folk Records',
          sameAs: 'http://data.europeana.eu/organization/7',
        },
        { '@type': 'Person', name: 'Anonymous singer' },
        { '@type': 'Person', sameAs: 'http://www.mimo-db.eu/InstrumentMaker/Person/3149' },
      ],
      dateCreated: '1905',
      keywords: 'song, folk',
      provider: { '@type': 'Organization', name: 'Sound Archive' },
      license: 'http://creativecommons.org/licenses/by/4.0/',
    });
    expect(data.image).toMatch(/^https:\/\/p\.test\/api\/thumbnail\/v3\/400\/[0-9a-f]{32}$/);
  });

  it('gives a video its thumbnail and upload date, and a film with no preview as a CreativeWork', () => {
    const withTimes = (extra: Partial<RecordObject>): RecordObject => ({
      ...record,
      type: 'VIDEO',
      timestamp_created: '2019-03-04T10:00:00.000Z',
      ...extra,
    });
    const video = itemJsonLd(
      buildItemView(withTimes({}), testApi, { locale: 'en', annotations: [] }),
      'en',
      'https://p.test/en/item/2059208/folk_song',
      'https://p.test',
    );
    expect(video).toMatchObject({
      '@type': 'VideoObject',
      uploadDate: '2019-03-04T10:00:00.000Z',
      datePublished: '2019-03-04T10:00:00.000Z',
      thumbnailUrl: expect.stringMatching(/^https:\/\/p\.test\/api\/thumbnail\/v3\/200\//),
    });
    const described = withTimes({
      aggregations: [{ ...record.aggregations![0]!, edmIsShownBy: undefined, webResources: [] }],
    });
    const film = itemJsonLd(
      buildItemView(described, testApi, { locale: 'en', annotations: [] }),
      'en',
      'https://p.test/en/item/2059208/folk_song',
      'https://p.test',
    );
    expect(film['@type']).toBe('CreativeWork');
    expect(film.uploadDate).toBeUndefined();
    expect(film.datePublished).toBe('2019-03-04T10:00:00.000Z');
  });
});

describe('attribution', () => {
  const view = buildItemView(record, testApi, { locale: 'en', annotations: [] });

  it('credits title, creators, institution and country, page and rights', () => {
    expect(
      attributionText(
        view,
        view.media[0],
        'en',
        'https://p.test/en/item/2059208/folk_song',
        'CC BY 4.0',
      ),
    ).toBe(
      'Folk song – Séamus Ennis, Folk Records, Anonymous singer – Sound Archive, Ireland – https://p.test/en/item/2059208/folk_song – CC BY 4.0 (http://creativecommons.org/licenses/by/4.0/)',
    );
  });

  it('uses the attribution the API gives for a web resource', () => {
    const media = { ...view.media[0]!, attribution: 'Ready-made credit' };
    expect(attributionText(view, media, 'en', 'https://p.test/x', undefined)).toBe(
      'Ready-made credit',
    );
  });
});
