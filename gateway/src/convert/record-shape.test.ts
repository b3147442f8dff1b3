import fs from 'node:fs';
import path from 'node:path';
import { EUROPEANA_SAMPLES } from '../test-support/shared-data';
import { normaliseEuropeanaRecord } from './europeana-record';

type Json = Record<string, unknown>;
const sample = (): Json =>
  (
    JSON.parse(
      fs.readFileSync(path.join(EUROPEANA_SAMPLES, 'record_2023008_CFD8A333.json'), 'utf8'),
    ) as { object: Json }
  ).object;
const first = (record: Json, list: string): Json => (record[list] as Json[])[0]!;

describe('normaliseEuropeanaRecord: the shape of a current record', () => {
  it('takes the current samples (and the legacy one, upgraded) as they are', () => {
    for (const name of fs.readdirSync(EUROPEANA_SAMPLES).filter((f) => f.startsWith('record_'))) {
      const document = JSON.parse(
        fs.readFileSync(path.join(EUROPEANA_SAMPLES, name), 'utf8'),
      ) as Json;
      expect(() => normaliseEuropeanaRecord(document)).not.toThrow();
    }
  });

  it('takes fields the real Record API adds beyond the parts listed here', () => {
    const record = sample();
    (record.europeanaAggregation as Json).dqvHasQualityAnnotation = [
      '/item/2023008/CFD8A333#contentTier',
      '/item/2023008/CFD8A333#metadataTier',
    ];
    // (A list in a proxy would read as a legacy document, which is upgraded instead.)
    Object.assign(first(record, 'aggregations'), {
      someNewLink: 'http://example.org/x',
      someNewList: ['a', 'b'],
      someNewCount: 3,
      someNewMap: { en: ['a'] },
    });
    expect(() => normaliseEuropeanaRecord({ object: record })).not.toThrow();
  });

  it('takes a current record with null fields as if they were missing', () => {
    const record = sample();
    Object.assign(first(record, 'proxies'), { dcTitle: null, someNewField: null });
    Object.assign(first(record, 'aggregations'), { edmRights: null });
    const stored = normaliseEuropeanaRecord({ object: record });
    expect(stored.proxies[0]).not.toHaveProperty('dcTitle');
    expect(stored.proxies[0]).not.toHaveProperty('someNewField');
    expect(stored.aggregations?.[0]).not.toHaveProperty('edmRights');
  });

  it.each<[string, (record: Json) => void, string]>([
    ['a number type', (r) => (r.type = 5), 'type: expected one of TEXT, IMAGE, SOUND, VIDEO, 3D'],
    ['a number title', (r) => (r.title = 5), 'title: expected a list of strings, got 5'],
    ['proxies of numbers', (r) => (r.proxies = [1, 2]), 'proxies[0]: expected an object, got 1'],
    ['a proxy without about', (r) => (r.proxies = [{}]), 'proxies[0].about: expected a non-empty'],
    [
      'a number in a proxy language map',
      (r) => (first(r, 'proxies').dcTitle = { en: 5 }),
      'proxies[0].dcTitle: expected a language map of string lists',
    ],
    ['a string aggregations', (r) => (r.aggregations = 'x'), 'aggregations: expected a list'],
    [
      'a string europeanaAggregation',
      (r) => (r.europeanaAggregation = 'x'),
      'europeanaAggregation: expected an object, got "x"',
    ],
    [
      'string webResources',
      (r) => (first(r, 'aggregations').webResources = 'x'),
      'aggregations[0].webResources: expected a list of objects',
    ],
    [
      'a number for a web resource',
      (r) => (first(r, 'aggregations').webResources = [5]),
      'aggregations[0].webResources[0]: expected an object, got 5',
    ],
    [
      'rights that are no language map',
      (r) => (first(r, 'aggregations').edmRights = { def: [5] }),
      'aggregations[0].edmRights: expected a language map',
    ],
    [
      'a title that is a plain string',
      (r) => (first(r, 'proxies').dcTitle = 'x'),
      'proxies[0].dcTitle: expected a language map of string lists',
    ],
    [
      'an unknown field holding objects',
      (r) => (first(r, 'aggregations').someNewThing = [{ a: 1 }]),
      'aggregations[0].someNewThing: expected a language map of string lists',
    ],
    [
      'an agent with a number label',
      (r) => (r.agents = [{ about: 'http://a', prefLabel: { en: 5 } }]),
      'agents[0].prefLabel: expected a language map of string lists',
    ],
  ])('rejects a record with %s, naming the field', (_what, change, message) => {
    const record = sample();
    change(record);
    expect(() => normaliseEuropeanaRecord({ object: record })).toThrow(
      `${String(record.about)}: ${message}`,
    );
  });
});
