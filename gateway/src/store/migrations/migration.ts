import type Database from 'better-sqlite3';

/** One schema step. `version` is the NNN prefix of its file name; steps run in version order. */
export interface Migration {
  version: number;
  name: string;
  up(db: Database.Database): void;
}
