import { noEntities } from '../convert/entity-lookup';
import { convertValue } from './classify';

const convert = (value: unknown): ReturnType<typeof convertValue> =>
  convertValue(value, noEntities);

describe('Entity API documents', () => {
  it('stores a document with its URI kind as type and a labelled prefLabel', () => {
    const converted = convert({
      '@context': 'http://www.europeana.eu/schemas/context/entity.jsonld',
      id: 'http://data.europeana.eu/agent/123458',
      type: 'Agent',
      prefLabel: { en: 'Proper', de: 'Richtig' },
    });
    expect(converted.kind).toBe('entity');
    expect(converted.kind === 'entity' && converted.doc.prefLabel).toEqual({
      en: 'Proper',
      de: 'Richtig',
    });
    expect(
      convert({
        id: 'http://data.europeana.eu/timespan/base/1',
        type: 'TimeSpan',
        prefLabel: { en: '1st' },
      }).kind,
    ).toBe('entity');
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['without prefLabel', {}, /^prefLabel: expected a language map with at least one label/],
    ['with a string prefLabel', { prefLabel: 'not a map' }, /^prefLabel: expected a language map/],
    ['with a list prefLabel', { prefLabel: ['x'] }, /^prefLabel: expected a language map/],
    ['with an empty prefLabel', { prefLabel: {} }, /^prefLabel: expected a language map/],
    ['with a blank label', { prefLabel: { en: '  ' } }, /^prefLabel\.en: expected a non-empty/],
    ['with a number label', { prefLabel: { en: 5 } }, /^prefLabel\.en: expected a non-empty/],
  ])('rejects an agent %s', (_what, fields, message) => {
    expect(() =>
      convert({ id: 'http://data.europeana.eu/agent/123456', type: 'Agent', ...fields }),
    ).toThrow(message);
  });

  it('rejects a type that does not match the kind of the URI', () => {
    expect(() =>
      convert({
        id: 'http://data.europeana.eu/place/123459',
        type: 'Agent',
        prefLabel: { en: 'Mismatched kind' },
      }),
    ).toThrow(/^type: expected Place for a \/place\/ entity URI, got "Agent"$/);
    expect(() =>
      convert({ id: 'http://data.europeana.eu/place/1', type: 'Unicorn', prefLabel: { en: 'X' } }),
    ).toThrow(/^type: expected Place/);
  });
});

describe('Europeana record documents', () => {
  it('tells a record without its id so, in both document shapes', () => {
    const proxies = [{ about: '/proxy/provider/1/x', dcTitle: { en: ['A title'] } }];
    const aggregations = [{ about: '/aggregation/provider/1/x' }];
    for (const value of [{ object: { proxies, aggregations } }, { proxies, aggregations }]) {
      expect(() => convert(value)).toThrow(
        'the record has no "about": its id, /{datasetId}/{localId}, is needed to store it',
      );
    }
  });

  it('still calls an object with neither an id nor the parts of a record unrecognised', () => {
    expect(() => convert({ object: { title: 'x' } })).toThrow(/^unrecognised record/);
    expect(() => convert({ proxies: [] })).toThrow(/^unrecognised record/);
  });
});
