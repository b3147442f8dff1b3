/**
 * A least-recently-used map bounded by the total byte size of its values (rendered images), so
 * a burst of large IIIF tiles cannot push the process out of memory. A Map keeps insertion order;
 * re-inserting on read moves an entry to the young end.
 */
export class ByteLru<V extends { byteLength: number }> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    if (value.byteLength > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.byteLength;
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.bytes -= old.byteLength;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}
