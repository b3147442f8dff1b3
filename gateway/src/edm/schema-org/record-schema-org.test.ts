import { openRecordCorpus, type RecordCorpus } from '../../test-support/record-corpus';
import type { EdmRecord } from '../types';
import { recordSchemaOrg } from './record-schema-org';

const PREVIEW = 'http://gw.test/thumbnail/v2/url.json?uri=http%3A%2F%2Fx%2Fa.jpg&type=IMAGE';

const painting: EdmRecord = {
  about: '/1/a',
  type: 'IMAGE',
  timestamp_created: '2020-01-01T00:00:00.000Z',
  providedCHOs: [{ about: '/item/1/a' }],
  proxies: [
    {
      about: '/proxy/provider/1/a',
      europeanaProxy: false,
      dcTitle: { en: ['The Night Watch'], nl: ['De Nachtwacht'] },
      dcDescription: { en: ['A militia company'] },
      dcCreator: { def: ['http://data.europeana.eu/agent/1'] },
      dcSubject: { def: ['http://data.europeana.eu/concept/2'], en: ['militia'] },
      dcType: { en: ['painting'] },
      dctermsCreated: { def: ['1642'] },
      dctermsTemporal: { def: ['http://data.europeana.eu/timespan/17'] },
      dctermsSpatial: { def: ['http://data.europeana.eu/place/3'] },
      dcLanguage: { def: ['nl'] },
      dctermsMedium: { en: ['oil on canvas'] },
      dcIdentifier: { def: ['SK-C-5'] },
    },
    { about: '/proxy/europeana/1/a', europeanaProxy: true },
  ],
  aggregations: [
    {
      about: '/aggregation/provider/1/a',
      edmDataProvider: { def: ['http://data.europeana.eu/organization/4'] },
      edmProvider: { def: ['Aggregator'] },
      edmRights: { def: ['http://creativecommons.org/publicdomain/mark/1.0/'] },
      edmIsShownAt: 'https://museum.example.org/SK-C-5',
      edmIsShownBy: 'http://x/a.jpg',
      webResources: [
        {
          about: 'http://x/a.jpg',
          ebucoreHasMimeType: 'image/jpeg',
          ebucoreWidth: 2000,
          ebucoreHeight: 1670,
        },
        { about: 'https://museum.example.org/SK-C-5' },
      ],
    },
  ],
  europeanaAggregation: {
    about: '/aggregation/europeana/1/a',
    edmLandingPage: 'https://www.europeana.eu/item/1/a',
    edmPreview: PREVIEW,
  },
  agents: [
    { about: 'http://data.europeana.eu/agent/1', prefLabel: { en: ['Rembrandt'] } },
    { about: 'http://data.europeana.eu/agent/99', prefLabel: { en: ['Not referenced'] } },
  ],
  concepts: [{ about: 'http://data.europeana.eu/concept/2', prefLabel: { en: ['Militia'] } }],
  places: [
    {
      about: 'http://data.europeana.eu/place/3',
      prefLabel: { en: ['Amsterdam'] },
      latitude: 52.37,
      longitude: 4.89,
    },
  ],
  timespans: [
    {
      about: 'http://data.europeana.eu/timespan/17',
      prefLabel: { en: ['17th century'] },
      begin: { def: ['1601-01-01'] },
      end: { def: ['1700-12-31'] },
    },
  ],
  organizations: [
    { about: 'http://data.europeana.eu/organization/4', prefLabel: { en: ['Rijksmuseum'] } },
  ],
};

