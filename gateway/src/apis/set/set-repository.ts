import type Database from 'better-sqlite3';
import { StatementCache } from '../../store/statement-cache';
import type { Store } from '../../store/store';
import { CommonsError } from '../../upstream/api-error';
import { normalizeLabel } from '../entity/suggest/normalize';
import { openSetDatabase } from './set-database';
import {
  MAX_ITEMS_PER_SET,
  MAX_SETS_PER_USER,
  type InsertPosition,
  type LanguageMap,
  type SetCreator,
  type SetInput,
  type SetRecord,
  type SetType,
  type Visibility,
} from './set-model';
import type { SetSearch } from './set-query';

interface SetRow {
  set_id: number;
  type: SetType;
  visibility: Visibility;
  creator_id: string;
  creator_nickname: string;
  title_json: string;
  description_json: string | null;
  created_at: number;
  modified_at: number;
  issued_at: number | null;
  version: number;
  total: number;
  pinned: number;
}

interface ItemEntry {
  recordId: string;
  pinned: boolean;
}

const SELECT_SET = `SELECT s.*,
  (SELECT count(*) FROM set_items i WHERE i.set_id = s.set_id) AS total,
  (SELECT count(*) FROM set_items i WHERE i.set_id = s.set_id AND i.pinned) AS pinned
  FROM sets s`;

const SORT_COLUMNS: Record<SetSearch['sort']['field'], string> = {
  modified: 's.modified_at',
  created: 's.created_at',
  issued: 's.issued_at',
};

/**
 * Sets and their items in sets.sqlite. Every write is one transaction that also bumps the set's
 * `modified` and `version` (its ETag); a write that changes nothing (an item already there,
 * removing one that is not) leaves both as they were.
 */
export class SetRepository {
  private readonly statements: StatementCache;

  constructor(readonly db: Database.Database) {
    this.statements = new StatementCache(db);
  }

  get(id: number): SetRecord | undefined {
    const row = this.statements.get(`${SELECT_SET} WHERE s.set_id = ?`).get(id) as
      SetRow | undefined;
    return row ? toRecord(row) : undefined;
  }

