import { boundedEditDistance } from './edit-distance';

/** What completing a typed beginning to a longer word adds to a typo distance (see `near`). */
const COMPLETION = 0.5;

const MAX_POSITION = 63;

/**
 * The distinct words of all entity labels, with a positional bigram index for typo search:
 * a word within d edits of a typed word shares at least (length − 2d − 1) of its bigrams (an
 * edit breaks at most two, and one transposition three) at positions shifted by at most d. Only
 * words passing that count are compared with the (bounded) edit distance.
 */
export class Vocabulary {
  readonly words: string[] = [];
  private readonly index = new Map<string, number>();
  private grams = new Map<string, number[]>();
  /** Word indexes in alphabetical order of the words. */
  private sorted: number[] = [];
  private counts = new Int32Array(0);
  private lastGram = new Int32Array(0);

  /** Index of a word, adding it when new. */
  add(word: string): number {
    let i = this.index.get(word);
    if (i === undefined) {
      i = this.words.length;
      this.words.push(word);
      this.index.set(word, i);
      const padded = `\u0001${word}`;
      for (let p = 0; p < word.length && p <= MAX_POSITION; p++) {
        const gram = padded.slice(p, p + 2);
        let list = this.grams.get(gram);
        if (!list) this.grams.set(gram, (list = []));
        list.push((i << 6) | p);
      }
    }
    return i;
  }

  /** Call once after the last add. */
  seal(): void {
    this.sorted = this.words
      .map((_, i) => i)
      .sort((a, b) => (this.words[a]! < this.words[b]! ? -1 : 1));
    this.counts = new Int32Array(this.words.length);
    this.lastGram = new Int32Array(this.words.length).fill(-1);
  }

  /** Indexes of the words starting with a prefix (binary search over the sorted words). */
  withPrefix(prefix: string): number[] {
    const word = (i: number): string => this.words[this.sorted[i]!]!;
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (word(mid) < prefix) low = mid + 1;
      else high = mid;
    }
    const out: number[] = [];
    for (let i = low; i < this.sorted.length && word(i).startsWith(prefix); i++)
      out.push(this.sorted[i]!);
    return out;
  }

  /**
   * Indexes of the words within `max` edits of `token` (with `prefix`, of a beginning of the
   * word), with their distance. `max = 0` is exact (or prefix) lookup. With `prefix`, a word the
   * token reaches only as a beginning counts half an edit more than one it matches whole: "mozrt"
   * is one typo of "mozart" but one typo and a completion away from "morte".
   */
  near(token: string, max: number, prefix: boolean): Map<number, number> {
    const out = new Map<number, number>();
    if (max === 0) {
      if (prefix)
        for (const word of this.withPrefix(token))
          out.set(word, this.words[word] === token ? 0 : COMPLETION);
      else if (this.index.has(token)) out.set(this.index.get(token)!, 0);
      return out;
    }
    // Each edit breaks at most two bigrams; allow one of the edits to be a transposition (three).
    const threshold = Math.max(1, token.length - 2 * max - 1);
    const reach = token.length + max;
    const touched: number[] = [];
    const padded = `\u0001${token}`;
    for (let q = 0; q < token.length; q++) {
      for (const entry of this.grams.get(padded.slice(q, q + 2)) ?? []) {
        const position = entry & 63;
        if (Math.abs(position - q) > max || (prefix && position >= reach)) continue;
        const word = entry >>> 6;
        if (this.lastGram[word] === q) continue;
        this.lastGram[word] = q;
        const count = this.counts[word]!;
        if (count === 0) touched.push(word);
        this.counts[word] = count + 1;
      }
    }
    for (const word of touched) {
      if (this.counts[word]! >= threshold) {
        const distance = boundedEditDistance(token, this.words[word]!, max, prefix);
        if (distance <= max) {
          const whole = prefix ? boundedEditDistance(token, this.words[word]!, max) : distance;
          out.set(word, whole <= max ? whole : distance + COMPLETION);
        }
      }
      this.counts[word] = 0;
      this.lastGram[word] = -1;
    }
    return out;
  }
}
