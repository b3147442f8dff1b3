import { md5Hex } from '../edm/hash';
import type { WritableItem } from '../store/items-repository';
import type { ConvertedBatch } from './batch-importer';
import type { FacetAnnouncement, FacetNumbering } from './facet-numbering';

/**
 * Hands a converted batch from a worker thread to the writing thread cheaply. Structured clone
 * copies every string, and reading 8 KB of JSON strings per item back on the writing thread cost
 * more than writing the item to SQLite. Instead the worker encodes each item's three JSON
 * documents as UTF-8 into one buffer that is transferred (moved, not copied) with the message;
 * the items carry views into it, which SQLite stores as text as they are. Facet values go as
 * numbers (facet-numbering.ts), and the media URLs' MD5s (thumbnail ids) are computed here.
 */
export interface PackedBatch {
  batch: ConvertedBatch;
  /** The buffer the items' JSON views point into: the transfer list of the message. */
  transfer: ArrayBuffer[];
}

const encoder = new TextEncoder();
let scratch = new Uint8Array(1 << 20);
/** What a packed item's JSON fields hold until `finish` points them into the batch's buffer. */
const UNSET = new Uint8Array(0);

/**
 * Packs a batch item by item, as the worker prepares them (`convertBatch`'s `finish` hook):
 * each item's JSON text is encoded the moment it exists, so the strings die young. Packed only
 * at the end of a batch, the text of the half-done batch was what every young-generation GC
 * had to copy, and then promote to the old generation to die there.
 *
 * `numbering` (the worker's, kept across its batches) turns facet values into numbers: the batch
 * announces the new ones in `facetValues` and items carry `facetIds` (see facet-numbering.ts).
 */
export class BatchPacker {
  private used = 0;
  private readonly spans: number[] = [];
  private readonly packed: WritableItem[] = [];
  private readonly facetValues: FacetAnnouncement[] = [];

  constructor(private readonly numbering: FacetNumbering) {}

  /** The item with its JSON encoded (its fields are set by `finish`), facet values numbered. */
  pack(prepared: WritableItem): WritableItem {
    this.encode(prepared.body);
    this.encode(prepared.searchJson);
    this.encode(prepared.minimalJson);
    const item: WritableItem = {
      ...prepared,
      body: UNSET,
      searchJson: UNSET,
      minimalJson: UNSET,
      derived: { ...prepared.derived, facets: [] },
      facetIds: this.numbering.number(prepared.derived.facets, this.facetValues),
      // Thumbnail ids, hashed here rather than on the writing thread.
      mediaMd5: prepared.derived.media.map((m) => md5Hex(m.url)),
    };
    this.packed.push(item);
    return item;
  }

  /** The batch, its items' JSON as views into one buffer copied from the scratch space. */
  finish(batch: ConvertedBatch): PackedBatch {
    const bytes = scratch.slice(0, this.used);
    let next = 0;
    const view = (): Uint8Array => {
      const start = this.spans[next++]!;
      return bytes.subarray(start, start + this.spans[next++]!);
    };
    for (const item of this.packed) {
      item.body = view();
      item.searchJson = view();
      item.minimalJson = view();
    }
    return { batch: { ...batch, facetValues: this.facetValues }, transfer: [bytes.buffer] };
  }

  private encode(text: WritableItem['body']): void {
    if (typeof text !== 'string') throw new Error('packBatch: item JSON is already packed');
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    if (this.used + text.length * 3 > scratch.length) {
      const grown = new Uint8Array(Math.max(scratch.length * 2, this.used + text.length * 3));
      grown.set(scratch.subarray(0, this.used));
      scratch = grown;
    }
    const { written } = encoder.encodeInto(text, scratch.subarray(this.used));
    this.spans.push(this.used, written);
    this.used += written;
  }
}

/** Packs a converted batch at once (see BatchPacker). */
export function packBatch(batch: ConvertedBatch, numbering: FacetNumbering): PackedBatch {
  const packer = new BatchPacker(numbering);
  const items = batch.items.map(({ prepared, lineNo }) => ({
    lineNo,
    prepared: packer.pack(prepared),
  }));
  return packer.finish({ ...batch, items });
}
