/**
 * Sets of item keys as sorted, duplicate-free Int32Arrays: the currency of the in-memory filter
 * evaluation and facet counting.
 */
export type KeySet = Int32Array;

export const EMPTY: KeySet = new Int32Array(0);

export function intersect(a: KeySet, b: KeySet): KeySet {
  if (a.length > b.length) [a, b] = [b, a];
  const out = new Int32Array(a.length);
  let n = 0;
  if (a.length * 16 < b.length) {
    // Small against large: binary-search each key instead of walking both.
    let lo = 0;
    for (const key of a) {
      let hi = b.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (b[mid]! < key) lo = mid + 1;
        else hi = mid;
      }
      if (lo < b.length && b[lo] === key) out[n++] = key;
    }
  } else {
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      const x = a[i]!;
      const y = b[j]!;
      if (x === y) {
        out[n++] = x;
        i++;
        j++;
      } else if (x < y) i++;
      else j++;
    }
  }
  return out.subarray(0, n);
}

export function difference(a: KeySet, b: KeySet): KeySet {
  if (!b.length) return a;
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  for (const x of a) {
    while (j < b.length && b[j]! < x) j++;
    if (j >= b.length || b[j] !== x) out[n++] = x;
  }
  return out.subarray(0, n);
}

/** Union of any number of sets, through a bitmap over the key space (linear, no sorting). */
export function unionAll(sets: readonly KeySet[], maxKey: number): KeySet {
  const nonEmpty = sets.filter((s) => s.length);
  if (nonEmpty.length === 0) return EMPTY;
  if (nonEmpty.length === 1) return nonEmpty[0]!;
  const marks = new Uint8Array(maxKey + 1);
  let total = 0;
  for (const set of nonEmpty) {
    for (const key of set) {
      if (!marks[key]) {
        marks[key] = 1;
        total++;
      }
    }
  }
  const out = new Int32Array(total);
  let n = 0;
  for (let key = 0; key <= maxKey && n < total; key++) if (marks[key]) out[n++] = key;
  return out;
}

/** Sorted, de-duplicated copy of arbitrary keys. */
export function fromKeys(keys: ArrayLike<number>): KeySet {
  const sorted = Int32Array.from(keys).sort();
  let n = 0;
  for (let i = 0; i < sorted.length; i++)
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i]!;
  return sorted.subarray(0, n);
}

/** Parses SQLite's `group_concat(rowid)` output ("1,5,9") without intermediate strings. */
export function parseKeyList(text: string | null | undefined): KeySet {
  if (!text) return EMPTY;
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) count++;
  const out = new Int32Array(count);
  let n = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      out[n++] = value;
      value = 0;
    } else value = value * 10 + (c - 48);
  }
  out[n++] = value;
  return out;
}
