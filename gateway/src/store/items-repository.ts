import type Database from 'better-sqlite3';
import { FTS_COLUMNS } from '../edm/derive';
import { md5Hex } from '../edm/hash';
import type { EdmRecord, IndexHints, ItemAnnotationInput } from '../edm/types';
import { facetColumnText } from './facet-tokens';
import type { LocalMediaRegistry } from './local-media-registry';
import { prepareItem, type PreparedItem } from './prepare-item';
import type { StatementCache } from './statement-cache';

export type ItemSource = 'seed' | 'ndjson' | 'record-json' | 'edm-rdf';

export interface ItemInput {
  /** The Record API `object`; timestamps are filled in when missing. */
  record: EdmRecord;
  hints?: IndexHints;
  annotations?: ItemAnnotationInput[];
  source: ItemSource;
  /**
   * Entity URIs the converter found in the store rather than in the source (museum items' places,
   * linked by name): the source line does not determine them, so they are hashed with it.
   */
  derivedLinks?: readonly string[];
}

export type UpsertOutcome = 'inserted' | 'updated' | 'unchanged';

/** JSON as a string or as its UTF-8 bytes (how import workers hand it over without a copy). */
export type StoredText = string | Uint8Array;

/** A prepared item whose JSON documents may come as UTF-8 bytes. */
export interface WritableItem extends Omit<PreparedItem, 'body' | 'searchJson' | 'minimalJson'> {
  body: StoredText;
  searchJson: StoredText;
  minimalJson: StoredText;
  /** MD5 of each `derived.media` URL when already computed (by an import worker). */
  mediaMd5?: string[];
  /**
   * The facet values as numbers of `facetSource` instead of `derived.facets` strings (how
   * import workers send them, see import/facet-numbering.ts).
   */
  facetIds?: ArrayLike<number>;
  facetSource?: FacetSource;
}

/** Where numbered facet values are resolved: their field, and their `facet_values` key. */
export interface FacetSource {
  field(id: number): string;
  key(id: number, keyOf: (field: string, value: string) => number): number;
  /** Drops remembered keys (after a rollback). */
  forget(): void;
}

export interface StoredItem {
  itemKey: number;
  id: string;
  type: string;
  record: EdmRecord;
  timestampCreated: number;
  timestampUpdate: number;
}

interface ItemRow {
  item_key: number;
  id: string;
  type: string;
  record_json: string;
  timestamp_created: number;
  timestamp_update: number;
}

/** Writes and reads items; every write keeps `items`, facets, FTS, media and annotations in step. */
export class ItemsRepository {
  /** facet_values keys by field, then value (no concatenated key strings to build and hash). */
  private readonly valueKeys = new Map<string, Map<string, number>>();
  private valueKeyCount = 0;
  private deferredFacets = false;
  /** Sources of numbered facet values written so far: their remembered keys go with ours. */
  private readonly facetSources = new Set<FacetSource>();
  private readonly keyOf = (field: string, value: string): number => this.valueKey(field, value);
  /** Bulk mode: each written item's facet value keys, inserted in key order by flushFacetRows. */
  private readonly pendingFacets = new Map<number, readonly number[]>();

  constructor(
    private readonly db: Database.Database,
    private readonly statements: StatementCache,
    private readonly localMedia: LocalMediaRegistry,
    private readonly onWrite: () => void,
  ) {}

  count(): number {
    return this.statements.get('SELECT count(*) FROM items').pluck().get() as number;
  }

  getKey(id: string): number | undefined {
    return this.statements.get('SELECT item_key FROM items WHERE id = ?').pluck().get(id) as
      number | undefined;
  }

  get(id: string): StoredItem | undefined {
    const row = this.statements
      .get(
        'SELECT item_key, id, type, record_json, timestamp_created, timestamp_update FROM items WHERE id = ?',
      )
      .get(id) as ItemRow | undefined;
    return row ? toStoredItem(row) : undefined;
  }

  getByKey(itemKey: number): StoredItem | undefined {
    const row = this.statements
      .get(
        'SELECT item_key, id, type, record_json, timestamp_created, timestamp_update FROM items WHERE item_key = ?',
      )
      .get(itemKey) as ItemRow | undefined;
    return row ? toStoredItem(row) : undefined;
  }

