import { mixInt53 } from '../edm/hash';
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
 * the precomputed global order and keeps members, which is linear and needs no comparison sort.
 * Other orders compute each key's sort values once, then keep the first `offset + rows` in a
 * bounded heap (a page of a random order over every item no longer sorts all of them). Ties
 * always fall back to the item key, so pages are stable.
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
  const wanted = Math.min(offset + rows, keys.length);
  if (wanted <= offset) return [];
  // Sort values by position in `keys`, negated for descending orders, so one comparison fits all.
  const columns = keysToSort.map((sortKey) => {
    const value = valueOf(sortKey, index);
    const sign = sortKey.desc ? -1 : 1;
    const column = new Float64Array(keys.length);
    for (let i = 0; i < keys.length; i++) column[i] = sign * value(keys[i]!);
    return column;
  });
  const before = (a: number, b: number): number => {
    for (const column of columns) {
      const d = column[a]! - column[b]!;
      if (d !== 0) return d;
    }
    return keys[a]! - keys[b]!;
  };
  return firstPositions(keys.length, wanted, before)
    .slice(offset)
    .map((position) => keys[position]!);
}

/**
 * The `wanted` first positions of `0..count-1` under `before`, in order: a max-heap of the best
 * so far, so the work is count × log(wanted) rather than a sort of everything.
 */
function firstPositions(
  count: number,
  wanted: number,
  before: (a: number, b: number) => number,
): number[] {
  if (wanted * 4 >= count) {
    const all = Array.from({ length: count }, (_, i) => i);
    return all.sort(before).slice(0, wanted);
  }
  const heap: number[] = [];
  const siftUp = (at: number): void => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (before(heap[parent]!, heap[at]!) >= 0) return;
      [heap[parent], heap[at]] = [heap[at]!, heap[parent]!];
      at = parent;
    }
  };
  const siftDown = (at: number): void => {
    for (;;) {
      const left = 2 * at + 1;
      if (left >= heap.length) return;
      const right = left + 1;
      const larger = right < heap.length && before(heap[right]!, heap[left]!) > 0 ? right : left;
      if (before(heap[larger]!, heap[at]!) <= 0) return;
      [heap[larger], heap[at]] = [heap[at]!, heap[larger]!];
      at = larger;
    }
  };
  for (let position = 0; position < count; position++) {
    if (heap.length < wanted) {
      heap.push(position);
      siftUp(heap.length - 1);
    } else if (before(position, heap[0]!) < 0) {
      heap[0] = position;
      siftDown(0);
    }
  }
  return heap.sort(before);
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
      return (key) => mixInt53(key, seed);
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
