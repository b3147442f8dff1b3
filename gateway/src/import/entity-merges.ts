import { mergeTarget, type EntityMatch, type MergeCandidate } from '../convert/entity-match';
import { mergeEntityDocs } from '../convert/merged-entity';
import type { EntityDoc } from '../edm/entity-types';
import { ENTITY_URI } from '../edm/ids';
import type { EntitySource, EntityUpsertOutcome } from '../store/entities-repository';
import type { Store } from '../store/store';

/** The URIs of agents merged into another museum's agent → the URI of that agent. */
export type AgentMerges = Map<string, string>;

/**
 * A museum agent or place line, converted, with what it is matched by (`convert/agent-match.ts`,
 * `convert/place-match.ts`). Its kind is its URI's (`http://data.europeana.eu/place/...`).
 */
export interface MergeableEntry {
  doc: EntityDoc;
  aliases: readonly string[];
  match: EntityMatch;
}

export interface MergeableWrite {
  /** What happened to the stored entity the line is written to (its own, or the one kept). */
  outcome: EntityUpsertOutcome;
  /** Entities whose stored document changed or went (items embedding them need a refresh). */
  changed: string[];
  /** Whether this write merged the line into another source's entity (a new merge). */
  merged: boolean;
}

interface EntityRecord {
  source_id: string;
  uri: string;
  entity_id: string;
  kind: string;
  source: string;
  match_key: string;
  json: string | null;
}

/**
 * Writes a museum agent or place line: as an entity of its own, or merged into the entity of
 * another source that is the same person or place (`agent-match.ts`, `place-match.ts`), stored
 * first. A merged line makes no entity: its source id and URI become aliases of the kept one
 * (`entity_aliases`, so its URI answers with a redirect to it), its document is kept in
 * `entity_records` and the kept entity's document is made again from its records' documents
 * (`merged-entity.ts`), so importing any of them again changes nothing unless it changed. An
 * entity already stored as its own (a store imported before merging, or one whose match was
 * ambiguous then) is merged the same way when its line is imported again and the other was
 * stored before it: it is removed. A record whose key (name and dates, label) changes so that it
 * no longer matches leaves the merged entity. Runs on the writing thread, inside the batch's
 * transaction.
 */
export function writeMergeableEntity(
  store: Store,
  { doc, aliases, match }: MergeableEntry,
  source: EntitySource,
  now: number,
): MergeableWrite {
  const kind = ENTITY_URI.exec(doc.id)?.[1] ?? '';
  const records = new EntityRecords(store, kind);
  const changed = new Set<string>();
  const record = records.get(match.sourceId);
  if (record && record.entity_id !== record.uri) {
    const kept = record.entity_id;
    const keptKey = records.ownOf(kept)?.match_key;
    if (
      match.key !== undefined &&
      match.key === keptKey &&
      store.entities.keyOf(kept) !== undefined
    ) {
      // Still the same person or place: its document is part of the kept entity’s.
      records.put({ ...record, uri: doc.id, json: JSON.stringify(doc) });
      addAliases(store, [...aliases, doc.id], kept);
      const outcome = rebuild(store, records, kept, source, now);
      return { outcome, changed: outcome === 'unchanged' ? [] : [kept], merged: false };
    }
    // Its source changed the name or dates (the label): no longer the same person (place).
    leave(store, records, record);
    if (store.entities.keyOf(kept) !== undefined) {
      rebuild(store, records, kept, source, now);
      changed.add(kept);
    }
  } else if (record && record.match_key !== match.key) {
    // A kept record whose key changed: the records merged into it are on their own again.
    for (const other of records.ofEntity(record.uri)) {
      if (other.uri === record.uri || other.json === null) continue;
      leave(store, records, other);
      store.entities.upsertInOpenTransaction(
        JSON.parse(other.json) as EntityDoc,
        source,
        [other.source_id],
        now,
      );
      records.put({ ...other, entity_id: other.uri, json: null });
      changed.add(other.uri);
    }
  }
  if (match.key === undefined) {
    if (record) records.remove(match.sourceId);
    return own(store, doc, aliases, source, now, changed, []);
  }
  const merged = records.ofEntity(doc.id).filter((r) => r.uri !== doc.id && r.json !== null);
  const target = mergeTarget(match, records.candidates(match.key, doc.id));
  const targetKey = target !== undefined ? store.entities.keyOf(target) : undefined;
  const ownKey = store.entities.keyOf(doc.id);
  if (
    target !== undefined &&
    targetKey !== undefined &&
    !merged.length &&
    (ownKey === undefined || targetKey < ownKey)
  ) {
    const keptOwn = records.ownOf(target);
    // The kept entity's own document, before the first record is merged into it.
    if (keptOwn && keptOwn.json === null) {
      records.put({ ...keptOwn, json: JSON.stringify(store.entities.get(target)) });
    }
    records.put({
      source_id: match.sourceId,
      uri: doc.id,
      entity_id: target,
      kind,
      source: match.source,
      match_key: match.key,
      json: JSON.stringify(doc),
    });
    if (ownKey !== undefined) {
      store.entities.retire(doc.id, target);
      changed.add(doc.id);
    }
    addAliases(store, [...aliases, doc.id], target);
    const outcome = rebuild(store, records, target, source, now);
    if (outcome !== 'unchanged') changed.add(target);
    return { outcome, changed: [...changed], merged: true };
  }
  records.put({
    source_id: match.sourceId,
    uri: doc.id,
    entity_id: doc.id,
    kind,
    source: match.source,
    match_key: match.key,
    json: merged.length ? JSON.stringify(doc) : null,
  });
  return own(store, doc, aliases, source, now, changed, merged);
}