  /** Inserts or replaces one item (by `record.about`); a no-op when nothing changed. */
  upsert(input: ItemInput, now = Date.now()): UpsertOutcome {
    const prepared = this.prepare(input, now);
    return this.rollingBack(() => this.db.transaction(() => this.write(prepared))());
  }

  /** Upserts many items in one transaction. */
  upsertMany(inputs: readonly ItemInput[], now = Date.now()): Record<UpsertOutcome, number> {
    const prepared = inputs.map((input) => this.prepare(input, now));
    const counts: Record<UpsertOutcome, number> = { inserted: 0, updated: 0, unchanged: 0 };
    this.rollingBack(() =>
      this.db.transaction(() => {
        for (const p of prepared) counts[this.write(p)]++;
      })(),
    );
    return counts;
  }

  /** Runs a transaction; if it fails (rolled back), cached keys of its writes are forgotten. */
  private rollingBack<T>(run: () => T): T {
    try {
      return run();
    } catch (error) {
      this.forgetCachedKeys();
      throw error;
    }
  }

  /** The CPU part of an upsert: throws on an invalid record, touches no table. */
  prepare(input: ItemInput, now = Date.now()): PreparedItem {
    return prepareItem(input, now);
  }

  /** The SQL part of an upsert; call inside a transaction. */
  write(prepared: WritableItem): UpsertOutcome {
    const derived0 = prepared.derived;
    const existing = this.statements
      .get('SELECT item_key, content_hash, timestamp_created FROM items WHERE id = ?')
      .get(derived0.id) as
      { item_key: number; content_hash: string; timestamp_created: number } | undefined;
    if (existing?.content_hash === prepared.hash) return 'unchanged';
    let p = prepared;
    if (
      existing &&
      p.ownTimes.created === undefined &&
      existing.timestamp_created !== p.derived.timestampCreated
    ) {
      // An update keeps the item's first publication time: derive again with it (rare path).
      const record = {
        ...(JSON.parse(textOf(p.body)) as EdmRecord),
        timestamp_created_epoch: existing.timestamp_created,
      };
      const hints = JSON.parse(p.hintsJson) as IndexHints;
      // The hash stays the input's (its source line's): derived again from the record, it would
      // never equal the next import's, and the same line would count as an update every time.
      p = {
        ...this.prepare({ record, hints, annotations: p.annotations, source: p.source }, p.now),
        hash: prepared.hash,
      };
    }
    const derived = p.derived;
    const { keys: facetKeys, fields: facetFields } = this.facetKeysOf(p);
    const [bodyHead, timesTail] = splitForTimes(
      p.body,
      derived.timestampCreated,
      derived.timestampUpdate,
    );
    const params = {
      id: derived.id,
      dataset_id: derived.datasetId,
      type: derived.type,
      record_head: bodyHead,
      record_times: timesTail,
      search_json: p.searchJson,
      minimal_json: p.minimalJson,
      hints_json: p.hintsJson,
      facet_keys: JSON.stringify(facetKeys),
      content_hash: p.hash,
      content_tier: derived.contentTier,
      metadata_tier: derived.metadataTier ?? null,
      completeness: derived.completeness,
      year_min: derived.yearMin ?? null,
      year_max: derived.yearMax ?? null,
      rights: derived.rights ?? null,
      reusability: derived.reusability,
      has_media: derived.hasMedia ? 1 : 0,
      has_thumbnail: derived.hasThumbnail ? 1 : 0,
      has_landingpage: derived.hasLandingpage ? 1 : 0,
      is_fulltext: derived.isFulltext ? 1 : 0,
      source: p.source,
      timestamp_created: derived.timestampCreated,
      timestamp_update: derived.timestampUpdate,
      stored_at: p.now,
    };
    let key: number;
    if (existing) {
      key = existing.item_key;
      this.deleteDependents(key);
      this.statements.get(UPDATE_ITEM).run({ ...params, item_key: key });
    } else {
      key = Number(this.statements.get(INSERT_ITEM).run(params).lastInsertRowid);
    }
    this.writeDependents(key, derived, facetKeys, facetFields, p.annotations, p.now, p.mediaMd5);
    this.onWrite();
    return existing ? 'updated' : 'inserted';
  }

