import type { Store } from '../store/store';
import { EMPTY, type KeySet } from './key-sets';

/** One facet field's values with their items (inverted) and each item's values (forward). */
export class FacetField {
  readonly values: string[] = [];
  /** facet_values.value_key of each value (its FTS token). */
  readonly valueKeys: number[] = [];
  readonly valueIds = new Map<string, number>();
  /** postings[postingStart[v] .. postingStart[v+1]) = sorted item keys having value v. */
  postingStart: Int32Array = new Int32Array(0);
  postings: Int32Array = new Int32Array(0);
  /** forward[forwardStart[k] .. forwardStart[k+1]) = value ids of item k. */
  forwardStart: Int32Array = new Int32Array(0);
  forward: Int32Array = new Int32Array(0);
  /** Items with at least one value. */
  itemsWithValue: KeySet = EMPTY;

  constructor(readonly name: string) {}

  postingsOf(valueId: number): KeySet {
    return this.postings.subarray(this.postingStart[valueId]!, this.postingStart[valueId + 1]!);
  }

  itemsWith(value: string): KeySet {
    const id = this.valueIds.get(value);
    return id === undefined ? EMPTY : this.postingsOf(id);
  }

  /** Counts per value id over a set of items. */
  count(keys: KeySet): Int32Array {
    const counts = new Int32Array(this.values.length);
    const start = this.forwardStart;
    const forward = this.forward;
    const limit = start.length - 1;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (key >= limit) continue;
      for (let j = start[key]!, end = start[key + 1]!; j < end; j++) counts[forward[j]!]!++;
    }
    return counts;
  }
}

/**
 * Facet values of every item held in typed arrays ("doc values"), rebuilt from the store when
 * its data version changes: filters on facet fields become posting-list operations and facet
 * counts a tight loop over the matched keys, instead of SQL over millions of rows per request.
 * It also keeps the sort orders (timestamps, record id) as ranks.
 */
export class FacetIndex {
  readonly fields = new Map<string, FacetField>();
  allKeys: KeySet = EMPTY;
  maxKey = 0;
  /** rank arrays: position of each item key in the sort order (-1 = no such item). */
  createdRank: Int32Array = new Int32Array(0);
  updateRank: Int32Array = new Int32Array(0);
  idRank: Int32Array = new Int32Array(0);
  /** order arrays: item keys in sort order (ascending). */
  createdOrder: Int32Array = new Int32Array(0);
  updateOrder: Int32Array = new Int32Array(0);
  idOrder: Int32Array = new Int32Array(0);
  createdAt: Float64Array = new Float64Array(0);
  updatedAt: Float64Array = new Float64Array(0);
  completeness: Int16Array = new Int16Array(0);

  private constructor(readonly version: string) {}

  /** `version` is the store's data version the index is built at (read before loading). */
  static build(store: Store, version = store.dataVersion()): FacetIndex {
    const index = new FacetIndex(version);
    index.load(store);
    return index;
  }

  field(name: string): FacetField | undefined {
    return this.fields.get(name);
  }

  get size(): number {
    return this.allKeys.length;
  }

