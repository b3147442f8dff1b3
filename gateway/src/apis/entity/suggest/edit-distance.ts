/** Rows of the dynamic programme, reused across calls (labels are short; grown when needed). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

function ensure(length: number): void {
  if (rows[0]!.length > length) return;
  const size = Math.max(length + 1, rows[0]!.length * 2);
  rows = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
}

/**
 * Levenshtein distance with a ceiling: returns `max + 1` as soon as the distance must exceed
 * `max`, so scanning candidate words costs little. Adjacent transpositions count once (optimal
 * string alignment), since "rembarndt" is one slip. With `prefix`, `b` may continue after the
 * end of `a` for free: the distance between a typed beginning and the closest start of `b`.
 */
export function boundedEditDistance(a: string, b: string, max: number, prefix = false): number {
  const la = a.length;
  const lb = prefix ? Math.min(b.length, la + max) : b.length;
  if (!prefix && Math.abs(la - lb) > max) return max + 1;
  if (prefix && lb < la - max) return max + 1;
  if (la === 0) return prefix ? 0 : Math.min(lb, max + 1);
  ensure(lb);
  let prevPrev = rows[0]!;
  let prev = rows[1]!;
  let row = rows[2]!;
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    row[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let value = prev[j - 1]! + (ca === cb ? 0 : 1);
      if (prev[j]! + 1 < value) value = prev[j]! + 1;
      if (row[j - 1]! + 1 < value) value = row[j - 1]! + 1;
      if (
        i > 1 &&
        j > 1 &&
        ca === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === cb &&
        prevPrev[j - 2]! + 1 < value
      ) {
        value = prevPrev[j - 2]! + 1;
      }
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const rotated = prevPrev;
    prevPrev = prev;
    prev = row;
    row = rotated;
  }
  let distance = prev[lb]!;
  // A prefix may end anywhere in b: the best cell of the last row.
  if (prefix) for (let j = 0; j < lb; j++) if (prev[j]! < distance) distance = prev[j]!;
  return distance <= max ? distance : max + 1;
}

/** Typos allowed for a typed word: none for very short words, then one, two from 7 letters. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}
