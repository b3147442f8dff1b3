import { deriveItem, type DerivedItem } from '../edm/derive';
import { fingerprint, hash53 } from '../edm/hash';
import { recordBodyJson } from '../edm/record-json';
import { serializeSearchDoc } from '../edm/search-views';
import type { ItemAnnotationInput } from '../edm/types';
import type { ItemInput, ItemSource } from './items-repository';

/** Bump when a converter's output changes, so re-importing the same source rewrites the items. */
// 2: records carry europeanaCompleteness; 3: and europeanaAggregation.edmLandingPage;
// 4: local ids of source ids that are not plain word characters carry a hash (edm/ids.ts);
// 5: items filed under broader topics and larger places; 6: sound and video technical facets;
// 7: museum items' place texts linked to the stored place they name (convert/place-names.ts).
// 8: museum items' creators linked to the agent another museum's record of them was merged
// into (import/agent-merges.ts).
export const CONVERTER_VERSION = 8;

/**
 * An item with all its CPU work done (hash, derivation, JSON): what `write` stores. Preparing
 * needs no database access, so importers do it outside the write transaction (or in workers).
 */
export interface PreparedItem {
  source: ItemSource;
  hash: string;
  /** The record JSON without the four timestamps (they are appended at write time). */
  body: string;
  /** Timestamps the record carries (else the store's clock is used). */
  ownTimes: { created?: number; update?: number };
  now: number;
  derived: Omit<DerivedItem, 'searchDoc'>;
  searchJson: string;
  /** The minimal view, pre-serialised (edm/search-views.ts). */
  minimalJson: string;
  hintsJson: string;
  annotations: ItemAnnotationInput[];
}

/** The part of a line's hash that the links found in the store for it make; none without any. */
function derivedLinksPart(links: readonly string[] | undefined): string {
  return links?.length ? `.${hash53(links.join(' ')).toString(36)}` : '';
}

/** A line's hash: converter version, the line's hash and length, then the derived links' part. */
const LINE_HASH = /^(s\d+\.[0-9a-z]+\.\d+)(?:\.[0-9a-z]+)?$/;

/** Whether a stored hash is a source line's (not a record's, as seed records have). */
export function isLineHash(hash: string): boolean {
  return LINE_HASH.test(hash);
}

/**
 * A source line's hash as importing the line again would give it once the store links the item
 * to `links` instead (`import/relink-items.ts`); undefined for a hash of no line (a seed record).
 */
export function withDerivedLinks(hash: string, links: readonly string[]): string | undefined {
  const line = LINE_HASH.exec(hash)?.[1];
  return line && line + derivedLinksPart(links);
}

/** The CPU part of an upsert (hash, derivation, JSON): throws on an invalid record, needs no database. */
export function prepareItem(input: ItemInput, now = Date.now(), sourceText?: string): PreparedItem {
  const record = input.record;
  const hints = input.hints ?? {};
  const annotations = input.annotations ?? [];
  const bodyJson = recordBodyJson(record);
  const hintsJson = JSON.stringify(hints);
  // The fingerprint of the source line when there is one (a sixth of the record's size). The
  // converter version is part of both, so a changed conversion or derivation (the index data is
  // derived here too) rewrites unchanged records. Links found in the store by name are hashed
  // with the line: importing the line again after the store's places changed rewrites the item
  // when its links change, and only then.
  const hash =
    sourceText !== undefined
      ? `s${CONVERTER_VERSION}.${hash53(sourceText).toString(36)}.${sourceText.length}${derivedLinksPart(input.derivedLinks)}`
      : fingerprint(`${CONVERTER_VERSION}|${bodyJson}|${hintsJson}|${JSON.stringify(annotations)}`);
  const ownTimes = {
    created: epochOf(record.timestamp_created_epoch, record.timestamp_created),
    update: epochOf(record.timestamp_update_epoch, record.timestamp_update),
  };
  const created = ownTimes.created ?? now;
  const { searchDoc, ...derived } = deriveItem(record, hints, annotations, {
    created,
    update: ownTimes.update ?? now,
  });
  const views = serializeSearchDoc(searchDoc);
  return {
    source: input.source,
    hash,
    body: bodyJson,
    ownTimes,
    now,
    derived,
    searchJson: views.json,
    minimalJson: views.minimal,
    hintsJson,
    annotations: [...annotations],
  };
}

/** The last instant a JavaScript date holds (ECMAScript §21.4.1.1). */
const MAX_EPOCH_MS = 8.64e15;

function epochOf(epoch: unknown, iso: unknown): number | undefined {
  // Within the range a date can hold (±8.64e15 ms): `1e300` is finite, and no time at all.
  if (typeof epoch === 'number' && epoch >= 0 && epoch <= MAX_EPOCH_MS) return epoch;
  if (typeof iso === 'string') {
    const t = Date.parse(iso);
    if (Number.isFinite(t)) return t;
  }
  return undefined;
}
