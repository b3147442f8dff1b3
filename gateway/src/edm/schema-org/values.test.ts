import { isoDate, isoDuration, multilingual, put, references } from './values';

describe('schema.org values', () => {
  it('writes language maps as tagged text, def as plain text, URIs left to references', () => {
    expect(multilingual({ en: ['a'], def: ['b', 'http://x/1'] })).toEqual([
      { '@language': 'en', '@value': 'a' },
      'b',
    ]);
    expect(references({ def: ['http://x/1', 'Anonymous'], fr: ['inconnu'] }, 'Person')).toEqual([
      { '@id': 'http://x/1' },
      { '@type': 'Person', name: 'Anonymous' },
      { '@type': 'Person', name: { '@language': 'fr', '@value': 'inconnu' } },
    ]);
  });

  it('puts one value bare, several as an array, each once, none not at all', () => {
    const out: Record<string, unknown> = {};
    put(out, 'a', ['x']);
    put(out, 'b', ['x', 'y', 'x']);
    put(out, 'c', []);
    expect(out).toEqual({ a: 'x', b: ['x', 'y'] });
  });

  it('reads ISO dates, years and the Java date text of old time spans', () => {
    expect(isoDate('1642')).toBe('1642');
    expect(isoDate('1606-07-15')).toBe('1606-07-15');
    expect(isoDate('-0500')).toBe('-0500');
    expect(isoDate('Mon Jan 01 01:00:00 CET 1776')).toBe('1776-01-01T01:00:00');
    expect(isoDate('Wed Dec 31 01:00:00 CET 1800')).toBe('1800-12-31T01:00:00');
    expect(isoDate('c. 1665')).toBeUndefined();
    expect(isoDate('Mon Foo 01 01:00:00 CET 1776')).toBeUndefined();
  });

  it('writes milliseconds as ISO 8601 durations, other text as it is', () => {
    expect(isoDuration('90000')).toBe('PT1M30S');
    expect(isoDuration(3_600_000)).toBe('PT1H');
    expect(isoDuration('1500')).toBe('PT1.5S');
    expect(isoDuration('0')).toBe('PT0S');
    expect(isoDuration('about an hour')).toBe('about an hour');
    expect(isoDuration('')).toBeUndefined();
    expect(isoDuration(undefined)).toBeUndefined();
  });
});