  remove(id: string): boolean {
    return this.db.transaction(() => {
      const key = this.getKey(id);
      if (key === undefined) return false;
      this.deleteDependents(key);
      this.statements.get('DELETE FROM items WHERE item_key = ?').run(key);
      this.onWrite();
      return true;
    })();
  }

  /**
   * Forgets cached facet value keys: call after rolling back writes, whose new `facet_values`
   * rows are gone (their keys may be handed out again to other values).
   */
  forgetCachedKeys(): void {
    this.valueKeys.clear();
    this.valueKeyCount = 0;
    for (const source of this.facetSources) source.forget();
  }

  /** The facet value keys of an item and the field of each, from numbers or from strings. */
  private facetKeysOf(p: WritableItem): { keys: number[]; fields: string[] } {
    const { facetIds: ids, facetSource: source } = p;
    if (ids && source) {
      this.facetSources.add(source);
      const keys = new Array<number>(ids.length);
      const fields = new Array<string>(ids.length);
      for (let i = 0; i < ids.length; i++) {
        keys[i] = source.key(ids[i]!, this.keyOf);
        fields[i] = source.field(ids[i]!);
      }
      return { keys, fields };
    }
    const facets = p.derived.facets;
    return {
      keys: facets.map(([field, value]) => this.valueKey(field, value)),
      fields: facets.map(([field]) => field),
    };
  }

  /** The facet values of an item, as `[field, value]` pairs. */
  facets(itemKey: number): Array<[string, string]> {
    return this.statements
      .get(
        `SELECT f.field, f.value FROM items i, json_each(i.facet_keys) k
         JOIN facet_values f ON f.value_key = k.value WHERE i.item_key = ? ORDER BY k.key`,
      )
      .raw()
      .all(itemKey) as Array<[string, string]>;
  }

  /** Keys of the items having a facet value (e.g. linked to an entity: `edm_agent`, uri). */
  keysWithFacet(field: string, value: string): number[] {
    return this.statements
      .get(
        `SELECT f.item_key FROM facet_values v JOIN item_facets f ON f.value_key = v.value_key
         WHERE v.field = ? AND v.value = ? ORDER BY f.item_key`,
      )
      .pluck()
      .all(field, value) as number[];
  }

  /** Hints and annotations stored with an item, to re-index it from its stored object. */
  indexInputs(itemKey: number): { hints: IndexHints; annotations: ItemAnnotationInput[] } {
    const hintsJson = this.statements
      .get('SELECT hints_json FROM items WHERE item_key = ?')
      .pluck()
      .get(itemKey) as string | undefined;
    const annotations = this.statements
      .get(
        'SELECT motivation, language, value FROM item_annotations WHERE item_key = ? ORDER BY annotation_key',
      )
      .all(itemKey) as Array<{
      motivation: ItemAnnotationInput['motivation'];
      language: string | null;
      value: string;
    }>;
    return {
      hints: JSON.parse(hintsJson ?? '{}') as IndexHints,
      annotations: annotations.map((a) => ({
        motivation: a.motivation,
        value: a.value,
        ...(a.language ? { language: a.language } : {}),
      })),
    };
  }

  /**
   * Bulk mode for large imports: `item_facets` rows are collected in memory and written in key
   * order by `flushFacetRows` (one sorted pass instead of millions of random b-tree inserts). A `store_meta` flag marks the table incomplete until the flush, so a crashed
   * import is repaired at the next open (`repairFacetRows`). Search does not read `item_facets`.
   */
  deferFacetRows(): void {
    if (this.deferredFacets) return;
    this.statements
      .get("INSERT OR REPLACE INTO store_meta (key, value) VALUES ('item_facets.incomplete', '1')")
      .run();
    this.deferredFacets = true;
  }