  create(creator: SetCreator, input: SetInput, now = Date.now()): SetRecord {
    return this.db
      .transaction(() => {
        const owned = this.statements
          .get('SELECT count(*) FROM sets WHERE creator_id = ?')
          .pluck()
          .get(creator.id) as number;
        if (owned >= MAX_SETS_PER_USER) {
          throw new CommonsError(
            400,
            `A user may have at most ${MAX_SETS_PER_USER} sets; delete one to create another`,
            '400_set_limit',
          );
        }
        const folder =
          input.type === 'BookmarkFolder' ? this.bookmarkFolderOf(creator.id) : undefined;
        if (folder !== undefined) {
          throw new CommonsError(
            400,
            `The user already has a BookmarkFolder (set ${folder}); there is one per user`,
            '400_duplicate_bookmark_folder',
          );
        }
        if (input.visibility === 'published') throw notPublishedYet();
        const { lastInsertRowid } = this.statements
          .get(
            `INSERT INTO sets (type, visibility, creator_id, creator_nickname, title_json,
               description_json, search_text, languages, created_at, modified_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            input.type,
            input.visibility,
            creator.id,
            creator.nickname,
            ...textColumns(input),
            now,
            now,
          );
        const id = Number(lastInsertRowid);
        if (input.items?.length) this.writeItems(id, entries(input.items));
        return this.get(id)!;
      })
      .immediate();
  }

  /** A full update: type stays, items are replaced only when the body has them. */
  update(set: SetRecord, input: SetInput, now = Date.now()): SetRecord {
    if (input.type !== set.type) {
      throw new CommonsError(
        400,
        `The type of a set cannot change (set ${set.id} is a ${set.type})`,
      );
    }
    if (input.visibility === 'published' && set.visibility !== 'published') throw notPublishedYet();
    // A published gallery edited with the form's "public" stays published; "private" depublishes it.
    const visibility =
      set.visibility === 'published' && input.visibility === 'public'
        ? 'published'
        : input.visibility;
    return this.db
      .transaction(() => {
        this.stillThere(set.id);
        this.statements
          .get(
            `UPDATE sets SET visibility = ?, title_json = ?, description_json = ?, search_text = ?,
               languages = ?, issued_at = CASE WHEN ? = 'published' THEN issued_at END
             WHERE set_id = ?`,
          )
          .run(visibility, ...textColumns(input), visibility, set.id);
        if (input.items) this.writeItems(set.id, entries(input.items));
        return this.touch(set.id, now);
      })
      .immediate();
  }

  /**
   * Writes a curated gallery of the default data (seed/galleries.json) under its own number:
   * created as published when absent, rewritten when its texts, items or date differ from the
   * file, left alone when they match (so restarts do not move its `modified`). Another creator's
   * set of that number is never touched: `false`.
   */
  putCurated(id: number, curator: SetCreator, input: SetInput, issued: number): boolean {
    return this.db
      .transaction(() => {
        const existing = this.get(id);
        if (existing && existing.creator.id !== curator.id) return false;
        const items = input.items ?? [];
        if (existing && sameCuratedContent(existing, curator, input, issued, this.itemIds(id))) {
          return true;
        }
        const now = Math.max(issued, existing ? existing.modified + 1 : issued);
        if (existing) {
          this.statements
            .get(
              `UPDATE sets SET visibility = 'published', creator_nickname = ?, title_json = ?,
                 description_json = ?, search_text = ?, languages = ?, issued_at = ?
               WHERE set_id = ?`,
            )
            .run(curator.nickname, ...textColumns(input), issued, id);
          this.writeItems(id, entries(items));
          this.touch(id, now);
          return true;
        }
        this.statements
          .get(
            `INSERT INTO sets (set_id, type, visibility, creator_id, creator_nickname, title_json,
               description_json, search_text, languages, created_at, modified_at, issued_at)
             VALUES (?, 'Collection', 'published', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(id, curator.id, curator.nickname, ...textColumns(input), issued, now, issued);
        this.writeItems(id, entries(items));
        return true;
      })
      .immediate();
  }

  delete(id: number): boolean {
    return this.statements.get('DELETE FROM sets WHERE set_id = ?').run(id).changes > 0;
  }

  /** Deletes every set a user created, with its items (an account's erasure); how many. */
  deleteAllOf(creatorId: string): number {
    return this.statements.get('DELETE FROM sets WHERE creator_id = ?').run(creatorId).changes;
  }

  /** Publish (`issued` given) or unpublish (back to public, `issued` cleared). */
  setPublished(id: number, issued: number | undefined, now = Date.now()): SetRecord {
    return this.db
      .transaction(() => {
        this.statements
          .get('UPDATE sets SET visibility = ?, issued_at = ? WHERE set_id = ?')
          .run(issued === undefined ? 'public' : 'published', issued ?? null, id);
        return this.touch(id, now);
      })
      .immediate();
  }

  hasItem(id: number, recordId: string): boolean {
    return (
      this.statements
        .get('SELECT 1 FROM set_items WHERE set_id = ? AND record_id = ?')
        .pluck()
        .get(id, recordId) !== undefined
    );
  }

  /** Record ids in the set's order (pinned first), a page of them. */
  itemIds(id: number, offset = 0, limit = MAX_ITEMS_PER_SET): string[] {
    return this.statements
      .get('SELECT record_id FROM set_items WHERE set_id = ? ORDER BY position LIMIT ? OFFSET ?')
      .pluck()
      .all(id, limit, offset) as string[];
  }

  /**
   * Adds items: absent ones at `position` (0-based among the unpinned items; `pin`: first among
   * the pinned; none: last). One already there moves only when a position is given, and a pinned
   * one stays pinned unless pinned again (unpinning is delete, then insert).
   */
  insertItems(set: SetRecord, recordIds: readonly string[], position: InsertPosition): SetRecord {
    return this.changeItems(set, (current) => {
      const present = new Map(current.map((entry) => [entry.recordId, entry]));
      const moving = recordIds.filter((recordId) => {
        const entry = present.get(recordId);
        if (!entry) return true;
        if (position === undefined) return false;
        return position === 'pin' || !entry.pinned;
      });
      if (!moving.length) return current;
      const movingSet = new Set(moving);
      const kept = current.filter((entry) => !movingSet.has(entry.recordId));
      const block = moving.map((recordId) => ({ recordId, pinned: position === 'pin' }));
      const pinnedCount = kept.filter((entry) => entry.pinned).length;
      const at =
        position === 'pin'
          ? 0
          : position === undefined
            ? kept.length
            : Math.min(pinnedCount + position, kept.length);
      const next = [...kept.slice(0, at), ...block, ...kept.slice(at)];
      if (next.length > MAX_ITEMS_PER_SET) {
        throw new CommonsError(
          400,
          `A set holds at most ${MAX_ITEMS_PER_SET} items: set ${set.id} has ${kept.length}, ${block.length} more do not fit`,
          '400_item_limit',
        );
      }
      return next;
    });
  }

  removeItems(set: SetRecord, recordIds: readonly string[]): SetRecord {
    const removed = new Set(recordIds);
    return this.changeItems(set, (current) =>
      current.filter((entry) => !removed.has(entry.recordId)),
    );
  }

  /** Sets matching a search that `viewerId` may see (public, published, and their own). */
  search(
    search: SetSearch,
    viewerId: string | undefined,
    offset: number,
    limit: number,
  ): { total: number; sets: SetRecord[] } {
    const { where, params } = sqlWhere(search, viewerId);
    const total = this.statements
      .get(`SELECT count(*) FROM sets s WHERE ${where}`)
      .pluck()
      .get(...params) as number;
    const column = SORT_COLUMNS[search.sort.field];
    const order = search.sort.descending ? 'DESC' : 'ASC';
    const rows = this.statements
      .get(
        `${SELECT_SET} WHERE ${where} ORDER BY ${column} ${order} NULLS LAST, s.set_id ${order} LIMIT ? OFFSET ?`,
      )
      .all(...params, limit, offset) as SetRow[];
    return { total, sets: rows.map(toRecord) };
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  private bookmarkFolderOf(creatorId: string): number | undefined {
    return this.statements
      .get("SELECT set_id FROM sets WHERE creator_id = ? AND type = 'BookmarkFolder'")
      .pluck()
      .get(creatorId) as number | undefined;
  }

  private changeItems(set: SetRecord, change: (current: ItemEntry[]) => ItemEntry[]): SetRecord {
    return this.db
      .transaction(() => {
        this.stillThere(set.id);
        const current = (
          this.statements
            .get('SELECT record_id, pinned FROM set_items WHERE set_id = ? ORDER BY position')
            .raw()
            .all(set.id) as Array<[string, number]>
        ).map(([recordId, pinned]) => ({ recordId, pinned: pinned === 1 }));
        const next = change(current);
        const same =
          next.length === current.length &&
          next.every(
            (entry, i) =>
              entry.recordId === current[i]!.recordId && entry.pinned === current[i]!.pinned,
          );
        if (same) return this.stillThere(set.id);
        this.writeItems(set.id, next);
        return this.touch(set.id, Date.now());
      })
      .immediate();
  }

  /** The set's items in this order: a set holds at most a thousand, so they are rewritten whole. */
  private writeItems(id: number, items: readonly ItemEntry[]): void {
    this.statements.get('DELETE FROM set_items WHERE set_id = ?').run(id);
    const insert = this.statements.get(
      'INSERT INTO set_items (set_id, record_id, position, pinned) VALUES (?, ?, ?, ?)',
    );
    items.forEach((entry, position) =>
      insert.run(id, entry.recordId, position, entry.pinned ? 1 : 0),
    );
  }

  /** `modified` moves forward on every write, even two within a millisecond. */
  private touch(id: number, now: number): SetRecord {
    this.statements
      .get(
        'UPDATE sets SET modified_at = max(?, modified_at + 1), version = version + 1 WHERE set_id = ?',
      )
      .run(now, id);
    return this.stillThere(id);
  }

  /** The set as it is inside a write's transaction: 404 when another request deleted it since. */
  private stillThere(id: number): SetRecord {
    const set = this.get(id);
    if (!set) throw new CommonsError(404, `No user set with identifier ${id}`, '404_set_not_found');
    return set;
  }
}

const repositories = new WeakMap<Store, SetRepository>();

/**
 * The sets of a store's data directory, one connection per store, shared by the Set and
 * Recommendation APIs (opened at first use; `:memory:` stores get an in-memory one).
 */
export function setRepositoryOf(store: Store): SetRepository {
  let repository = repositories.get(store);
  if (!repository) {
    repository = new SetRepository(openSetDatabase(store.dataDir));
    repositories.set(store, repository);
  }
  return repository;
}

/** Closes the store's sets.sqlite connection, if one was opened (shutdown, tests). */
export function closeSetRepository(store: Store): void {
  repositories.get(store)?.close();
  repositories.delete(store);
}

function sqlWhere(search: SetSearch, viewerId: string | undefined) {
  const conditions = ["(s.visibility != 'private' OR s.creator_id = ?)"];
  const params: unknown[] = [viewerId ?? null];
  const inList = (values: readonly unknown[]) => {
    params.push(...values);
    return `(${values.map(() => '?').join(', ')})`;
  };
  for (const clause of search.clauses) {
    switch (clause.field) {
      case 'creator':
        conditions.push(`s.creator_id IN ${inList(clause.values)}`);
        break;
      case 'contributor':
        // Only creators write to sets here: no set has contributors.
        conditions.push('0');
        break;
      case 'set_id':
        conditions.push(`s.set_id IN ${inList(clause.values.map(Number))}`);
        break;
      case 'type':
        conditions.push(`s.type IN ${inList(clause.values)}`);
        break;
      case 'visibility':
        conditions.push(`s.visibility IN ${inList(clause.values)}`);
        break;
      case 'item':
        conditions.push(
          `EXISTS (SELECT 1 FROM set_items i WHERE i.set_id = s.set_id AND i.record_id IN ${inList(clause.values)})`,
        );
        break;
      case 'lang':
        conditions.push(
          `EXISTS (SELECT 1 FROM json_each(s.languages) l WHERE l.value IN ${inList(clause.values)})`,
        );
        break;
      case 'text':
        // Every word, as the start of a word of a title or description (normalised like labels).
        for (const word of clause.values) {
          conditions.push('s.search_text LIKE ?');
          params.push(`% ${word}%`);
        }
        break;
    }
  }
  return { where: conditions.join(' AND '), params };
}

function textColumns(input: SetInput): [string, string | null, string, string] {
  const maps = [input.title, input.description ?? {}];
  const text = maps.flatMap((map) => Object.values(map)).join(' ');
  const languages = [...new Set(maps.flatMap((map) => Object.keys(map)))];
  return [
    JSON.stringify(input.title),
    input.description ? JSON.stringify(input.description) : null,
    ` ${normalizeLabel(text)} `,
    JSON.stringify(languages),
  ];
}

function sameCuratedContent(
  set: SetRecord,
  curator: SetCreator,
  input: SetInput,
  issued: number,
  itemIds: readonly string[],
): boolean {
  return (
    set.visibility === 'published' &&
    set.creator.nickname === curator.nickname &&
    set.issued === issued &&
    JSON.stringify(set.title) === JSON.stringify(input.title) &&
    JSON.stringify(set.description ?? null) === JSON.stringify(input.description ?? null) &&
    JSON.stringify(itemIds) === JSON.stringify(input.items ?? [])
  );
}

function entries(recordIds: readonly string[]): ItemEntry[] {
  return recordIds.map((recordId) => ({ recordId, pinned: false }));
}

function notPublishedYet(): CommonsError {
  return new CommonsError(
    400,
    'visibility published is set by PUT /set/{id}/publish, not by the set body: use private or public',
  );
}

function toRecord(row: SetRow): SetRecord {
  return {
    id: row.set_id,
    type: row.type,
    visibility: row.visibility,
    creator: { id: row.creator_id, nickname: row.creator_nickname },
    title: JSON.parse(row.title_json) as LanguageMap,
    ...(row.description_json
      ? { description: JSON.parse(row.description_json) as LanguageMap }
      : {}),
    created: row.created_at,
    modified: row.modified_at,
    ...(row.issued_at !== null ? { issued: row.issued_at } : {}),
    version: row.version,
    total: row.total,
    pinned: row.pinned,
  };
}
