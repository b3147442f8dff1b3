import type Database from 'better-sqlite3';

/**
 * Groups the importer's batch writes into larger transactions: a commit every `maxRecords`
 * records or `maxMs` milliseconds, whichever comes first. Fewer commits mean fewer WAL frames
 * written twice and, above all, larger FTS5 segments (FTS5 flushes its term hash at every
 * commit). Each batch still runs in its own savepoint (`db.transaction` nests), so a failing
 * batch is rolled back alone. The time bound keeps other writers (a running gateway) from
 * waiting longer than their busy timeout.
 */
export class GroupedCommits {
  private records = 0;
  private startedAt = 0;

  constructor(
    private readonly db: Database.Database,
    private readonly maxRecords = 5000,
    private readonly maxMs = 1500,
  ) {}

  /** Runs `write` (which writes `records` records) in the open group, committing when full. */
  run<T>(records: number, write: () => T): T {
    if (!this.db.inTransaction) {
      this.db.exec('BEGIN');
      this.records = 0;
      this.startedAt = Date.now();
    }
    let result: T;
    try {
      result = write();
    } catch (error) {
      this.rollback();
      throw error;
    }
    this.records += records;
    if (this.records >= this.maxRecords || Date.now() - this.startedAt >= this.maxMs) this.commit();
    return result;
  }

  /** Commits the open group, if any (before reading with other connections, and at the end). */
  commit(): void {
    if (this.db.inTransaction) this.db.exec('COMMIT');
  }

  rollback(): void {
    if (this.db.inTransaction) this.db.exec('ROLLBACK');
  }
}
