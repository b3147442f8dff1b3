import type Database from 'better-sqlite3';
import { openUserDataDatabase } from '../../identity/database';
import type { Migration } from '../../store/migrations/migration';

/**
 * The User Sets API's own SQLite file beside the store (`<GATEWAY_DATA_DIR>/sets.sqlite`), not
 * tables in `gateway.sqlite`: galleries and likes are user data, and the store is rebuilt from
 * seeds and imports (a re-seed, a fresh import, deleting `gateway.sqlite` to start over). Items
 * are kept by record id, not by the store's `item_key`, so a set outlives a re-import of its
 * items and skips those that are gone. Same conventions as the store and identity.sqlite: WAL,
 * versioned migrations (store/migrate.ts), times in epoch milliseconds. See decision 0024.
 */
export const SETS_DATABASE_FILE = 'sets.sqlite';

const initialSchema: Migration = {
  version: 1,
  name: 'initial',
  up(db) {
    db.exec(`
      -- AUTOINCREMENT: the number of a deleted set is never given to another user's set, whose
      -- URL someone may still hold.
      CREATE TABLE sets (
        set_id           INTEGER PRIMARY KEY AUTOINCREMENT,
        type             TEXT    NOT NULL,
        visibility       TEXT    NOT NULL,
        creator_id       TEXT    NOT NULL,
        creator_nickname TEXT    NOT NULL,
        title_json       TEXT    NOT NULL,
        description_json TEXT,
        search_text      TEXT    NOT NULL,
        languages        TEXT    NOT NULL,
        created_at       INTEGER NOT NULL,
        modified_at      INTEGER NOT NULL,
        issued_at        INTEGER,
        version          INTEGER NOT NULL DEFAULT 1
      );
      CREATE INDEX sets_creator ON sets (creator_id, modified_at);
      CREATE INDEX sets_modified ON sets (modified_at);
      CREATE UNIQUE INDEX sets_one_bookmark_folder ON sets (creator_id) WHERE type = 'BookmarkFolder';
      CREATE TABLE set_items (
        set_id    INTEGER NOT NULL REFERENCES sets (set_id) ON DELETE CASCADE,
        record_id TEXT    NOT NULL,
        position  INTEGER NOT NULL,
        pinned    INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (set_id, record_id)
      ) WITHOUT ROWID;
      CREATE INDEX set_items_order ON set_items (set_id, position);
      CREATE INDEX set_items_record ON set_items (record_id);
    `);
  },
};

/**
 * Set numbers the legacy gallery redirects can never name. Spec §2.4 sends about 290 old gallery
 * slugs to `/galleries/{8950..9285}-{slug}`, Europeana's numbers for those galleries: a user's set
 * of the same number would receive the old links. Numbering starts past them.
 */
export const FIRST_SET_NUMBER = 10_001;

const numbersPastLegacyGalleries: Migration = {
  version: 2,
  name: 'numbers-past-legacy-galleries',
  up(db) {
    const floor = FIRST_SET_NUMBER - 1;
    db.prepare("UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'sets'").run(floor);
    db.prepare(
      "INSERT INTO sqlite_sequence (name, seq) SELECT 'sets', ? WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'sets')",
    ).run(floor);
  },
};

/**
 * Requests to publish a gallery (spec §4), one per gallery, waiting for an editor. A request
 * ends when the gallery stops being public, published by an editor or made private by its
 * creator (the trigger), and with the gallery (the foreign key).
 */
const publicationRequests: Migration = {
  version: 3,
  name: 'publication-requests',
  up(db) {
    db.exec(`
      CREATE TABLE publication_requests (
        set_id       INTEGER PRIMARY KEY REFERENCES sets (set_id) ON DELETE CASCADE,
        requested_by TEXT    NOT NULL,
        requested_at INTEGER NOT NULL
      );
      CREATE INDEX publication_requests_order ON publication_requests (requested_at);
      CREATE TRIGGER publication_requests_end AFTER UPDATE OF visibility ON sets
        WHEN NEW.visibility != 'public'
        BEGIN
          DELETE FROM publication_requests WHERE set_id = NEW.set_id;
        END;
    `);
  },
};

/** Every schema step of sets.sqlite, in order; add the next one, never edit a shipped one. */
export const SET_MIGRATIONS: readonly Migration[] = [
  initialSchema,
  numbersPastLegacyGalleries,
  publicationRequests,
];

/** Opens (creating and migrating) sets.sqlite in `dataDir`, or an in-memory one (`:memory:`). */
export function openSetDatabase(dataDir: string): Database.Database {
  return openUserDataDatabase(dataDir, SETS_DATABASE_FILE, SET_MIGRATIONS);
}