describe('schema.org of records', () => {
  it("describes the object after Europeana's SchemaOrgUtils, its media and the entities it names", () => {
    const doc = recordSchemaOrg(painting);
    expect(doc['@context']).toBe('http://schema.org');
    const [main, ...rest] = doc['@graph'] as Array<Record<string, unknown>>;
    expect(main).toEqual({
      '@type': 'VisualArtwork',
      '@id': 'http://data.europeana.eu/item/1/a',
      url: 'https://www.europeana.eu/item/1/a',
      name: [
        { '@language': 'en', '@value': 'The Night Watch' },
        { '@language': 'nl', '@value': 'De Nachtwacht' },
      ],
      description: { '@language': 'en', '@value': 'A militia company' },
      creator: { '@id': 'http://data.europeana.eu/agent/1' },
      about: [
        { '@id': 'http://data.europeana.eu/concept/2' },
        { '@type': 'Thing', name: { '@language': 'en', '@value': 'militia' } },
        { '@type': 'Thing', name: { '@language': 'en', '@value': 'painting' } },
      ],
      dateCreated: '1642',
      // A time span the record embeds is written as its range.
      temporalCoverage: '1601-01-01/1700-12-31',
      contentLocation: { '@id': 'http://data.europeana.eu/place/3' },
      inLanguage: { '@type': 'Language', name: 'nl' },
      identifier: 'SK-C-5',
      artMedium: { '@language': 'en', '@value': 'oil on canvas' },
      provider: [
        { '@id': 'http://data.europeana.eu/organization/4' },
        { '@type': 'Organization', name: 'Aggregator' },
      ],
      license: 'http://creativecommons.org/publicdomain/mark/1.0/',
      sameAs: 'https://museum.example.org/SK-C-5',
      thumbnailUrl: PREVIEW,
      image: `${PREVIEW}&size=w400`,
      associatedMedia: { '@id': 'http://x/a.jpg' },
    });
    expect(rest.map((node) => [node['@type'], node['@id']])).toEqual([
      ['ImageObject', 'http://x/a.jpg'],
      ['Person', 'http://data.europeana.eu/agent/1'],
      ['Thing', 'http://data.europeana.eu/concept/2'],
      ['Place', 'http://data.europeana.eu/place/3'],
      ['Organization', 'http://data.europeana.eu/organization/4'],
    ]);
    expect(rest[0]).toMatchObject({
      contentUrl: 'http://x/a.jpg',
      encodingFormat: 'image/jpeg',
      encodesCreativeWork: { '@id': 'http://data.europeana.eu/item/1/a' },
      width: { '@type': 'QuantitativeValue', value: 2000, unitCode: 'E37' },
      license: 'http://creativecommons.org/publicdomain/mark/1.0/',
    });
  });

  it.each([
    ['IMAGE', [], 'VisualArtwork'],
    ['TEXT', [], 'CreativeWork'],
    ['SOUND', [], 'AudioObject'],
    ['VIDEO', [], 'VideoObject'],
    ['3D', [], '3DModel'],
    ['IMAGE', ['http://data.europeana.eu/concept/48'], 'Photograph'],
    ['TEXT', ['http://data.europeana.eu/concept/base/6'], 'Book'],
    ['TEXT', ['http://data.europeana.eu/concept/18'], 'Newspaper'],
  ])('types a %s record naming %j as %s', (type, subjects, schemaType) => {
    const record: EdmRecord = {
      about: '/1/b',
      type,
      proxies: [
        { about: '/proxy/provider/1/b', europeanaProxy: false, dcSubject: { def: subjects } },
      ],
      aggregations: [],
    };
    expect((recordSchemaOrg(record)['@graph'] as Array<Record<string, unknown>>)[0]!['@type']).toBe(
      schemaType,
    );
  });

  it('keeps languages named like Object.prototype members as languages', () => {
    // As an import reads record.json: `__proto__` is an own key there, not the prototype.
    const record = JSON.parse(
      JSON.stringify({
        about: '/1/odd',
        type: 'TEXT',
        proxies: [
          {
            about: '/proxy/provider/1/odd',
            europeanaProxy: false,
            dcTitle: { constructor: ['ctor only'], toString: ['str only'], en: ['zzrecL1'] },
            dcType: { toString: ['kind'] },
          },
          {
            about: '/proxy/europeana/1/odd',
            europeanaProxy: true,
            dcTitle: { constructor: ['ctor again'] },
          },
        ],
      }).replace('"toString":["kind"]', '"toString":["kind"],"__proto__":["proto kind"]'),
    ) as EdmRecord;
    const main = (recordSchemaOrg(record)['@graph'] as Array<Record<string, unknown>>)[0]!;
    expect(main.name).toEqual([
      { '@language': 'constructor', '@value': 'ctor only' },
      { '@language': 'constructor', '@value': 'ctor again' },
      { '@language': 'toString', '@value': 'str only' },
      { '@language': 'en', '@value': 'zzrecL1' },
    ]);
    expect(main.about).toEqual([
      { '@type': 'Thing', name: { '@language': 'toString', '@value': 'kind' } },
      { '@type': 'Thing', name: { '@language': '__proto__', '@value': 'proto kind' } },
    ]);
  });

  describe('for the seed and the Europeana samples', () => {
    let corpus: RecordCorpus;
    beforeAll(async () => {
      corpus = await openRecordCorpus();
    });
    afterAll(() => corpus.close());

    it('names every object and gives every node a type and id', () => {
      for (const record of corpus.records) {
        const graph = recordSchemaOrg(record)['@graph'] as Array<Record<string, unknown>>;
        expect(graph[0]!.name).toBeDefined();
        for (const node of graph) {
          expect(typeof node['@type']).toBe('string');
          expect(typeof node['@id']).toBe('string');
        }
      }
    });
  });
});
