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

  it('gives entities stored before step 3 their label sort keys', () => {
    const db = openDatabase({ dataDir: ':memory:' });
    migrate(
      db,
      migrations.filter((m) => m.version < 3),
    );
    const insert = db.prepare(
      "INSERT INTO entities (id, type, json, pref_label_en, content_hash, source, created_at, updated_at) VALUES (?, 'TimeSpan', '{}', ?, 'h', 'seed', 0, 0)",
    );
    insert.run('http://data.europeana.eu/timespan/10', '10th century');
    insert.run('http://data.europeana.eu/timespan/1', '1st century');
    insert.run('http://data.europeana.eu/timespan/0', null);
    migrate(db);
    const ordered = db
      .prepare('SELECT pref_label_en FROM entities ORDER BY pref_label_sort NULLS LAST')
      .pluck()
      .all();
    expect(ordered).toEqual(['1st century', '10th century', null]);
    db.close();
  });

  it('indexes the acronyms of organisations stored before step 4', () => {
    const db = openDatabase({ dataDir: ':memory:' });
    migrate(
      db,
      migrations.filter((m) => m.version < 4),
    );
    const doc = {
      id: 'http://data.europeana.eu/organization/1008',
      type: 'Organization',
      prefLabel: { en: 'National Library of France' },
      acronym: { en: 'BnF' },
    };
    db.prepare(
      "INSERT INTO entities (entity_key, id, type, json, pref_label_en, content_hash, source, created_at, updated_at) VALUES (7, ?, 'Organization', ?, ?, 'h', 'seed', 0, 0)",
    ).run(doc.id, JSON.stringify(doc), doc.prefLabel.en);
    db.prepare(
      "INSERT INTO entity_labels VALUES (7, 'pref', 'en', 'National Library of France')",
    ).run();
    db.prepare(
      "INSERT INTO entities_fts (rowid, pref_label, alt_label, other) VALUES (7, 'National Library of France', '', '')",
    ).run();
    migrate(db);
    expect(
      db.prepare("SELECT label FROM entity_labels WHERE kind = 'acronym'").pluck().all(),
    ).toEqual(['BnF']);
    const match = (text: string) =>
      db.prepare('SELECT rowid FROM entities_fts WHERE entities_fts MATCH ?').pluck().all(text);
    expect(match('bnf')).toEqual([7]);
    expect(match('library')).toEqual([7]);
    db.close();
  });

  it('gives entities stored before step 5 their label sort keys in every language', () => {
    const db = openDatabase({ dataDir: ':memory:' });
    migrate(
      db,
      migrations.filter((m) => m.version < 5),
    );
    db.prepare(
      "INSERT INTO entities (entity_key, id, type, json, pref_label_en, content_hash, source, created_at, updated_at) VALUES (3, 'http://data.europeana.eu/place/3', 'Place', '{}', 'Bruges', 'h', 'seed', 0, 0)",
    ).run();
    const label = db.prepare('INSERT INTO entity_labels VALUES (3, ?, ?, ?)');
    label.run('pref', 'en', 'Bruges');
    label.run('pref', 'el', 'Μπριζ');
    label.run('alt', 'de', 'Brügge');
    migrate(db);
    expect(
      db
        .prepare('SELECT lang, type, sort_key, entity_key FROM entity_label_sort ORDER BY lang')
        .raw()
        .all(),
    ).toEqual([['el', 'Place', 'μπριζ', 3]]);
    db.close();
  });

  it('rejects gaps in the migration list', () => {
    const db = openDatabase({ dataDir: ':memory:' });
    const step = { version: 2, name: 'gap', up: () => undefined };
    expect(() => migrate(db, [step])).toThrow(/without gaps/);
    db.close();
  });

  it('keeps the agent records stored before step 7 as agents’ in entity_records', () => {
    const db = openDatabase({ dataDir: ':memory:' });
    migrate(
      db,
      migrations.filter((m) => m.version < 7),
    );
    db.prepare(
      "INSERT INTO agent_records (source_id, uri, entity_id, source, match_key) VALUES ('tate:artist/1', 'a/2', 'a/1', 'tate', 'k')",
    ).run();
    migrate(db);
    expect(
      db.prepare('SELECT source_id, entity_id, kind, match_key FROM entity_records').all(),
    ).toEqual([{ source_id: 'tate:artist/1', entity_id: 'a/1', kind: 'agent', match_key: 'k' }]);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'agent_records%'");
    expect(tables.all()).toEqual([]);
    db.close();
  });
});