/** The merges stored: one query, made once per import and handed to the workers. */
export function storedAgentMerges(store: Store): AgentMerges {
  const rows = store
    .statement(
      "SELECT uri, entity_id FROM entity_records WHERE kind = 'agent' AND uri <> entity_id",
    )
    .raw()
    .all() as Array<[string, string]>;
  return new Map(rows);
}

/** Whether an import that changed these entities changed agents (whose merges items link by). */
export function changesAgents(entityIds: readonly string[]): boolean {
  return entityIds.some((id) => ENTITY_URI.exec(id)?.[1] === 'agent');
}

/** The line as its own entity, with the documents of the records merged into it. */
function own(
  store: Store,
  doc: EntityDoc,
  aliases: readonly string[],
  source: EntitySource,
  now: number,
  changed: Set<string>,
  merged: readonly EntityRecord[],
): MergeableWrite {
  const stored = merged.length
    ? mergeEntityDocs([doc, ...merged.map((r) => JSON.parse(r.json!) as EntityDoc)])
    : doc;
  const outcome = store.entities.upsertInOpenTransaction(stored, source, aliases, now);
  if (outcome !== 'unchanged') changed.add(doc.id);
  return { outcome, changed: [...changed], merged: false };
}

/** Stores the merged document of `entityId` made from its records' documents, the kept one first. */
function rebuild(
  store: Store,
  records: EntityRecords,
  entityId: string,
  source: EntitySource,
  now: number,
): EntityUpsertOutcome {
  const rows = records.ofEntity(entityId);
  const keptOwn = rows.find((r) => r.uri === entityId);
  const merged = rows.filter((r) => r.uri !== entityId && r.json !== null);
  const base = keptOwn?.json
    ? (JSON.parse(keptOwn.json) as EntityDoc)
    : store.entities.get(entityId);
  if (!base) return 'unchanged';
  // A kept entity left alone keeps no copy of its document.
  if (!merged.length && keptOwn?.json) records.put({ ...keptOwn, json: null });
  const doc = mergeEntityDocs([base, ...merged.map((r) => JSON.parse(r.json!) as EntityDoc)]);
  return store.entities.upsertInOpenTransaction(doc, source, [], now);
}

/** A merged record leaves its kept entity: the aliases that led to it go with it. */
function leave(store: Store, records: EntityRecords, record: EntityRecord): void {
  records.remove(record.source_id);
  store
    .statement('DELETE FROM entity_aliases WHERE alias IN (?, ?) AND entity_id = ?')
    .run(record.source_id, record.uri, record.entity_id);
}

function addAliases(store: Store, aliases: readonly string[], entityId: string): void {
  const insert = store.statement(
    'INSERT OR REPLACE INTO entity_aliases (alias, entity_id) VALUES (?, ?)',
  );
  for (const alias of aliases) if (alias && alias !== entityId) insert.run(alias, entityId);
}

/**
 * The `entity_records` table (`store/migrations/006-agent-records.ts`, `007-entity-records.ts`):
 * the records of one kind. Every record of an entity is of its kind (a merge never crosses
 * kinds), so reads by entity need no kind; candidates by key do.
 */
class EntityRecords {
  constructor(
    private readonly store: Store,
    private readonly kind: string,
  ) {}

  get(sourceId: string): EntityRecord | undefined {
    return this.store
      .statement(`SELECT ${COLUMNS} FROM entity_records WHERE source_id = ?`)
      .get(sourceId) as EntityRecord | undefined;
  }

  /** The record an entity is made from first (its own). */
  ownOf(entityId: string): EntityRecord | undefined {
    return this.ofEntity(entityId).find((r) => r.uri === entityId);
  }

  /** The records of an entity in the order they were first stored. */
  ofEntity(entityId: string): EntityRecord[] {
    return this.store
      .statement(`SELECT ${COLUMNS} FROM entity_records WHERE entity_id = ? ORDER BY record_key`)
      .all(entityId) as EntityRecord[];
  }

  /** The entities other than `except` holding records of the kind with this key, and their sources. */
  candidates(key: string, except: string): MergeCandidate[] {
    const rows = this.store
      .statement(
        `SELECT entity_id, json_group_array(DISTINCT source) AS sources FROM entity_records
         WHERE entity_id IN (SELECT entity_id FROM entity_records
                             WHERE kind = ? AND match_key = ? AND entity_id <> ?)
         GROUP BY entity_id ORDER BY entity_id`,
      )
      .all(this.kind, key, except) as Array<{ entity_id: string; sources: string }>;
    return rows.map((row) => ({
      entityId: row.entity_id,
      sources: JSON.parse(row.sources) as string[],
    }));
  }

  /** Inserts or updates a record, keeping its place in the order. */
  put(record: EntityRecord): void {
    this.store
      .statement(
        `INSERT INTO entity_records (source_id, uri, entity_id, kind, source, match_key, json)
         VALUES (@source_id, @uri, @entity_id, @kind, @source, @match_key, @json)
         ON CONFLICT (source_id) DO UPDATE SET uri = excluded.uri, entity_id = excluded.entity_id,
           kind = excluded.kind, source = excluded.source, match_key = excluded.match_key,
           json = excluded.json`,
      )
      .run(record);
  }

  remove(sourceId: string): void {
    this.store.statement('DELETE FROM entity_records WHERE source_id = ?').run(sourceId);
  }
}

const COLUMNS = 'source_id, uri, entity_id, kind, source, match_key, json';
