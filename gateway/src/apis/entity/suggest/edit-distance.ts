/**
 * Levenshtein distance with a ceiling: returns `max + 1` as soon as the distance must exceed
 * `max`, so scanning a vocabulary for near matches costs little more than the length check.
 * Adjacent transpositions count once (optimal string alignment), since "rembarndt" is one slip.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0 || lb === 0) return Math.max(la, lb);
  let prevPrev = new Int32Array(lb + 1);
  let prev = new Int32Array(lb + 1);
  let row = new Int32Array(lb + 1);
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    row[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  return prev[lb]! <= max ? prev[lb]! : max + 1;
}

/** Typos allowed for a typed word: none for very short words, then one, two from 7 letters. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}
