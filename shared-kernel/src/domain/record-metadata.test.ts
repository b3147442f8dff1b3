import type { RecordObject } from './item';
import { sampleRecord } from '../test-fixtures/europeana-samples';
import { isRecordEntity, linkedEntities, recordEntities } from './record-entities';
import {
  MAX_FIELD_VALUES,
  mergeRecordMetadata,
  recordDisplayMetadata,
  recordProxies,
} from './record-metadata';

describe('record proxies', () => {
  it('tells the provider proxy from the Europeana proxy', () => {
    const proxies = recordProxies(sampleRecord('piano'));
    expect(proxies.provider?.about).toBe('/proxy/provider/09102/_GNM_693983');
    expect(proxies.europeana?.about).toBe('/proxy/europeana/09102/_GNM_693983');
    expect(proxies.aggregator).toBeUndefined();
  });

  it('takes the single proxy of a legacy record as the provider proxy', () => {
    const proxies = recordProxies(sampleRecord('legacy'));
    expect(proxies.provider?.about).toBe('/91627/7E8AAB01E1C2AD825615C3153CF82C1B2D39B224');
    expect(proxies.europeana).toBeUndefined();
  });
});

describe('merging record metadata (contract §2)', () => {
  it('merges aggregations and proxies, provider data first', () => {
    const metadata = mergeRecordMetadata(sampleRecord('piano'));
    expect(metadata.dcTitle).toEqual({ de: ['Hammerflügel'] });
    // provider proxy "1788", then the Europeana proxy's untagged time-span URIs
    expect(metadata.dcDate?.def).toEqual([
      '1788',
      'http://semium.org/time/17xx_2_half',
      'http://semium.org/time/1788',
      'http://semium.org/time/17xx',
    ]);
    expect(metadata.edmDataProvider).toEqual({ def: ['Germanisches Nationalmuseum'] });
    // the same rights statement in both aggregations appears once
    expect(metadata.edmRights).toEqual({
      def: ['http://creativecommons.org/licenses/by-nc-sa/3.0/'],
    });
    expect(metadata.edmCountry).toEqual({ def: ['Europe'] });
    expect(metadata.europeanaCollectionName).toEqual({ def: ['09102_Ag_EU_MIMO_ESE'] });
    expect(metadata.timestampCreated).toEqual({ def: ['2013-11-22T15:33:22.537Z'] });
    expect(metadata.edmIsShownBy).toEqual({
      def: ['http://www.mimo-db.eu/media/GNM/IMAGE/MIR1097_1279787057222_2.jpg'],
    });
  });

  it('keeps only untagged values of the Europeana proxy unless translating', () => {
    const record = sampleRecord('bookplate');
    // the Europeana proxy holds year {eur: ["1903"]}: a tagged value
    expect(mergeRecordMetadata(record).year).toBeUndefined();
    expect(mergeRecordMetadata(record, { translating: true }).year).toEqual({ eur: ['1903'] });
  });

  it('shows a run of years as one range before the ten-value cap', () => {
    const years = Array.from({ length: 51 }, (_, i) => String(-1550 + i));
    const record: RecordObject = {
      ...sampleRecord('piano'),
      proxies: [
        { about: '/proxy/provider/1/x' },
        { about: '/proxy/europeana/1/x', europeanaProxy: true, year: { def: years } },
      ],
    };
    expect(mergeRecordMetadata(record).year).toEqual({ def: ['-1550 – -1500'] });
  });

  it('reads legacy documents: plain lists and strings become untagged values', () => {
    const metadata = mergeRecordMetadata(sampleRecord('legacy'));
    expect(metadata.dcTitle).toEqual({ def: ['Porträtt'] });
    expect(metadata.dcType).toEqual({ def: ['Foto'] });
    expect(metadata.edmDataProvider).toEqual({ def: ['Västergötlands museum'] });
    expect(metadata.dctermsIssued).toEqual({ def: ['2002-10-21'] });
    // rights written in the proxy count too
    expect(metadata.dcRights).toEqual({ def: ['Okänd'] });
    expect(metadata.dcContributor).toBeUndefined();
  });

  it('caps each field to 10 values per language', () => {
    const record = sampleRecord('print');
    const subjects = Array.from({ length: 14 }, (_, i) => `subject ${i}`);
    record.proxies[0]!.dcSubject = { def: subjects };
    expect(mergeRecordMetadata(record).dcSubject?.def).toEqual(subjects.slice(0, MAX_FIELD_VALUES));
  });

  it('shows the proxy property edmWasPresentAt as wasPresentAt and ignores undisplayed fields', () => {
    const record: RecordObject = {
      about: '/1/a',
      type: 'IMAGE',
      proxies: [
        {
          about: '/proxy/provider/1/a',
          edmWasPresentAt: { def: ['Expo 1900'] },
          edmType: 'IMAGE',
          lineage: ['x'],
        },
      ],
      aggregations: [],
    };
    const metadata = mergeRecordMetadata(record) as Record<string, unknown>;
    expect(metadata.wasPresentAt).toEqual({ def: ['Expo 1900'] });
    expect(metadata.edmType).toBeUndefined();
    expect(metadata.lineage).toBeUndefined();
  });
});

