import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RecordObject } from '@portal/shared-kernel';
import { buildItemView } from './item-view';
import { testApi } from './test-api.fixture';

const samples = path.join(
  process.env.PORTAL_SHARED_DATA ?? path.resolve(__dirname, '../../../../shared/data'),
  'europeana-samples',
);
const sample = (file: string) =>
  (JSON.parse(readFileSync(path.join(samples, file), 'utf8')) as { object: RecordObject }).object;

const nightWatch: RecordObject = {
  about: '/90402/SK_C_5',
  type: 'IMAGE',
  proxies: [
    {
      about: '/proxy/provider/90402/SK_C_5',
      dcTitle: { en: ['The Night Watch'], nl: ['De Nachtwacht'] },
      dcDescription: { en: ['A militia company.'] },
      dcCreator: { def: ['http://data.europeana.eu/agent/60305'] },
      dcSubject: { def: ['http://data.europeana.eu/concept/190'], en: ['militia'] },
      dcLanguage: { def: ['nl'] },
    },
    { about: '/proxy/europeana/90402/SK_C_5', europeanaProxy: true, year: { def: ['1642'] } },
  ],
  aggregations: [
    {
      about: '/aggregation/provider/90402/SK_C_5',
      edmDataProvider: { def: ['http://data.europeana.eu/organization/1001'] },
      edmRights: { def: ['http://creativecommons.org/publicdomain/mark/1.0/'] },
      edmIsShownBy: 'https://seed-media.portal.invalid/night-watch.jpg',
      edmIsShownAt: 'https://www.rijksmuseum.nl/en/collection/SK-C-5',
      edmObject: 'https://seed-media.portal.invalid/night-watch.jpg',
      hasView: ['https://example.org/detail.jpg'],
      webResources: [
        {
          about: 'https://seed-media.portal.invalid/night-watch.jpg',
          ebucoreHasMimeType: 'image/jpeg',
          ebucoreWidth: 2200,
          ebucoreHeight: 1800,
        },
      ],
    },
  ],
  agents: [{ about: 'http://data.europeana.eu/agent/60305', prefLabel: { en: ['Rembrandt'] } }],
  concepts: [
    { about: 'http://data.europeana.eu/concept/190', prefLabel: { en: ['Art'], de: ['Kunst'] } },
  ],
  organizations: [
    { about: 'http://data.europeana.eu/organization/1001', prefLabel: { en: ['Rijksmuseum'] } },
  ],
  europeanaAggregation: {
    about: '/aggregation/europeana/90402/SK_C_5',
    edmCountry: { def: ['Netherlands'] },
  },
  timestamp_created: '2019-03-11T10:00:00Z',
  timestamp_update: 'not a date',
};

