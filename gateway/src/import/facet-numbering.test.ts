import { FacetNumbering, FacetNumbers, type FacetAnnouncement } from './facet-numbering';

describe('facet numbering between a worker and the writing thread', () => {
  it('numbers pairs in first-seen order and announces each once', () => {
    const numbering = new FacetNumbering();
    const announced: FacetAnnouncement[] = [];
    expect(
      numbering.number(
        [
          ['TYPE', 'IMAGE'],
          ['COUNTRY', 'Netherlands'],
        ],
        announced,
      ),
    ).toEqual([0, 1]);
    expect(
      numbering.number(
        [
          ['TYPE', 'IMAGE'],
          ['TYPE', 'TEXT'],
          ['LANGUAGE', 'IMAGE'],
        ],
        announced,
      ),
    ).toEqual([0, 2, 3]);
    expect(announced).toEqual([
      [0, 'TYPE', 'IMAGE'],
      [1, 'COUNTRY', 'Netherlands'],
      [2, 'TYPE', 'TEXT'],
      [3, 'LANGUAGE', 'IMAGE'],
    ]);
  });

  it('resolves numbers to keys once, and again after forget (keys of a rolled-back write)', () => {
    const numbers = new FacetNumbers();
    numbers.learn([
      [0, 'TYPE', 'IMAGE'],
      [1, 'COUNTRY', 'Netherlands'],
    ]);
    const keyOf = jest.fn((field: string, value: string) => field.length * 100 + value.length);
    expect([numbers.key(0, keyOf), numbers.key(1, keyOf), numbers.key(0, keyOf)]).toEqual([
      405, 711, 405,
    ]);
    expect(keyOf).toHaveBeenCalledTimes(2);
    numbers.forget();
    expect(numbers.key(0, keyOf)).toBe(405);
    expect(keyOf).toHaveBeenCalledTimes(3);
    expect(numbers.field(1)).toBe('COUNTRY');
    expect(() => numbers.field(7)).toThrow(/never announced/);
  });
});
