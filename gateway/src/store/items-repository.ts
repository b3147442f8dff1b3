import type Database from 'better-sqlite3';
import { deriveItem, FTS_COLUMNS, type DerivedItem } from '../edm/derive';
import { md5Hex, sha1Hex } from '../edm/hash';
import type { EdmRecord, IndexHints, ItemAnnotationInput } from '../edm/types';
import { facetColumnText } from './facet-tokens';
import type { LocalMediaRegistry } from './local-media-registry';
import type { StatementCache } from './statement-cache';

export type ItemSource = 'seed' | 'ndjson' | 'record-json' | 'edm-rdf';

export interface ItemInput {
  /** The Record API `object`; timestamps are filled in when missing. */
  record: EdmRecord;
  hints?: IndexHints;
  annotations?: ItemAnnotationInput[];
  source: ItemSource;
}

export type UpsertOutcome = 'inserted' | 'updated' | 'unchanged';

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
  private readonly valueKeys = new Map<string, number>();

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

  /** Inserts or replaces one item (by `record.about`); a no-op when nothing changed. */
  upsert(input: ItemInput, now = Date.now()): UpsertOutcome {
    return this.db.transaction(() => this.upsertInTransaction(input, now))();
  }

  /** Upserts many items in one transaction (the importer's batches). */
  upsertMany(inputs: readonly ItemInput[], now = Date.now()): Record<UpsertOutcome, number> {
    const counts: Record<UpsertOutcome, number> = { inserted: 0, updated: 0, unchanged: 0 };
    this.db.transaction(() => {
      for (const input of inputs) counts[this.upsertInTransaction(input, now)]++;
    })();
    return counts;
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

  /** The facet values of an item, as `[field, value]` pairs. */
  facets(itemKey: number): Array<[string, string]> {
    const rows = this.statements
      .get(
        `SELECT f.field, f.value FROM items i, json_each(i.facet_keys) k
         JOIN facet_values f ON f.value_key = k.value WHERE i.item_key = ? ORDER BY k.key`,
      )
      .raw()
      .all(itemKey) as Array<[string, string]>;
    return rows;
  }

  /** Hints and annotations stored with an item, to re-index it from its stored object. */
  indexInputs(itemKey: number): { hints: IndexHints; annotations: ItemAnnotationInput[] } {
    const hints = JSON.parse(
      (this.statements
        .get('SELECT hints_json FROM items WHERE item_key = ?')
        .pluck()
        .get(itemKey) as string | undefined) ?? '{}',
    ) as IndexHints;
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
      hints,
      annotations: annotations.map((a) => ({
        motivation: a.motivation,
        value: a.value,
        ...(a.language ? { language: a.language } : {}),
      })),
    };
  }

  private upsertInTransaction(input: ItemInput, now: number): UpsertOutcome {
    const record = input.record;
    const hints = input.hints ?? {};
    const annotations = input.annotations ?? [];
    const hash = sha1Hex(JSON.stringify([withoutTimestamps(record), hints, annotations]));
    const existing = this.statements
      .get('SELECT item_key, content_hash, timestamp_created FROM items WHERE id = ?')
      .get(record.about) as
      { item_key: number; content_hash: string; timestamp_created: number } | undefined;
    if (existing?.content_hash === hash) return 'unchanged';
    const stamped = withTimestamps(record, existing?.timestamp_created ?? now, now);
    const derived = deriveItem(stamped, hints, annotations, now);
    const facetKeys = derived.facets.map(([field, value]) => this.valueKey(field, value));
    const params = itemParams(derived, stamped, hints, facetKeys, hash, input.source, now);
    let key: number;
    if (existing) {
      key = existing.item_key;
      this.deleteDependents(key);
      this.statements.get(UPDATE_ITEM).run({ ...params, item_key: key });
    } else {
      key = Number(this.statements.get(INSERT_ITEM).run(params).lastInsertRowid);
    }
    this.writeDependents(key, derived, facetKeys, annotations, now);
    this.onWrite();
    return existing ? 'updated' : 'inserted';
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
    this.statements.get('DELETE FROM media WHERE item_key = ?').run(key);
    this.statements.get('DELETE FROM item_annotations WHERE item_key = ?').run(key);
  }

  private writeDependents(
    key: number,
    derived: DerivedItem,
    facetKeys: readonly number[],
    annotations: readonly ItemAnnotationInput[],
    now: number,
  ): void {
    const insertFacet = this.statements.get(
      'INSERT OR IGNORE INTO item_facets (value_key, item_key) VALUES (?, ?)',
    );
    for (const valueKey of facetKeys) insertFacet.run(valueKey, key);
    this.statements
      .get(
        `INSERT INTO items_fts (rowid, ${FTS_COLUMNS.join(', ')}, facet) VALUES (?, ${FTS_COLUMNS.map(() => '?').join(', ')}, ?)`,
      )
      .run(
        key,
        ...FTS_COLUMNS.map((c) => derived.text[c]),
        facetColumnText([...derived.facets, ['europeana_id', derived.id]]),
      );
    const insertMedia = this.statements.get(
      `INSERT INTO media (item_key, position, role, url, url_md5, mime_type, width, height, byte_size, local_file)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const m of derived.media) {
      insertMedia.run(
        key,
        m.position,
        m.role,
        m.url,
        md5Hex(m.url),
        m.mimeType ?? null,
        m.width ?? null,
        m.height ?? null,
        m.byteSize ?? null,
        m.localFile ?? null,
      );
      if (m.localFile) this.localMedia.register(m.url);
    }
    const insertAnnotation = this.statements.get(
      'INSERT INTO item_annotations (item_key, motivation, language, value, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (const a of annotations)
      insertAnnotation.run(key, a.motivation, a.language ?? null, a.value, now);
  }

  private valueKey(field: string, value: string): number {
    const cacheKey = `${field}\u0000${value}`;
    let key = this.valueKeys.get(cacheKey);
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
    if (this.valueKeys.size > 200_000) this.valueKeys.clear();
    this.valueKeys.set(cacheKey, key);
    return key;
  }
}

const ITEM_COLUMNS = [
  'id',
  'dataset_id',
  'type',
  'record_json',
  'search_json',
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
const INSERT_ITEM = `INSERT INTO items (${ITEM_COLUMNS.join(', ')}) VALUES (${ITEM_COLUMNS.map((c) => `@${c}`).join(', ')})`;
const UPDATE_ITEM = `UPDATE items SET ${ITEM_COLUMNS.map((c) => `${c} = @${c}`).join(', ')} WHERE item_key = @item_key`;

function itemParams(
  d: DerivedItem,
  record: EdmRecord,
  hints: IndexHints,
  facetKeys: readonly number[],
  hash: string,
  source: ItemSource,
  now: number,
): Record<string, unknown> {
  return {
    id: d.id,
    dataset_id: d.datasetId,
    type: d.type,
    record_json: JSON.stringify(record),
    search_json: JSON.stringify(d.searchDoc),
    hints_json: JSON.stringify(hints),
    facet_keys: JSON.stringify(facetKeys),
    content_hash: hash,
    content_tier: d.contentTier,
    metadata_tier: d.metadataTier ?? null,
    completeness: d.completeness,
    year_min: d.yearMin ?? null,
    year_max: d.yearMax ?? null,
    rights: d.rights ?? null,
    reusability: d.reusability,
    has_media: d.hasMedia ? 1 : 0,
    has_thumbnail: d.hasThumbnail ? 1 : 0,
    has_landingpage: d.hasLandingpage ? 1 : 0,
    is_fulltext: d.isFulltext ? 1 : 0,
    source,
    timestamp_created: d.timestampCreated,
    timestamp_update: d.timestampUpdate,
    stored_at: now,
  };
}

const TIMESTAMP_KEYS = [
  'timestamp_created',
  'timestamp_created_epoch',
  'timestamp_update',
  'timestamp_update_epoch',
] as const;

function withoutTimestamps(record: EdmRecord): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...record };
  for (const key of TIMESTAMP_KEYS) delete copy[key];
  return copy;
}

/** The record with its four timestamps, keeping the ones it carries. */
function withTimestamps(record: EdmRecord, created: number, updated: number): EdmRecord {
  const createdEpoch =
    record.timestamp_created_epoch ?? parseTime(record.timestamp_created) ?? created;
  const updateEpoch =
    record.timestamp_update_epoch ?? parseTime(record.timestamp_update) ?? updated;
  return {
    ...record,
    timestamp_created: record.timestamp_created ?? new Date(createdEpoch).toISOString(),
    timestamp_created_epoch: createdEpoch,
    timestamp_update: record.timestamp_update ?? new Date(updateEpoch).toISOString(),
    timestamp_update_epoch: updateEpoch,
  };
}

function parseTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const t = Date.parse(value);
  return Number.isFinite(t) ? t : undefined;
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
