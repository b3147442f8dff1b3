/** @jest-environment node */
import type { FacetIndex } from './facet-index';
import { sortedPage, type SortKey } from './sort';

/** A facet index with only what the sorts read: completeness and creation time per item key. */
function indexOf(completeness: number[], createdAt: number[]): FacetIndex {
  return {
    maxKey: completeness.length - 1,
    completeness: Int16Array.from(completeness),
    createdAt: Float64Array.from(createdAt),
    updatedAt: Float64Array.from(createdAt),
    field: () => undefined,
  } as unknown as FacetIndex;
}

/** A deterministic pseudo-random sequence (mulberry32), so the test data is the same each run. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SIZE = 2000;
const next = sequence(42);
// Few distinct values, so ties (broken by item key) are common.
const completeness = Array.from({ length: SIZE }, () => Math.floor(next() * 10));
const createdAt = Array.from({ length: SIZE }, () => Math.floor(next() * 50));
const index = indexOf(completeness, createdAt);
// Every third item key matches.
const keys = Int32Array.from(
  Array.from({ length: SIZE }, (_, key) => key).filter((key) => key % 3 === 0),
);

/** The reference: every key sorted with a plain comparison, then the page cut out. */
function naivePage(sort: SortKey[], offset: number, rows: number): number[] {
  const value = (s: SortKey, key: number) =>
    s.field === 'COMPLETENESS' ? completeness[key]! : createdAt[key]!;
  return Array.from(keys)
    .sort((a, b) => {
      for (const s of sort) {
        const d = value(s, a) - value(s, b);
        if (d !== 0) return s.desc ? -d : d;
      }
      return a - b;
    })
    .slice(offset, offset + rows);
}

describe('sortedPage', () => {
  const twoKeys: SortKey[] = [
    { field: 'COMPLETENESS', desc: true },
    { field: 'timestamp_created', desc: false },
  ];

  it.each([
    [0, 24],
    [24, 24],
    [96, 24],
    [0, 1],
    [600, 100],
    [660, 24],
    [700, 24],
  ])('gives the page at offset %i, %i rows, as a full sort would', (offset, rows) => {
    expect(sortedPage(keys, twoKeys, index, offset, rows)).toEqual(
      naivePage(twoKeys, offset, rows),
    );
    const one: SortKey[] = [{ field: 'COMPLETENESS', desc: false }];
    expect(sortedPage(keys, one, index, offset, rows)).toEqual(naivePage(one, offset, rows));
  });

  it('orders randomly by seed: stable for a seed, different for another, a permutation', () => {
    const page = (seed: number, offset = 0, rows = keys.length) =>
      sortedPage(keys, [{ field: 'random', desc: false, seed }], index, offset, rows);
    const all = page(7);
    expect(page(7)).toEqual(all);
    expect([...all].sort((a, b) => a - b)).toEqual(Array.from(keys));
    expect(page(8)).not.toEqual(all);
    // The first page from the bounded heap is the start of the full order.
    expect(page(7, 0, 24)).toEqual(all.slice(0, 24));
    expect(page(7, 48, 24)).toEqual(all.slice(48, 72));
  });

  it('gives nothing past the end', () => {
    expect(sortedPage(keys, twoKeys, index, keys.length, 24)).toEqual([]);
  });
});
