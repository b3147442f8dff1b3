import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../store/migrate';
import type { Migration } from '../store/migrations/migration';

/**
 * The identity server's own SQLite file beside the store (`<GATEWAY_DATA_DIR>/identity.sqlite`),
 * not tables in `gateway.sqlite`: accounts and sessions are user data that must outlive the
 * content. The store is rebuilt from seeds and imports (a re-seed, a fresh import into a new data
 * directory, deleting `gateway.sqlite` to start over are all normal operations on it) and its
 * schema steps are about items and entities; a separate file cannot be dropped with the
 * content, can be backed up and given tighter permissions on its own, and keeps sign-in writes
 * from waiting on an import's long write transactions. Same conventions as the store: WAL,
 * versioned migrations (store/migrate.ts), times in epoch milliseconds.
 */
export const IDENTITY_DATABASE_FILE = 'identity.sqlite';

const initialSchema: Migration = {
  version: 1,
  name: 'initial',
  up(db) {
    db.exec(`
      CREATE TABLE users (
        id             TEXT PRIMARY KEY,
        username       TEXT NOT NULL UNIQUE,
        email          TEXT NOT NULL UNIQUE,
        email_verified INTEGER NOT NULL DEFAULT 0,
        name           TEXT,
        password_hash  TEXT NOT NULL,
        realm_roles    TEXT NOT NULL DEFAULT '[]',
        client_roles   TEXT NOT NULL DEFAULT '{}',
        created_at     INTEGER NOT NULL
      );
      CREATE TABLE sessions (
        id             TEXT PRIMARY KEY,
        cookie_hash    TEXT NOT NULL UNIQUE,
        user_id        TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        auth_time      INTEGER NOT NULL,
        last_active_at INTEGER NOT NULL,
        expires_at     INTEGER NOT NULL,
        ended_at       INTEGER
      );
      CREATE INDEX sessions_user ON sessions (user_id);
      CREATE TABLE codes (
        code_hash      TEXT PRIMARY KEY,
        session_id     TEXT NOT NULL,
        client_id      TEXT NOT NULL,
        redirect_uri   TEXT NOT NULL,
        code_challenge TEXT NOT NULL,
        nonce          TEXT,
        scope          TEXT NOT NULL,
        expires_at     INTEGER NOT NULL,
        used_at        INTEGER
      );
      CREATE TABLE refresh_tokens (
        jti        TEXT PRIMARY KEY,
        session_id TEXT NOT NULL,
        scope      TEXT NOT NULL,
        nonce      TEXT,
        expires_at INTEGER NOT NULL,
        used_at    INTEGER
      );
      CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);
      CREATE TABLE pending_logins (
        id           TEXT PRIMARY KEY,
        csrf         TEXT NOT NULL,
        browser_hash TEXT NOT NULL,
        request_json TEXT NOT NULL,
        locale       TEXT NOT NULL,
        expires_at   INTEGER NOT NULL
      );
      CREATE TABLE pending_logouts (
        id           TEXT PRIMARY KEY,
        csrf         TEXT NOT NULL,
        session_id   TEXT,
        redirect_uri TEXT,
        state        TEXT,
        locale       TEXT NOT NULL,
        expires_at   INTEGER NOT NULL
      );
      CREATE TABLE attempts (
        key TEXT NOT NULL,
        at  INTEGER NOT NULL
      );
      CREATE INDEX attempts_key ON attempts (key, at);
    `);
  },
};

/** Every schema step of identity.sqlite, in order; add the next one, never edit a shipped one. */
export const IDENTITY_MIGRATIONS: readonly Migration[] = [initialSchema];

/** Opens (creating and migrating) identity.sqlite in `dataDir`, or an in-memory one. */
export function openIdentityDatabase(dataDir: string): Database.Database {
  return openUserDataDatabase(dataDir, IDENTITY_DATABASE_FILE, IDENTITY_MIGRATIONS);
}

/**
 * Opens (creating and migrating) a file of user data beside the store (identity.sqlite,
 * sets.sqlite), or an in-memory one when `dataDir` is `:memory:`: WAL, mode 0600, foreign keys.
 */
export function openUserDataDatabase(
  dataDir: string,
  fileName: string,
  migrations: readonly Migration[],
): Database.Database {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    fs.mkdirSync(dataDir, { recursive: true });
    file = path.join(dataDir, fileName);
  }
  const db = new Database(file);
  if (file !== ':memory:') {
    db.pragma('journal_mode = WAL');
    // Password hashes, sessions, private galleries: readable by the gateway's user only.
    fs.chmodSync(file, 0o600);
  }
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  // Gateway workers may start together: one migrates, the others wait and find it done.
  db.transaction(() => migrate(db, migrations)).immediate();
  return db;
}