describe('the item view', () => {
  const view = buildItemView(nightWatch, testApi, {
    locale: 'de',
    annotations: [{ id: '1', motivation: 'tagging', body: { prefLabel: { en: 'guards' } } }],
  });

  it('keeps title and description as language maps for the language switch', () => {
    expect(view.title).toEqual({ en: ['The Night Watch'], nl: ['De Nachtwacht'] });
    expect(view.description).toEqual({ en: ['A militia company.'] });
    expect(view.metadata.map(([field]) => field)).not.toContain('dcTitle');
  });

  it('lists the displayed fields in the contract’s order, with keywords from tags', () => {
    expect(view.metadata.map(([field]) => field)).toEqual([
      'dcCreator',
      'dcSubject',
      'edmDataProvider',
      'edmRights',
      'dcLanguage',
      'year',
      'edmCountry',
      'edmIsShownBy',
      'edmObject',
      'timestampCreated',
      'keywords',
    ]);
    expect(new Map(view.metadata).get('keywords')).toEqual({ en: ['guards'] });
  });

  it('formats dates and language names in the page language, dropping what is no date', () => {
    const fields = new Map(view.metadata);
    expect(fields.get('timestampCreated')).toEqual({ def: ['11. März 2019'] });
    expect(fields.has('timestampUpdate')).toBe(false);
    expect(fields.get('dcLanguage')).toEqual({ def: ['Niederländisch'] });
  });

  it('drops a timestamp of 0, which some records write for "not known"', () => {
    const epoch = buildItemView(
      {
        ...nightWatch,
        timestamp_created: '1970-01-01T00:00:00.000Z',
        timestamp_update: '2019-03-11T10:00:00Z',
      },
      testApi,
      { locale: 'en', annotations: [] },
    );
    const fields = new Map(epoch.metadata);
    expect(fields.has('timestampCreated')).toBe(false);
    expect(fields.get('timestampUpdate')).toEqual({ def: ['11 March 2019'] });
  });

  it('names the languages of its texts in the page language, for the labels that name them', () => {
    const withTranscription = (locale: string) =>
      buildItemView(nightWatch, testApi, {
        locale,
        annotations: [
          {
            id: 'http://data.europeana.eu/annotation/1',
            motivation: 'transcribing',
            body: { type: 'FullTextResource', value: 'Lorem ipsum', language: 'la' },
          } as never,
        ],
      }).languageNames;
    expect(withTranscription('de')).toEqual({
      de: 'Deutsch',
      en: 'Englisch',
      nl: 'Niederländisch',
      la: 'Latein',
    });
    expect(withTranscription('fr')).toEqual({
      fr: 'français',
      en: 'anglais',
      nl: 'néerlandais',
      la: 'latin',
    });
    // The page's own language as a word of its sentences: lower case where the language says so.
    expect(withTranscription('pl').pl).toBe('polski');
  });

  it('keeps languages named like Object.prototype members as languages of the record', () => {
    // As the record arrives (JSON.parse): `__proto__` is an own key there, not the prototype.
    const record = JSON.parse(
      JSON.stringify(nightWatch)
        .replace(
          '"dcTitle":{"en":["The Night Watch"],"nl":["De Nachtwacht"]}',
          '"dcTitle":{"constructor":["ctor only"],"toString":["str only"],"en":["zzrecL1"]}',
        )
        .replace(
          '"dcLanguage":{"def":["nl"]}',
          '"dcLanguage":{"def":["nl"],"__proto__":["proto only"],"toString":["no code"]}',
        ),
    ) as RecordObject;
    const odd = buildItemView(record, testApi, { locale: 'de', annotations: [] });
    expect(Object.entries(odd.title ?? {})).toEqual([
      ['constructor', ['ctor only']],
      ['toString', ['str only']],
      ['en', ['zzrecL1']],
    ]);
    const language = new Map(odd.metadata).get('dcLanguage')!;
    expect(Object.getPrototypeOf(language)).toBe(Object.prototype);
    expect(Object.entries(language)).toEqual([
      ['def', ['Niederländisch']],
      ['__proto__', ['proto only']],
      ['toString', ['no code']],
    ]);
    expect(odd.languageNames).toEqual({ de: 'Deutsch', en: 'Englisch' });
  });

  it('formats each view in its own language when pages in several languages are built', () => {
    const fieldsIn = (locale: string) =>
      new Map(buildItemView(nightWatch, testApi, { locale, annotations: [] }).metadata);
    for (const [locale, date, language, country] of [
      ['fr', '11 mars 2019', 'néerlandais', 'Pays-Bas'],
      ['en', '11 March 2019', 'Dutch', 'Netherlands'],
      ['fr', '11 mars 2019', 'néerlandais', 'Pays-Bas'],
      ['de', '11. März 2019', 'Niederländisch', 'Niederlande'],
    ]) {
      const fields = fieldsIn(locale!);
      expect(fields.get('timestampCreated')).toEqual({ def: [date] });
      expect(fields.get('dcLanguage')).toEqual({ def: [language] });
      expect(fields.get('edmCountry')).toEqual({ def: [country] });
    }
  });

  it('gives every media its thumbnails and media proxy URL, all same-origin', () => {
    expect(view.media).toHaveLength(2);
    expect(view.media[0]).toMatchObject({
      kind: 'image',
      width: 2200,
      rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
      thumbnail: {
        small: expect.stringMatching(/^\/api\/thumbnail\/v3\/200\/[0-9a-f]{32}$/),
        large: expect.stringMatching(/^\/api\/thumbnail\/v3\/400\/[0-9a-f]{32}$/),
      },
      proxyUrl: expect.stringMatching(/^\/api\/media\/90402\/SK_C_5\/[0-9a-f]{32}$/),
    });
    // Only documents are opened in the browser; an image's original is a download.
    expect(view.media[0]?.openUrl).toBeUndefined();
    expect(view.preview?.large).toBe(view.media[0]?.thumbnail.large);
    expect(view.manifest).toEqual({
      url: '/api/presentation/90402/SK_C_5/manifest?format=3',
      own: false,
    });
  });

  it('collects the related collections and the similar-items basis', () => {
    expect(view.entities.map((entity) => entity.about)).toEqual([
      'http://data.europeana.eu/agent/60305',
      'http://data.europeana.eu/concept/190',
      'http://data.europeana.eu/organization/1001',
    ]);
    expect(view.similar).toEqual({
      what: ['Art', 'militia'],
      who: ['Rembrandt'],
      dataProvider: ['Rijksmuseum'],
    });
    expect(view.rights).toBe('http://creativecommons.org/publicdomain/mark/1.0/');
    expect(view.isShownAt).toBe('https://www.rijksmuseum.nl/en/collection/SK-C-5');
  });

  it('builds from every real sample record, legacy shape included', () => {
    for (const file of [
      'record_09102__GNM_693983.json',
      'record_2023008_CFD8A333.json',
      'record_2026110_Partage_Plus_7339.json',
      'record_91627_7E8AAB01_legacy_v2.json',
    ]) {
      const built = buildItemView(sample(file), testApi, { locale: 'en' });
      expect(built.title).toBeDefined();
      expect(built.media.length).toBeGreaterThan(0);
      expect(built.preview).toBeDefined();
      expect(JSON.parse(JSON.stringify(built))).toEqual(built);
    }
    const piano = buildItemView(sample('record_09102__GNM_693983.json'), testApi, { locale: 'en' });
    expect(piano.media.map((media) => media.kind)).toContain('sound');
    // api2's redirect through the API (with its caller's key) becomes the provider's page
    expect(piano.isShownAt).toBe('http://www.mimo-db.eu/GNM/693983');
    // a web resource's description (here a range and a bibliography) becomes a short caption:
    // its first value in the best language
    expect(piano.media[1]?.caption).toEqual({ text: 'Umfang: F1 - f3', lang: 'de' });
    expect(piano.media[1]).not.toHaveProperty('description');
    const long = buildItemView(
      {
        ...nightWatch,
        aggregations: [
          {
            ...nightWatch.aggregations[0]!,
            webResources: [
              {
                about: 'https://seed-media.portal.invalid/night-watch.jpg',
                dcDescription: { en: ['word '.repeat(60)] },
              },
            ],
          },
        ],
      },
      testApi,
      { locale: 'en' },
    );
    expect(long.media[0]?.caption?.text).toMatch(/…$/);
    expect(long.media[0]?.caption?.text.length).toBeLessThanOrEqual(120);
    expect(new Map(piano.metadata).get('edmLanguage')).toEqual({ def: ['Multiple languages'] });
  });
});
