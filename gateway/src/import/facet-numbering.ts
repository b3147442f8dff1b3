/**
 * Facet values cross from import workers to the writing thread as numbers. An item has about 30
 * `[field, value]` pairs; sent as strings, the writing thread spent its time rebuilding those
 * strings from the message and hashing them to find their `facet_values` keys. Instead each
 * worker numbers the distinct pairs it has seen and announces a pair (its strings) once, in the
 * batch where it first occurs; items carry the numbers. The writing thread keeps one
 * `FacetNumbers` table per worker and resolves numbers to keys through an array.
 */

/** A pair announced by a worker: its number, field and value. */
export type FacetAnnouncement = [id: number, field: string, value: string];

/** Worker side: numbers the pairs of this worker, in the order the worker first saw them. */
export class FacetNumbering {
  private readonly ids = new Map<string, Map<string, number>>();
  private count = 0;

  /** The numbers of an item's pairs; pairs seen for the first time go to `announced`. */
  number(
    facets: ReadonlyArray<readonly [string, string]>,
    announced: FacetAnnouncement[],
  ): number[] {
    const out = new Array<number>(facets.length);
    for (let i = 0; i < facets.length; i++) {
      const [field, value] = facets[i]!;
      let byValue = this.ids.get(field);
      if (!byValue) this.ids.set(field, (byValue = new Map()));
      let id = byValue.get(value);
      if (id === undefined) {
        id = this.count++;
        byValue.set(value, id);
        announced.push([id, field, value]);
      }
      out[i] = id;
    }
    return out;
  }
}

/**
 * Writing-thread side: one worker's pairs by number, and their `facet_values` keys once known.
 * The keys are a cache: a rolled-back write can leave keys that no longer exist, so `forget`
 * drops them all and they are looked up again from the kept strings.
 */
export class FacetNumbers {
  private readonly fields: string[] = [];
  private readonly values: string[] = [];
  private keys: number[] = [];

  learn(announced: readonly FacetAnnouncement[]): void {
    for (const [id, field, value] of announced) {
      this.fields[id] = field;
      this.values[id] = value;
    }
  }

  field(id: number): string {
    const field = this.fields[id];
    if (field === undefined) throw new Error(`facet value #${id} was never announced`);
    return field;
  }

  /** The key of a number, looked up (and remembered) through `keyOf` the first time. */
  key(id: number, keyOf: (field: string, value: string) => number): number {
    let key = this.keys[id];
    if (key === undefined) {
      key = keyOf(this.field(id), this.values[id]!);
      this.keys[id] = key;
    }
    return key;
  }

  forget(): void {
    this.keys = [];
  }
}
