import type Database from 'better-sqlite3';
import type { EntityDoc } from '../edm/entity-types';
import { sha1Hex } from '../edm/hash';
import { allValues } from '../edm/lang-map';
import { labelSortKey } from './label-sort-key';
import type { StatementCache } from './statement-cache';

export type EntitySource = 'seed' | 'ndjson' | 'import';
export type EntityUpsertOutcome = 'inserted' | 'updated' | 'unchanged';

/** Entity API documents with their labels indexed for suggest and lookup. */
export class EntitiesRepository {
  constructor(
    private readonly db: Database.Database,
    private readonly statements: StatementCache,
    private readonly onWrite: () => void,
  ) {}

  count(): number {
    return this.statements.get('SELECT count(*) FROM entities').pluck().get() as number;
  }

  get(id: string): EntityDoc | undefined {
    const json = this.statements.get('SELECT json FROM entities WHERE id = ?').pluck().get(id) as
      string | undefined;
    return json ? (JSON.parse(json) as EntityDoc) : undefined;
  }

  /** Several entities by URI, in one query; unknown URIs are left out. */
  getMany(ids: readonly string[]): Map<string, EntityDoc> {
    const out = new Map<string, EntityDoc>();
    if (!ids.length) return out;
    const rows = this.statements
      .get('SELECT json FROM entities WHERE id IN (SELECT value FROM json_each(?))')
      .pluck()
      .all(JSON.stringify(ids)) as string[];
    for (const json of rows) {
      const doc = JSON.parse(json) as EntityDoc;
      out.set(doc.id, doc);
    }
    return out;
  }

  /** The entity URI an alias (source id, sameAs URI) stands for. */
  resolveAlias(alias: string): string | undefined {
    return this.statements
      .get('SELECT entity_id FROM entity_aliases WHERE alias = ?')
      .pluck()
      .get(alias) as string | undefined;
  }

  /** The row key of a stored entity: keys grow with insertion, so they tell which came first. */
  keyOf(id: string): number | undefined {
    return this.statements.get('SELECT entity_key FROM entities WHERE id = ?').pluck().get(id) as
      number | undefined;
  }

  /**
   * Removes an entity, its labels and its index rows, and points its aliases at `replacement`
   * (an agent or place merged into another: its URI then answers with the one that replaced
   * it). Items linking it are not changed. Returns whether it was stored.
   */
  retire(id: string, replacement: string): boolean {
    const key = this.keyOf(id);
    if (key === undefined) return false;
    this.statements.get('DELETE FROM entity_labels WHERE entity_key = ?').run(key);
    this.statements.get('DELETE FROM entity_label_sort WHERE entity_key = ?').run(key);
    this.statements.get('DELETE FROM entities_fts WHERE rowid = ?').run(key);
    this.statements.get('DELETE FROM entities WHERE entity_key = ?').run(key);
    this.statements
      .get('UPDATE entity_aliases SET entity_id = ? WHERE entity_id = ?')
      .run(replacement, id);
    this.statements
      .get('INSERT OR REPLACE INTO entity_aliases (alias, entity_id) VALUES (?, ?)')
      .run(id, replacement);
    this.onWrite();
    return true;
  }

  upsert(
    doc: EntityDoc,
    source: EntitySource,
    aliases: readonly string[] = [],
    now = Date.now(),
  ): EntityUpsertOutcome {
    return this.db.transaction(() => this.upsertInTransaction(doc, source, aliases, now))();
  }

  /**
   * `upsert` for a caller whose own transaction is open and is rolled back as a whole when a write
   * fails (the import's entity merges, which write line by line inside the batch's transaction):
   * no savepoint of its own, which line by line had cost the import of the shared data's entities
   * about a third of its time. Outside a transaction it is `upsert`.
   */
  upsertInOpenTransaction(
    doc: EntityDoc,
    source: EntitySource,
    aliases: readonly string[] = [],
    now = Date.now(),
  ): EntityUpsertOutcome {
    return this.db.inTransaction
      ? this.upsertInTransaction(doc, source, aliases, now)
      : this.upsert(doc, source, aliases, now);
  }

  upsertMany(
    entries: ReadonlyArray<{ doc: EntityDoc; aliases?: readonly string[] }>,
    source: EntitySource,
    now = Date.now(),
  ): { counts: Record<EntityUpsertOutcome, number>; changed: string[] } {
    const counts: Record<EntityUpsertOutcome, number> = { inserted: 0, updated: 0, unchanged: 0 };
    const changed: string[] = [];
    this.db.transaction(() => {
      for (const { doc, aliases } of entries) {
        const outcome = this.upsertInTransaction(doc, source, aliases ?? [], now);
        counts[outcome]++;
        if (outcome !== 'unchanged') changed.push(doc.id);
      }
    })();
    return { counts, changed };
  }

