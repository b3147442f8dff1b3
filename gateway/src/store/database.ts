import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { labelSortKey } from './label-sort-key';

export const DATABASE_FILE = 'gateway.sqlite';

export interface OpenDatabaseOptions {
  /** Directory holding `gateway.sqlite`; created if missing. `:memory:` for a throwaway store. */
  dataDir: string;
  readonly?: boolean;
}

/**
 * Opens the store with the pragmas every connection needs: WAL so readers never wait for the
 * importer, NORMAL sync (safe with WAL) and a 16 MB page cache per connection. No memory
 * mapping: mapped pages count towards the process's resident size, while the OS page cache
 * serves reads just as well without it.
 */
export function openDatabase({
  dataDir,
  readonly = false,
}: OpenDatabaseOptions): Database.Database {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    fs.mkdirSync(dataDir, { recursive: true });
    file = path.join(dataDir, DATABASE_FILE);
  }
  const db = new Database(file, { readonly });
  // An item row holds about 8 KB of JSON (record, search view, minimal view): 32 KB pages keep
  // rows whole instead of in overflow chains, which made a bulk import's writes about 30%
  // cheaper than 8 KB pages. The page size only applies to a new, empty database, before WAL
  // is switched on; an existing store keeps its own.
  if (!readonly) {
    db.pragma('page_size = 32768');
    db.pragma('journal_mode = WAL');
  }
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -16384');
  db.pragma('temp_store = MEMORY');
  // Entity lists in another language's label order sort by the same key as the stored English one.
  db.function('label_sort_key', { deterministic: true }, (label: unknown) =>
    labelSortKey(typeof label === 'string' ? label : null),
  );
  return db;
}
