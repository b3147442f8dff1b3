import type Database from 'better-sqlite3';
import { AnnotationsRepository } from './annotations-repository';
import { openDatabase } from './database';
import { EntitiesRepository } from './entities-repository';
import { repairFtsBulkLoad } from './fts-bulk-load';
import { ItemsRepository } from './items-repository';
import { LocalMediaRegistry } from './local-media-registry';
import { MediaRepository } from './media-repository';
import { migrate } from './migrate';
import { StatementCache } from './statement-cache';

export interface OpenStoreOptions {
  /** Directory of `gateway.sqlite`, or `:memory:`. */
  dataDir: string;
  /** Folder of `local:` media files (gateway/seed/media). */
  localMediaDir?: string;
  /**
   * Repair what a crashed import left (default true). A second connection of a process that
   * opened the store already (the search thread) passes false: it may start while an import
   * runs, whose in-progress flags are not a crash.
   */
  repair?: boolean;
}

/** The gateway's data: one SQLite database behind small repositories (see STORE.md). */
export class Store {
  readonly statements: StatementCache;
  readonly items: ItemsRepository;
  readonly entities: EntitiesRepository;
  readonly media: MediaRepository;
  readonly annotations: AnnotationsRepository;
  private localWrites = 0;
  private readonly dataVersionStatement: Database.Statement;

  constructor(
    readonly db: Database.Database,
    readonly dataDir: string,
    localMediaDir?: string,
  ) {
    this.statements = new StatementCache(db);
    const bump = (): void => {
      this.localWrites++;
    };
    const localMedia = new LocalMediaRegistry(this.statements, localMediaDir);
    this.items = new ItemsRepository(db, this.statements, localMedia, bump);
    this.entities = new EntitiesRepository(db, this.statements, bump);
    this.media = new MediaRepository(this.statements, localMedia);
    this.annotations = new AnnotationsRepository(this.statements);
    this.dataVersionStatement = db.prepare('PRAGMA data_version').pluck();
  }

  /** A cached prepared statement. */
  statement(sql: string): Database.Statement {
    return this.statements.get(sql);
  }

  /**
   * Changes whenever data changed, by this connection or any other (the importer): caches of
   * derived data compare it before use. `localWrites` lets a second connection of the process
   * (the search thread) count the writes made through the first one as its own.
   */
  dataVersion(localWrites = this.localWrites): string {
    return `${this.dataVersionStatement.get() as number}.${localWrites}`;
  }

  /** Item writes through this connection so far (the local part of `dataVersion`). */
  get writeCount(): number {
    return this.localWrites;
  }

  getMeta(key: string): string | undefined {
    return this.statement('SELECT value FROM store_meta WHERE key = ?').pluck().get(key) as
      string | undefined;
  }

  setMeta(key: string, value: string): void {
    this.statement('INSERT OR REPLACE INTO store_meta (key, value) VALUES (?, ?)').run(key, value);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

/** Opens (creating if needed) and migrates the store. */
export function openStore({ dataDir, localMediaDir, repair = true }: OpenStoreOptions): Store {
  const db = openDatabase({ dataDir });
  migrate(db);
  const store = new Store(db, dataDir, localMediaDir);
  if (repair) {
    store.items.repairFacetRows();
    repairFtsBulkLoad(db);
  }
  return store;
}