  flushFacetRows(): void {
    if (!this.deferredFacets) return;
    // (value_key, item_key) pairs packed into one number each, so a typed-array sort orders them.
    let total = 0;
    for (const valueKeys of this.pendingFacets.values()) total += valueKeys.length;
    const packed = new Float64Array(total);
    let n = 0;
    for (const [itemKey, valueKeys] of this.pendingFacets)
      for (const valueKey of valueKeys) packed[n++] = valueKey * 2 ** 32 + itemKey;
    packed.sort();
    const chunk = 400;
    const insertChunk = this.statements.get(
      `INSERT OR IGNORE INTO item_facets (value_key, item_key) VALUES ${Array(chunk).fill('(?, ?)').join(', ')}`,
    );
    const insertOne = this.statements.get(
      'INSERT OR IGNORE INTO item_facets (value_key, item_key) VALUES (?, ?)',
    );
    const params = new Array<number>(chunk * 2);
    this.db.transaction(() => {
      let i = 0;
      for (; i + chunk <= packed.length; i += chunk) {
        for (let j = 0; j < chunk; j++) {
          const v = packed[i + j]!;
          params[2 * j] = Math.floor(v / 2 ** 32);
          params[2 * j + 1] = v % 2 ** 32;
        }
        insertChunk.run(params);
      }
      for (; i < packed.length; i++)
        insertOne.run(Math.floor(packed[i]! / 2 ** 32), packed[i]! % 2 ** 32);
      this.statements.get("DELETE FROM store_meta WHERE key = 'item_facets.incomplete'").run();
    })();
    this.pendingFacets.clear();
    this.deferredFacets = false;
  }

  /** Rebuilds `item_facets` from `items.facet_keys` if an import stopped before its flush. */
  repairFacetRows(): boolean {
    const incomplete = this.statements
      .get("SELECT value FROM store_meta WHERE key = 'item_facets.incomplete'")
      .pluck()
      .get();
    if (!incomplete) return false;
    this.db.transaction(() => {
      this.db.exec('DELETE FROM item_facets');
      this.db.exec(`INSERT OR IGNORE INTO item_facets (value_key, item_key)
        SELECT k.value, i.item_key FROM items i, json_each(i.facet_keys) k ORDER BY 1, 2`);
      this.statements.get("DELETE FROM store_meta WHERE key = 'item_facets.incomplete'").run();
    })();
    return true;
  }

  private deleteDependents(key: number): void {
    this.statements.get('DELETE FROM items_fts WHERE rowid = ?').run(key);
    const facetKeys = this.statements
      .get('SELECT facet_keys FROM items WHERE item_key = ?')
      .pluck()
      .get(key) as string | undefined;
    const deleteFacet = this.statements.get(
      'DELETE FROM item_facets WHERE value_key = ? AND item_key = ?',
    );
    for (const valueKey of JSON.parse(facetKeys ?? '[]') as number[])
      deleteFacet.run(valueKey, key);
    this.pendingFacets.delete(key);
    this.statements.get('DELETE FROM media WHERE item_key = ?').run(key);
    this.statements.get('DELETE FROM item_annotations WHERE item_key = ?').run(key);
  }