  /**
   * Streams facet_values and items once, keeping every item's value keys in one flat typed
   * array (no per-item objects), so building the index needs little more memory than it keeps.
   */
  private load(store: Store): void {
    const db = store.db;
    const fields: FacetField[] = [];
    const maxValueKey =
      (db.prepare('SELECT max(value_key) FROM facet_values').pluck().get() as number | null) ?? 0;
    const valueField = new Int32Array(maxValueKey + 1).fill(-1);
    const valueLocal = new Int32Array(maxValueKey + 1);
    for (const [key, field, value] of db
      .prepare('SELECT value_key, field, value FROM facet_values')
      .raw()
      .iterate() as IterableIterator<[number, string, string]>) {
      let f = this.fields.get(field);
      if (!f) {
        f = new FacetField(field);
        this.fields.set(field, f);
        fields.push(f);
      }
      valueField[key] = fields.indexOf(f);
      valueLocal[key] = f.values.length;
      f.valueIds.set(value, f.values.length);
      f.values.push(value);
      f.valueKeys.push(key);
    }
    this.maxKey =
      (db.prepare('SELECT max(item_key) FROM items').pluck().get() as number | null) ?? 0;
    const size = this.maxKey + 2;
    this.createdAt = new Float64Array(size);
    this.updatedAt = new Float64Array(size);
    this.completeness = new Int16Array(size);
    const itemKeys: number[] = [];
    let flat = new Int32Array(1 << 20);
    let flatLength = 0;
    const offsets: number[] = [0];
    const counts = fields.map(() => new Int32Array(size));
    for (const [key, facetKeys, created, updated, completeness] of db
      .prepare(
        'SELECT item_key, facet_keys, timestamp_created, timestamp_update, completeness FROM items ORDER BY item_key',
      )
      .raw()
      .iterate() as IterableIterator<[number, string, number, number, number]>) {
      itemKeys.push(key);
      this.createdAt[key] = created;
      this.updatedAt[key] = updated;
      this.completeness[key] = completeness;
      // facet_keys is a JSON array of integers: read the digits directly.
      let value = -1;
      for (let i = 0; i < facetKeys.length; i++) {
        const c = facetKeys.charCodeAt(i);
        if (c >= 48 && c <= 57) value = (value < 0 ? 0 : value * 10) + (c - 48);
        else if (value >= 0) {
          if (flatLength === flat.length) {
            const grown = new Int32Array(flat.length * 2);
            grown.set(flat);
            flat = grown;
          }
          flat[flatLength++] = value;
          const fieldNo = value <= maxValueKey ? valueField[value]! : -1;
          if (fieldNo >= 0) counts[fieldNo]![key + 1]!++;
          value = -1;
        }
      }
      offsets.push(flatLength);
    }
    this.allKeys = Int32Array.from(itemKeys);
    fields.forEach((f, i) => this.allocate(f, counts[i]!));
    const cursors = fields.map((f) => f.forwardStart.slice());
    for (let i = 0; i < itemKeys.length; i++) {
      const key = itemKeys[i]!;
      for (let j = offsets[i]!; j < offsets[i + 1]!; j++) {
        const valueKey = flat[j]!;
        const fieldNo = valueKey <= maxValueKey ? valueField[valueKey]! : -1;
        if (fieldNo < 0) continue;
        fields[fieldNo]!.forward[cursors[fieldNo]![key]!++] = valueLocal[valueKey]!;
      }
    }
    for (const f of fields) this.invert(f);
    [this.createdOrder, this.createdRank] = this.orderBy(
      store,
      'timestamp_created, item_key',
      size,
    );
    [this.updateOrder, this.updateRank] = this.orderBy(store, 'timestamp_update, item_key', size);
    [this.idOrder, this.idRank] = this.orderBy(store, 'id', size);
  }

  /** forwardStart from per-item counts (prefix sums). */
  private allocate(f: FacetField, counts: Int32Array): void {
    for (let k = 1; k < counts.length; k++) counts[k]! += counts[k - 1]!;
    f.forwardStart = counts;
    f.forward = new Int32Array(counts[counts.length - 1]!);
  }

  /** Inverts the forward lists into postings; keys come out sorted because items are walked in order. */
  private invert(f: FacetField): void {
    const valueCounts = new Int32Array(f.values.length + 1);
    for (const v of f.forward) valueCounts[v + 1]!++;
    for (let v = 1; v < valueCounts.length; v++) valueCounts[v]! += valueCounts[v - 1]!;
    f.postingStart = valueCounts;
    f.postings = new Int32Array(f.forward.length);
    const fill = valueCounts.slice();
    const withValue: number[] = [];
    const start = f.forwardStart;
    for (let key = 0; key < start.length - 1; key++) {
      const from = start[key]!;
      const to = start[key + 1]!;
      if (from === to) continue;
      withValue.push(key);
      for (let j = from; j < to; j++) f.postings[fill[f.forward[j]!]!++] = key;
    }
    f.itemsWithValue = Int32Array.from(withValue);
  }

  private orderBy(
    store: Store,
    order: string,
    size: number,
  ): [order: Int32Array, rank: Int32Array] {
    const rank = new Int32Array(size).fill(-1);
    const keys = Int32Array.from(
      store.db.prepare(`SELECT item_key FROM items ORDER BY ${order}`).pluck().all() as number[],
    );
    keys.forEach((key, i) => {
      rank[key] = i;
    });
    return [keys, rank];
  }
}
