import type Database from 'better-sqlite3';
import { migrations as allMigrations } from './migrations';
import type { Migration } from './migrations/migration';

/** Applies the steps newer than the database's recorded version, each in its own transaction. */
export function migrate(
  db: Database.Database,
  migrations: readonly Migration[] = allMigrations,
): { from: number; to: number } {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_version (
    version    INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const current = currentVersion(db);
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  checkSequence(ordered);
  const latest = ordered.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new Error(
      `The database is at schema version ${current}, newer than this gateway (${latest}).`,
    );
  }
  const record = db.prepare(
    'INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)',
  );
  for (const step of ordered) {
    if (step.version <= current) continue;
    db.transaction(() => {
      step.up(db);
      record.run(step.version, step.name, Date.now());
    })();
  }
  return { from: current, to: Math.max(current, latest) };
}

export function currentVersion(db: Database.Database): number {
  const row = db.prepare('SELECT max(version) AS v FROM schema_version').get() as
    { v: number | null } | undefined;
  return row?.v ?? 0;
}

function checkSequence(ordered: readonly Migration[]): void {
  ordered.forEach((step, index) => {
    if (step.version !== index + 1) {
      throw new Error(
        `Migration versions must be 1..n without gaps; found ${step.version} at ${index + 1}`,
      );
    }
  });
}
