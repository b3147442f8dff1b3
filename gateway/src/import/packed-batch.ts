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

/**
 * `numbering` (the worker's, kept across its batches) turns facet values into numbers: the batch
 * announces the new ones in `facetValues` and items carry `facetIds` (see facet-numbering.ts).
 */
export function packBatch(batch: ConvertedBatch, numbering: FacetNumbering): PackedBatch {
  let used = 0;
  const spans: number[] = [];
  const encode = (text: WritableItem['body']): void => {
    if (typeof text !== 'string') throw new Error('packBatch: item JSON is already packed');
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    if (used + text.length * 3 > scratch.length) {
      const grown = new Uint8Array(Math.max(scratch.length * 2, used + text.length * 3));
      grown.set(scratch.subarray(0, used));
      scratch = grown;
    }
    const { written } = encoder.encodeInto(text, scratch.subarray(used));
    spans.push(used, written);
    used += written;
  };
  for (const { prepared } of batch.items) {
    encode(prepared.body);
    encode(prepared.searchJson);
    encode(prepared.minimalJson);
  }
  const bytes = scratch.slice(0, used);
  let next = 0;
  const view = (): Uint8Array => {
    const start = spans[next++]!;
    return bytes.subarray(start, start + spans[next++]!);
  };
  const facetValues: FacetAnnouncement[] = [];
  const items = batch.items.map(({ prepared, lineNo }) => ({
    lineNo,
    prepared: {
      ...prepared,
      body: view(),
      searchJson: view(),
      minimalJson: view(),
      derived: { ...prepared.derived, facets: [] },
      facetIds: numbering.number(prepared.derived.facets, facetValues),
      // Thumbnail ids, hashed here rather than on the writing thread.
      mediaMd5: prepared.derived.media.map((m) => md5Hex(m.url)),
    },
  }));
  return { batch: { ...batch, items, facetValues }, transfer: [bytes.buffer] };
}
