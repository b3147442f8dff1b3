import type Database from 'better-sqlite3';

/**
 * Bulk-load settings of `items_fts` for large imports. By default FTS5 flushes its in-memory
 * term hash to a new segment every megabyte and merges segments as soon as four of a size exist
 * (`automerge=4`), so a bulk load rewrites the index many times over. During an import the hash
 * holds 32 MB and only crisis merges happen (16 segments of a level); the import ends by
 * restoring the defaults and, when it wrote many items, merging the index into one segment.
 * The settings live in the table's `items_fts_config`, so a flag in `store_meta` marks them and
 * a store opened after a crashed import restores the defaults (`repairFtsBulkLoad`).
 */
const FLAG = 'items_fts.bulk-load';
const BULK = { hashsize: 32 * 1024 * 1024, automerge: 0 };
/** FTS5's defaults (fts5_config.c: FTS5_DEFAULT_HASHSIZE, FTS5_DEFAULT_AUTOMERGE). */
const DEFAULTS = { hashsize: 1024 * 1024, automerge: 4 };

function configure(db: Database.Database, settings: { hashsize: number; automerge: number }): void {
  // FTS5 wants integer values: a JS number would be bound as a REAL, so they go in as BigInt.
  const set = db.prepare('INSERT INTO items_fts (items_fts, rank) VALUES (?, ?)');
  set.run('hashsize', BigInt(settings.hashsize));
  set.run('automerge', BigInt(settings.automerge));
}

export function beginFtsBulkLoad(db: Database.Database): void {
  db.transaction(() => {
    db.prepare("INSERT OR REPLACE INTO store_meta (key, value) VALUES (?, '1')").run(FLAG);
    configure(db, BULK);
  })();
}

/** Restores the defaults; `optimize` merges the whole index into one segment (fast queries). */
export function endFtsBulkLoad(db: Database.Database, { optimize }: { optimize: boolean }): void {
  db.transaction(() => {
    configure(db, DEFAULTS);
    if (optimize) db.prepare("INSERT INTO items_fts (items_fts) VALUES ('optimize')").run();
    db.prepare('DELETE FROM store_meta WHERE key = ?').run(FLAG);
  })();
}

/** Restores the default settings if an import stopped while bulk loading. */
export function repairFtsBulkLoad(db: Database.Database): boolean {
  const flagged = db.prepare('SELECT 1 FROM store_meta WHERE key = ?').pluck().get(FLAG);
  if (!flagged) return false;
  endFtsBulkLoad(db, { optimize: false });
  return true;
}
