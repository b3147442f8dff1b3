import { openDatabase } from './database';
import { currentVersion, migrate } from './migrate';
import { migrations } from './migrations';

describe('migrate', () => {
  it('creates the schema once and records the version', () => {
    const db = openDatabase({ dataDir: ':memory:' });
    expect(migrate(db)).toEqual({ from: 0, to: migrations.length });
    expect(migrate(db)).toEqual({ from: migrations.length, to: migrations.length });
    expect(currentVersion(db)).toBe(migrations.length);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all();
    expect(tables).toEqual(
      expect.arrayContaining(['items', 'item_facets', 'items_fts', 'entities']),
    );
    db.close();
  });

  it('refuses a database newer than the code', () => {
    const db = openDatabase({ dataDir: ':memory:' });
    migrate(db);
    db.prepare('INSERT INTO schema_version VALUES (?, ?, ?)').run(99, 'future', 0);
    expect(() => migrate(db)).toThrow(/newer than this gateway/);
    db.close();
  });

  it('rejects gaps in the migration list', () => {
    const db = openDatabase({ dataDir: ':memory:' });
    const step = { version: 2, name: 'gap', up: () => undefined };
    expect(() => migrate(db, [step])).toThrow(/without gaps/);
    db.close();
  });
});
