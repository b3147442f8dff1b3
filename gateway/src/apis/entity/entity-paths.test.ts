import { canonicalEntityUri, parseEntityIdSegment } from './entity-paths';

describe('entity ids in paths', () => {
  it('reads the number, slug and format of a path segment', () => {
    expect(parseEntityIdSegment('94-architecture')).toEqual({ number: '94', format: 'json' });
    expect(parseEntityIdSegment('0094.jsonld')).toEqual({ number: '94', format: 'jsonld' });
    expect(parseEntityIdSegment('0')).toEqual({ number: '0', format: 'json' });
    expect(parseEntityIdSegment('x94')).toBeUndefined();
  });

  it('keeps a long number as its digits, never in exponent notation', () => {
    expect(parseEntityIdSegment('99999999999999999999999')?.number).toBe('99999999999999999999999');
    expect(canonicalEntityUri('http://data.europeana.eu/agent/base/099999999999999999999999')).toBe(
      'http://data.europeana.eu/agent/99999999999999999999999',
    );
  });
});