  private writeDependents(
    key: number,
    derived: PreparedItem['derived'],
    facetKeys: readonly number[],
    facetFields: readonly string[],
    annotations: readonly ItemAnnotationInput[],
    now: number,
    mediaMd5: readonly string[] = [],
  ): void {
    if (this.deferredFacets) this.pendingFacets.set(key, facetKeys);
    else {
      const insert = this.statements.get(
        'INSERT OR IGNORE INTO item_facets (value_key, item_key) VALUES (?, ?)',
      );
      for (const valueKey of facetKeys) insert.run(valueKey, key);
    }
    this.statements
      .get(
        `INSERT INTO items_fts (rowid, ${FTS_COLUMNS.join(', ')}, facet) VALUES (?, ${FTS_COLUMNS.map(() => '?').join(', ')}, ?)`,
      )
      .run(
        key,
        ...FTS_COLUMNS.map((c) => derived.text[c]),
        facetColumnText(key, facetFields, facetKeys),
      );
    if (derived.media.length) {
      const insertMedia = this.statements.get(
        `INSERT INTO media (item_key, position, role, url, url_md5, mime_type, width, height, byte_size, local_file)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const [i, m] of derived.media.entries()) {
        insertMedia.run(
          key,
          m.position,
          m.role,
          m.url,
          mediaMd5[i] ?? md5Hex(m.url),
          m.mimeType ?? null,
          m.width ?? null,
          m.height ?? null,
          m.byteSize ?? null,
          m.localFile ?? null,
        );
        if (m.localFile) this.localMedia.register(m.url);
      }
    }
    if (annotations.length) {
      const insertAnnotation = this.statements.get(
        'INSERT INTO item_annotations (item_key, motivation, language, value, created_at) VALUES (?, ?, ?, ?, ?)',
      );
      for (const a of annotations)
        insertAnnotation.run(key, a.motivation, a.language ?? null, a.value, now);
    }
  }

  private valueKey(field: string, value: string): number {
    let byValue = this.valueKeys.get(field);
    if (!byValue) {
      byValue = new Map();
      this.valueKeys.set(field, byValue);
    }
    let key = byValue.get(value);
    if (key !== undefined) return key;
    key = this.statements
      .get('SELECT value_key FROM facet_values WHERE field = ? AND value = ?')
      .pluck()
      .get(field, value) as number | undefined;
    if (key === undefined) {
      key = Number(
        this.statements
          .get('INSERT INTO facet_values (field, value) VALUES (?, ?)')
          .run(field, value).lastInsertRowid,
      );
    }
    if (++this.valueKeyCount > 500_000) {
      this.valueKeys.clear();
      this.valueKeyCount = 0;
    }
    byValue.set(value, key);
    return key;
  }
}

const ITEM_COLUMNS = [
  'id',
  'dataset_id',
  'type',
  'record_json',
  'search_json',
  'minimal_json',
  'hints_json',
  'facet_keys',
  'content_hash',
  'content_tier',
  'metadata_tier',
  'completeness',
  'year_min',
  'year_max',
  'rights',
  'reusability',
  'has_media',
  'has_thumbnail',
  'has_landingpage',
  'is_fulltext',
  'source',
  'timestamp_created',
  'timestamp_update',
  'stored_at',
];
/**
 * The value each column is written from. The JSON documents bind as a string or as UTF-8 bytes
 * that SQLite reads as text (the importer's workers hand their JSON over as bytes, see
 * import/packed-batch.ts); record_json is the record without its closing brace, then the four
 * timestamps.
 */
const ITEM_VALUES: Record<string, string> = {
  record_json: 'CAST(@record_head AS TEXT) || @record_times',
  search_json: 'CAST(@search_json AS TEXT)',
  minimal_json: 'CAST(@minimal_json AS TEXT)',
};
const valueOf = (column: string): string => ITEM_VALUES[column] ?? `@${column}`;
const INSERT_ITEM = `INSERT INTO items (${ITEM_COLUMNS.join(', ')}) VALUES (${ITEM_COLUMNS.map(valueOf).join(', ')})`;
const UPDATE_ITEM = `UPDATE items SET ${ITEM_COLUMNS.map((c) => `${c} = ${valueOf(c)}`).join(', ')} WHERE item_key = @item_key`;

/**
 * The record JSON split where the four Record API timestamps go (they come last, as in
 * Europeana's documents): the body without its closing brace, and the timestamps with it. The
 * store joins them, so a body handed over as bytes is never turned back into a string here.
 */
function splitForTimes(
  body: StoredText,
  created: number,
  update: number,
): [head: StoredText, tail: string] {
  const times = `"timestamp_created":${JSON.stringify(new Date(created).toISOString())},"timestamp_created_epoch":${created},"timestamp_update":${JSON.stringify(new Date(update).toISOString())},"timestamp_update_epoch":${update}}`;
  const head = typeof body === 'string' ? body.slice(0, -1) : body.subarray(0, body.length - 1);
  return [head, head.length === 1 ? times : `,${times}`];
}

function textOf(text: StoredText): string {
  return typeof text === 'string'
    ? text
    : Buffer.from(text.buffer, text.byteOffset, text.length).toString('utf8');
}

function toStoredItem(row: ItemRow): StoredItem {
  return {
    itemKey: row.item_key,
    id: row.id,
    type: row.type,
    record: JSON.parse(row.record_json) as EdmRecord,
    timestampCreated: row.timestamp_created,
    timestampUpdate: row.timestamp_update,
  };
}
