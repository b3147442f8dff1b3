/**
 * Keeps the k best of a stream under a comparator (negative = better), in order. Most
 * candidates of a short prefix lose against the current k-th and cost one comparison, which
 * is what makes one-letter suggestions over thousands of matches cheap (no full sort).
 */
export class TopK<T> {
  private readonly items: T[] = [];

  constructor(
    private readonly k: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  offer(item: T): void {
    const items = this.items;
    if (items.length === this.k && this.compare(item, items[items.length - 1]!) >= 0) return;
    let low = 0;
    let high = items.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compare(items[mid]!, item) <= 0) low = mid + 1;
      else high = mid;
    }
    items.splice(low, 0, item);
    if (items.length > this.k) items.pop();
  }

  get size(): number {
    return this.items.length;
  }

  toArray(): T[] {
    return [...this.items];
  }
}
