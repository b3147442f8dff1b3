import { beginFtsBulkLoad, endFtsBulkLoad, repairFtsBulkLoad } from './fts-bulk-load';
import { openStore, type Store } from './store';

describe('FTS5 bulk-load settings', () => {
  let store: Store;
  const config = (): Record<string, number> =>
    Object.fromEntries(
      store.db
        .prepare("SELECT k, v FROM items_fts_config WHERE k IN ('automerge', 'hashsize')")
        .raw()
        .all() as Array<[string, number]>,
    );
  beforeEach(() => {
    store = openStore({ dataDir: ':memory:' });
  });
  afterEach(() => store.close());

  it('switches automerge off and enlarges the term hash, then restores the defaults', () => {
    beginFtsBulkLoad(store.db);
    expect(config()).toEqual({ automerge: 0, hashsize: 32 * 1024 * 1024 });
    expect(store.getMeta('items_fts.bulk-load')).toBe('1');
    endFtsBulkLoad(store.db, { optimize: true });
    expect(config()).toEqual({ automerge: 4, hashsize: 1024 * 1024 });
    expect(store.getMeta('items_fts.bulk-load')).toBeUndefined();
  });

  it('restores the defaults after an import that stopped while bulk loading', () => {
    expect(repairFtsBulkLoad(store.db)).toBe(false);
    beginFtsBulkLoad(store.db);
    expect(repairFtsBulkLoad(store.db)).toBe(true);
    expect(config()).toEqual({ automerge: 4, hashsize: 1024 * 1024 });
    expect(repairFtsBulkLoad(store.db)).toBe(false);
  });
});