  private upsertInTransaction(
    doc: EntityDoc,
    source: EntitySource,
    aliases: readonly string[],
    now: number,
  ): EntityUpsertOutcome {
    const json = JSON.stringify(doc);
    const hash = sha1Hex(json);
    const existing = this.statements
      .get('SELECT entity_key, content_hash FROM entities WHERE id = ?')
      .get(doc.id) as { entity_key: number; content_hash: string } | undefined;
    for (const alias of [...aliases, ...stringsOf(doc.sameAs)]) {
      if (alias && alias !== doc.id) {
        this.statements
          .get('INSERT OR REPLACE INTO entity_aliases (alias, entity_id) VALUES (?, ?)')
          .run(alias, doc.id);
      }
    }
    if (existing?.content_hash === hash) return 'unchanged';
    const prefEn = doc.prefLabel?.en ?? Object.values(doc.prefLabel ?? {})[0] ?? null;
    let key: number;
    if (existing) {
      key = existing.entity_key;
      this.statements
        .get(
          'UPDATE entities SET type = ?, json = ?, pref_label_en = ?, pref_label_sort = ?, content_hash = ?, source = ?, updated_at = ? WHERE entity_key = ?',
        )
        .run(doc.type, json, prefEn, labelSortKey(prefEn), hash, source, now, key);
      this.statements.get('DELETE FROM entity_labels WHERE entity_key = ?').run(key);
      this.statements.get('DELETE FROM entity_label_sort WHERE entity_key = ?').run(key);
      this.statements.get('DELETE FROM entities_fts WHERE rowid = ?').run(key);
    } else {
      key = Number(
        this.statements
          .get(
            'INSERT INTO entities (id, type, json, pref_label_en, pref_label_sort, content_hash, source, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(doc.id, doc.type, json, prefEn, labelSortKey(prefEn), hash, source, now, now)
          .lastInsertRowid,
      );
    }
    indexEntityLabels((sql) => this.statements.get(sql), key, doc);
    const insertSortKey = this.statements.get(
      'INSERT OR IGNORE INTO entity_label_sort (lang, type, sort_key, entity_key) VALUES (?, ?, ?, ?)',
    );
    // English lists use `entities.pref_label_sort`, so English labels need no row here.
    for (const [lang, label] of prefLabels(doc)) {
      if (lang !== 'en') insertSortKey.run(lang, doc.type, labelSortKey(label), key);
    }
    this.onWrite();
    return existing ? 'updated' : 'inserted';
  }
}

/**
 * Writes an entity's `entity_labels` rows and its `entities_fts` row (the entity's old ones must
 * be gone). Organisation acronyms ("BnF") are labels of their own kind, searched with the
 * alternative labels: people type them, and suggest and search should find the organisation.
 */
export function indexEntityLabels(
  prepare: (sql: string) => Database.Statement,
  key: number,
  doc: EntityDoc,
): void {
  const labels = labelRows(doc);
  const insertLabel = prepare(
    'INSERT OR IGNORE INTO entity_labels (entity_key, kind, lang, label) VALUES (?, ?, ?, ?)',
  );
  for (const [kind, lang, label] of labels) insertLabel.run(key, kind, lang, label);
  const join = (kind: string): string =>
    [...new Set(labels.filter((l) => l[0] === kind).map((l) => l[2]))].join('\n');
  prepare('INSERT INTO entities_fts (rowid, pref_label, alt_label, other) VALUES (?, ?, ?, ?)').run(
    key,
    join('pref'),
    [join('alt'), join('hidden'), join('acronym')].filter(Boolean).join('\n'),
    noteValues(doc.note).join('\n'),
  );
}

/** The preferred label in each language, trimmed; one per language, as EDM has it. */
function prefLabels(doc: EntityDoc): Array<[lang: string, label: string]> {
  const labels: Array<[string, string]> = [];
  for (const [lang, label] of Object.entries(doc.prefLabel ?? {})) {
    if (typeof label === 'string' && label.trim()) labels.push([lang, label.trim()]);
  }
  return labels;
}

function labelRows(doc: EntityDoc): Array<[kind: string, lang: string, label: string]> {
  const rows: Array<[string, string, string]> = prefLabels(doc).map(([lang, label]) => [
    'pref',
    lang,
    label,
  ]);
  for (const [lang, labels] of entriesOf(doc.altLabel)) {
    for (const label of stringsOf(labels)) {
      if (label.trim()) rows.push(['alt', lang, label.trim()]);
    }
  }
  for (const label of stringsOf(doc.hiddenLabel)) {
    if (label.trim()) rows.push(['hidden', 'def', label.trim()]);
  }
  for (const [lang, labels] of entriesOf(doc.acronym)) {
    for (const label of stringsOf(labels)) {
      if (label.trim()) rows.push(['acronym', lang, label.trim()]);
    }
  }
  return rows;
}

/*
 * The importer checks entity documents (import/entity-doc.ts), but documents reach the store by
 * other paths too (seed data, RDF/XML): the readers below take whatever shape a field has
 * without throwing, and never read a string as a list of its characters.
 */

/** A string as a list of one, the strings of a list, nothing for any other value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The entries of a language map; none for a value that is not one. */
function entriesOf(value: unknown): Array<[string, unknown]> {
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
}

/** A note's texts, each once, as `allValues` gives them for a well-formed map. */
function noteValues(note: unknown): string[] {
  const map: Record<string, string[]> = {};
  for (const [lang, texts] of entriesOf(note)) map[lang] = stringsOf(texts);
  return allValues(map);
}
