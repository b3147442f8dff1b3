import { hash53 } from '../edm/hash';
import type { FacetIndex } from './facet-index';
import type { KeySet } from './key-sets';

export type SortField =
  | 'score'
  | 'timestamp_created'
  | 'timestamp_update'
  | 'europeana_id'
  | 'random'
  | 'COMPLETENESS'
  | 'is_fulltext'
  | 'has_thumbnails'
  | 'has_media';

export interface SortKey {
  field: SortField;
  desc: boolean;
  /** For `random`: the seed (`random_<seed>`, or drawn per request). */
  seed?: number;
}

/**
 * One page of `keys` (item keys) in the requested order. Sorting by one timestamp or by id walks
 * the precomputed global order and keeps members, which is linear and needs no comparison sort;
 * other orders sort the matched keys. Ties always fall back to the item key, so pages are stable.
 */
export function sortedPage(
  keys: KeySet,
  sort: readonly SortKey[],
  index: FacetIndex,
  offset: number,
  rows: number,
): number[] {
  const keysToSort = sort.filter((s) => s.field !== 'score');
  if (!keysToSort.length) return Array.from(keys.subarray(offset, offset + rows));
  if (keysToSort.length === 1) {
    const only = keysToSort[0]!;
    const order = orderArray(only.field, index);
    if (order) return walkOrder(keys, order, only.desc, index.maxKey, offset, rows);
  }
  const getters = keysToSort.map((s) => ({ value: valueOf(s, index), sign: s.desc ? -1 : 1 }));
  const sorted = Array.from(keys).sort((a, b) => {
    for (const { value, sign } of getters) {
      const d = value(a) - value(b);
      if (d !== 0) return d * sign;
    }
    return a - b;
  });
  return sorted.slice(offset, offset + rows);
}

function orderArray(field: SortField, index: FacetIndex): Int32Array | undefined {
  if (field === 'timestamp_created') return index.createdOrder;
  if (field === 'timestamp_update') return index.updateOrder;
  if (field === 'europeana_id') return index.idOrder;
  return undefined;
}

function walkOrder(
  keys: KeySet,
  order: Int32Array,
  desc: boolean,
  maxKey: number,
  offset: number,
  rows: number,
): number[] {
  if (keys.length === order.length) {
    const slice = desc
      ? Array.from(
          order.subarray(Math.max(0, order.length - offset - rows), order.length - offset),
        ).reverse()
      : Array.from(order.subarray(offset, offset + rows));
    return slice;
  }
  const member = new Uint8Array(maxKey + 1);
  for (const key of keys) member[key] = 1;
  const out: number[] = [];
  let skipped = 0;
  const n = order.length;
  for (let i = 0; i < n && out.length < rows; i++) {
    const key = order[desc ? n - 1 - i : i]!;
    if (!member[key]) continue;
    if (skipped < offset) skipped++;
    else out.push(key);
  }
  return out;
}

function valueOf(sort: SortKey, index: FacetIndex): (key: number) => number {
  switch (sort.field) {
    case 'timestamp_created':
      return (key) => index.createdAt[key]!;
    case 'timestamp_update':
      return (key) => index.updatedAt[key]!;
    case 'europeana_id':
      return (key) => index.idRank[key]!;
    case 'COMPLETENESS':
      return (key) => index.completeness[key]!;
    case 'random': {
      const seed = sort.seed ?? 0;
      const cache = new Map<number, number>();
      return (key) => {
        let v = cache.get(key);
        if (v === undefined) {
          v = hash53(String(key), seed);
          cache.set(key, v);
        }
        return v;
      };
    }
    case 'is_fulltext':
      return booleanFacet(index, 'TEXT_FULLTEXT');
    case 'has_thumbnails':
      return booleanFacet(index, 'THUMBNAIL');
    case 'has_media':
      return booleanFacet(index, 'MEDIA');
    default:
      return () => 0;
  }
}

function booleanFacet(index: FacetIndex, field: string): (key: number) => number {
  const facet = index.field(field);
  const trueId = facet?.valueIds.get('true');
  if (!facet || trueId === undefined) return () => 0;
  return (key) => {
    const start = facet.forwardStart[key];
    const end = facet.forwardStart[key + 1];
    if (start === undefined || end === undefined) return 0;
    for (let j = start; j < end; j++) if (facet.forward[j] === trueId) return 1;
    return 0;
  };
}
