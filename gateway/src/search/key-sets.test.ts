import { difference, fromKeys, intersect, parseKeyList, unionAll } from './key-sets';

const s = (...k: number[]): Int32Array => Int32Array.from(k);

describe('key sets', () => {
  it('intersects by merging and by binary search', () => {
    expect([...intersect(s(1, 3, 5, 7), s(3, 4, 5))]).toEqual([3, 5]);
    const big = Int32Array.from({ length: 1000 }, (_, i) => i * 2);
    expect([...intersect(s(4, 5, 1998), big)]).toEqual([4, 1998]);
  });

  it('subtracts and unites', () => {
    expect([...difference(s(1, 2, 3, 4), s(2, 4, 9))]).toEqual([1, 3]);
    expect([
      ...unionAll(
        [s(5, 1), s(2), s(1, 9)].map((x) => fromKeys(x)),
        10,
      ),
    ]).toEqual([1, 2, 5, 9]);
  });

  it('parses group_concat output', () => {
    expect([...parseKeyList('1,20,300')]).toEqual([1, 20, 300]);
    expect(parseKeyList(null).length).toBe(0);
  });
});
