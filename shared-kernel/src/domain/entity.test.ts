import {
  entityPathTypeOf,
  entityPathTypeOfSlug,
  parseEntityUri,
  UnsupportedEntityUriError,
} from './entity';
import { isRecordId } from './item';

describe('entity URIs', () => {
  it.each([
    ['http://data.europeana.eu/agent/123', 'edm_agent', 'person'],
    ['http://data.europeana.eu/concept/190', 'skos_concept', 'topic'],
    ['http://data.europeana.eu/organization/5', 'foaf_organization', 'organisation'],
    ['http://data.europeana.eu/place/7', 'edm_place', 'place'],
    ['http://data.europeana.eu/timespan/20', 'edm_timespan', 'time'],
  ])('%s maps to %s and /%s', (uri, queryField, slug) => {
    expect(parseEntityUri(uri)).toMatchObject({ queryField, slug });
  });

  it('rejects any other URI', () => {
    expect(() => parseEntityUri('http://data.europeana.eu/thing/1')).toThrow(
      UnsupportedEntityUriError,
    );
    expect(() => parseEntityUri('http://example.org/agent/1')).toThrow('Unsupported entity URI');
  });

  it('finds the type of a URL slug', () => {
    expect(entityPathTypeOfSlug('person')).toBe('agent');
    expect(entityPathTypeOfSlug('nope')).toBeUndefined();
  });

  it('finds the path type of an Entity API type', () => {
    expect(entityPathTypeOf('TimeSpan')).toBe('timespan');
    expect(entityPathTypeOf('Organization')).toBe('organization');
    expect(entityPathTypeOf('Event')).toBeUndefined();
  });
});

describe('record ids', () => {
  it('are /{number}/{word}', () => {
    expect(isRecordId('/9200579/abc_123')).toBe(true);
    expect(isRecordId('/abc/123')).toBe(false);
    expect(isRecordId('/1/a-b')).toBe(false);
    expect(isRecordId('/1/a/b')).toBe(false);
  });
});
