import { noEntities } from './entity-lookup';
import { museumItemToEdm, type MuseumItem } from './museum-item';

/** A minimal museum item line of the shared data's shape. */
function item(fields: Record<string, unknown> = {}): MuseumItem {
  return {
    id: 'tate:artwork/1',
    source_id: 1,
    title: 'A work',
    edm_type: 'IMAGE',
    data_provider: 'Tate',
    data_provider_id: 'org:tate',
    ...fields,
  } as MuseumItem;
}

function years(record: ReturnType<typeof museumItemToEdm>): string[] | undefined {
  return record.year;
}

describe('museum item years', () => {
  it('expands a short year span into one value per year', () => {
    expect(years(museumItemToEdm(item({ year_start: 1870, year_end: 1873 }), noEntities))).toEqual([
      '1870',
      '1871',
      '1872',
      '1873',
    ]);
  });

  it('keeps only the start year of a span longer than 50 years', () => {
    expect(years(museumItemToEdm(item({ year_start: 1800, year_end: 1900 }), noEntities))).toEqual([
      '1800',
    ]);
  });

  it.each([10000000000000000, 1e308, 2 ** 53, -1e16, 10001, 1800.5, Infinity])(
    'rejects year_start %p with a clear message instead of looping',
    (year) => {
      expect(() => museumItemToEdm(item({ year_start: year }), noEntities)).toThrow(
        /^year_start: expected a whole year between -10000 and 10000/,
      );
    },
  );

  it('rejects an out-of-range year_end', () => {
    expect(() => museumItemToEdm(item({ year_start: 1800, year_end: 1e308 }), noEntities)).toThrow(
      /^year_end: expected a whole year/,
    );
  });
});

describe('museum item record ids', () => {
  const idOf = (source_id: unknown): string =>
    museumItemToEdm(item({ source_id }), noEntities).about;

  it('keeps the record id of a plain source id', () => {
    expect(idOf(1035)).toMatch(/^\/9\d{5}\/1035$/);
  });

  it('does not merge items whose source ids differ only in punctuation or accents', () => {
    const ids = ['café', 'cafè', 'caf', 'x-1', 'x.1', 'x 1', '🎨'].map(idOf);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(['', '   ', null, true, { a: 1 }, [1]])('rejects source_id %p', (source_id) => {
    expect(() => idOf(source_id)).toThrow(/^source_id: expected a non-empty string or a number/);
  });

  it('rejects a blank id', () => {
    expect(() => museumItemToEdm(item({ id: '' }), noEntities)).toThrow(
      /^id: expected a non-empty string/,
    );
  });
});
