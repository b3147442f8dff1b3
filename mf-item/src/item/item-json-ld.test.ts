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

  const HOSTILE_URLS = [
    'javascript:alert(22)',
    'data:text/html,<script>alert(31)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/landing',
    '/landing',
    'landing.html',
  ];
  const jsonLdOf = (changed: Partial<typeof view>) =>
    itemJsonLd({ ...view, ...changed }, 'en', 'https://p.test/en/item/x', 'https://p.test');

  it("gives the provider's page as sameAs only when it is an absolute http(s) URL", () => {
    expect(jsonLdOf({ isShownAt: 'https://museum.example/objects/1' }).sameAs).toBe(
      'https://museum.example/objects/1',
    );
    expect(jsonLdOf({ isShownAt: 'http://museum.example/objects/1' }).sameAs).toBe(
      'http://museum.example/objects/1',
    );
    for (const url of HOSTILE_URLS) {
      expect(jsonLdOf({ isShownAt: url })).not.toHaveProperty('sameAs');
    }
    // nor does a record's own edmIsShownAt of another kind reach it
    for (const url of HOSTILE_URLS) {
      const hostile: RecordObject = {
        ...record,
        aggregations: [{ ...record.aggregations![0]!, edmIsShownAt: url }],
      };
      const built = buildItemView(hostile, testApi, { locale: 'en', annotations: [] });
      expect(itemJsonLd(built, 'en', 'https://p.test/x', 'https://p.test')).not.toHaveProperty(
        'sameAs',
      );
    }
  });

  it('names the provider by its first name, never by a URI', () => {
    const withProviders = (...providers: string[]) =>
      itemJsonLd(
        buildItemView(
          {
            ...record,
            aggregations: [{ ...record.aggregations![0]!, edmDataProvider: { def: providers } }],
          },
          testApi,
          { locale: 'en', annotations: [] },
        ),
        'en',
        'https://p.test/x',
        'https://p.test',
      );
    expect(withProviders('urn:x:archive', 'Sound Archive').provider).toEqual({
      '@type': 'Organization',
      name: 'Sound Archive',
    });
    expect(withProviders('data:text/plain,x')).not.toHaveProperty('provider');
  });

  it('gives the licence only when it is an absolute http(s) URL', () => {
    for (const url of HOSTILE_URLS) {
      expect(jsonLdOf({ rights: url })).not.toHaveProperty('license');
    }
    expect(jsonLdOf({ rights: 'https://creativecommons.org/licenses/by/4.0/' }).license).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
  });

  it('says a creator is the same as a URI only when it is an absolute http(s) one', () => {
    const data = jsonLdOf({
      metadata: [
        [
          'dcCreator',
          {
            def: [
              { about: 'javascript:alert(1)', prefLabel: { en: ['Named'] } },
              { about: 'data:text/html,x', prefLabel: { en: ['Also named'] } },
              { about: '//evil.example/agent' },
              'http://',
              'https://museum.example/maker/1',
            ],
          },
        ],
      ],
    });
    expect(data.creator).toEqual([
      { '@type': 'Person', name: 'Named' },
      { '@type': 'Person', name: 'Also named' },
      { '@type': 'Person', sameAs: 'https://museum.example/maker/1' },
    ]);
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