describe('resolving def URIs to the record’s entities', () => {
  it('indexes every contextual entity, reduced to about, prefLabel and coordinates', () => {
    const entities = recordEntities(sampleRecord('bookplate'));
    expect([...entities.keys()]).toContain('http://partage.vocnet.org/part00141');
    const bookplates = entities.get('http://partage.vocnet.org/part00141');
    expect(Object.keys(bookplates ?? {})).toEqual(['about', 'prefLabel']);
    expect(bookplates?.prefLabel).toMatchObject({ en: ['bookplates'], de: ['Exlibris'] });
  });

  it('replaces untagged URIs naming an entity and keeps the others', () => {
    const metadata = recordDisplayMetadata(sampleRecord('piano'));
    const type = metadata.dcType?.def ?? [];
    expect(type).toHaveLength(1);
    expect(isRecordEntity(type[0]!)).toBe(true);
    expect(type[0]).toMatchObject({ about: 'http://www.mimo-db.eu/InstrumentsKeywords/2284' });
    // the creator URI names no embedded entity: it stays a string; the Europeana aggregation's
    // own creator ("Europeana", who made the aggregation) is not the object's creator
    expect(metadata.dcCreator?.def).toEqual([
      'http://www.mimo-db.eu/InstrumentMaker/Person/3149',
      'Stein',
    ]);
  });

  it('marks Europeana entities with their type so they link to collection pages', () => {
    const record: RecordObject = {
      about: '/1/a',
      type: 'IMAGE',
      proxies: [
        {
          about: '/proxy/provider/1/a',
          dcCreator: { def: ['http://data.europeana.eu/agent/60305'] },
          dcSubject: { def: ['http://data.europeana.eu/concept/190', 'http://vocab.example/x'] },
        },
      ],
      aggregations: [],
      agents: [{ about: 'http://data.europeana.eu/agent/60305', prefLabel: { en: ['Rembrandt'] } }],
      concepts: [
        { about: 'http://data.europeana.eu/concept/190', prefLabel: { en: ['Art'] } },
        { about: 'http://vocab.example/x', prefLabel: { en: ['X'] } },
      ],
      places: [{ about: 'http://data.europeana.eu/place/1', latitude: '52.37', longitude: 4.9 }],
    };
    const metadata = recordDisplayMetadata(record);
    const linked = linkedEntities([metadata.dcCreator, metadata.dcSubject]);
    expect(linked.map((entity) => [entity.about, entity.pathType])).toEqual([
      ['http://data.europeana.eu/agent/60305', 'agent'],
      ['http://data.europeana.eu/concept/190', 'concept'],
    ]);
    expect(recordEntities(record).get('http://data.europeana.eu/place/1')).toMatchObject({
      latitude: 52.37,
      longitude: 4.9,
      pathType: 'place',
    });
  });
});
