import { mergeTarget, type AgentMatch, type MergeCandidate } from '../convert/agent-match';
import { mergeAgentDocs } from '../convert/merged-agent';
import type { EntityDoc } from '../edm/entity-types';
import { ENTITY_URI } from '../edm/ids';
import type { EntitySource, EntityUpsertOutcome } from '../store/entities-repository';
import type { Store } from '../store/store';

/** The URIs of agents merged into another museum's agent → the URI of that agent. */
export type AgentMerges = Map<string, string>;

/** A museum agent line, converted, with what it is matched by (`convert/agent-match.ts`). */
export interface MuseumAgentEntry {
  doc: EntityDoc;
  aliases: readonly string[];
  agent: AgentMatch;
}

export interface AgentWrite {
  /** What happened to the stored entity the line is written to (its own, or the one kept). */
  outcome: EntityUpsertOutcome;
  /** Entities whose stored document changed or went (items embedding them need a refresh). */
  changed: string[];
  /** Whether this write merged the line into another source's agent (a new merge). */
  merged: boolean;
}

interface AgentRecord {
  source_id: string;
  uri: string;
  entity_id: string;
  source: string;
  match_key: string;
  json: string | null;
}

/**
 * Writes a museum agent line: as an entity of its own, or merged into the agent of another
 * source that is the same person (`agent-match.ts`), stored first. A merged line makes no
 * entity: its source id and URI become aliases of the kept one (`entity_aliases`, so its URI
 * answers with a redirect to it), its document is kept in `agent_records` and the kept
 * entity's document is made again from its records' documents (`merged-agent.ts`), so importing
 * any of them again changes nothing unless it changed. An agent already stored as its own
 * entity (a store imported before merging, or one whose match was ambiguous then) is merged the
 * same way when its line is imported again and the other was stored before it: it is removed.
 * A record whose name or dates change so that it no longer matches leaves the merged entity.
 * Runs on the writing thread, inside the batch's transaction.
 */
export function writeMuseumAgent(
  store: Store,
  { doc, aliases, agent }: MuseumAgentEntry,
  source: EntitySource,
  now: number,
): AgentWrite {
  const records = new AgentRecords(store);
  const changed = new Set<string>();
  const record = records.get(agent.sourceId);
  if (record && record.entity_id !== record.uri) {
    const kept = record.entity_id;
    const keptKey = records.ownOf(kept)?.match_key;
    if (
      agent.key !== undefined &&
      agent.key === keptKey &&
      store.entities.keyOf(kept) !== undefined
    ) {
      // Still the same person: its document is part of the kept entity's.
      records.put({ ...record, uri: doc.id, json: JSON.stringify(doc) });
      addAliases(store, [...aliases, doc.id], kept);
      const outcome = rebuild(store, records, kept, source, now);
      return { outcome, changed: outcome === 'unchanged' ? [] : [kept], merged: false };
    }
    // Its source changed the name or dates: no longer the same person.
    leave(store, records, record);
    if (store.entities.keyOf(kept) !== undefined) {
      rebuild(store, records, kept, source, now);
      changed.add(kept);
    }
  } else if (record && record.match_key !== agent.key) {
    // A kept record whose name or dates changed: the records merged into it are on their own again.
    for (const other of records.ofEntity(record.uri)) {
      if (other.uri === record.uri || other.json === null) continue;
      leave(store, records, other);
      store.entities.upsert(JSON.parse(other.json) as EntityDoc, source, [other.source_id], now);
      records.put({ ...other, entity_id: other.uri, json: null });
      changed.add(other.uri);
    }
  }
  if (agent.key === undefined) {
    if (record) records.remove(agent.sourceId);
    return own(store, doc, aliases, source, now, changed, []);
  }
  const merged = records.ofEntity(doc.id).filter((r) => r.uri !== doc.id && r.json !== null);
  const target = mergeTarget(agent, records.candidates(agent.key, doc.id));
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
      source_id: agent.sourceId,
      uri: doc.id,
      entity_id: target,
      source: agent.source,
      match_key: agent.key,
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
    source_id: agent.sourceId,
    uri: doc.id,
    entity_id: doc.id,
    source: agent.source,
    match_key: agent.key,
    json: merged.length ? JSON.stringify(doc) : null,
  });
  return own(store, doc, aliases, source, now, changed, merged);
}

/** The merges stored: one query, made once per import and handed to the workers. */
export function storedAgentMerges(store: Store): AgentMerges {
  const rows = store
    .statement('SELECT uri, entity_id FROM agent_records WHERE uri <> entity_id')
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
  merged: readonly AgentRecord[],
): AgentWrite {
  const stored = merged.length
    ? mergeAgentDocs([doc, ...merged.map((r) => JSON.parse(r.json!) as EntityDoc)])
    : doc;
  const outcome = store.entities.upsert(stored, source, aliases, now);
  if (outcome !== 'unchanged') changed.add(doc.id);
  return { outcome, changed: [...changed], merged: false };
}

/** Stores the merged document of `entityId` made from its records' documents, the kept one first. */
function rebuild(
  store: Store,
  records: AgentRecords,
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
  const doc = mergeAgentDocs([base, ...merged.map((r) => JSON.parse(r.json!) as EntityDoc)]);
  return store.entities.upsert(doc, source, [], now);
}

/** A merged record leaves its kept entity: the aliases that led to it go with it. */
function leave(store: Store, records: AgentRecords, record: AgentRecord): void {
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

/** The `agent_records` table (`store/migrations/006-agent-records.ts`). */
class AgentRecords {
  constructor(private readonly store: Store) {}

  get(sourceId: string): AgentRecord | undefined {
    return this.store
      .statement(
        'SELECT source_id, uri, entity_id, source, match_key, json FROM agent_records WHERE source_id = ?',
      )
      .get(sourceId) as AgentRecord | undefined;
  }

  /** The record an entity is made from first (its own). */
  ownOf(entityId: string): AgentRecord | undefined {
    return this.ofEntity(entityId).find((r) => r.uri === entityId);
  }

  /** The records of an entity in the order they were first stored. */
  ofEntity(entityId: string): AgentRecord[] {
    return this.store
      .statement(
        'SELECT source_id, uri, entity_id, source, match_key, json FROM agent_records WHERE entity_id = ? ORDER BY record_key',
      )
      .all(entityId) as AgentRecord[];
  }

  /** The entities other than `except` holding records with this key, and their records' sources. */
  candidates(key: string, except: string): MergeCandidate[] {
    const rows = this.store
      .statement(
        `SELECT entity_id, json_group_array(DISTINCT source) AS sources FROM agent_records
         WHERE entity_id IN (SELECT entity_id FROM agent_records WHERE match_key = ? AND entity_id <> ?)
         GROUP BY entity_id ORDER BY entity_id`,
      )
      .all(key, except) as Array<{ entity_id: string; sources: string }>;
    return rows.map((row) => ({
      entityId: row.entity_id,
      sources: JSON.parse(row.sources) as string[],
    }));
  }

  /** Inserts or updates a record, keeping its place in the order. */
  put(record: AgentRecord): void {
    this.store
      .statement(
        `INSERT INTO agent_records (source_id, uri, entity_id, source, match_key, json)
         VALUES (@source_id, @uri, @entity_id, @source, @match_key, @json)
         ON CONFLICT (source_id) DO UPDATE SET uri = excluded.uri, entity_id = excluded.entity_id,
           source = excluded.source, match_key = excluded.match_key, json = excluded.json`,
      )
      .run(record);
  }

  remove(sourceId: string): void {
    this.store.statement('DELETE FROM agent_records WHERE source_id = ?').run(sourceId);
  }
}
