import type { Migration } from './migration';

/**
 * The item/entity store. STORE.md (next to this folder) explains every table and how the APIs
 * read it. Conventions: epoch milliseconds for times, JSON text for documents, `*_key` integer
 * row ids for joins (never exposed), `id` columns hold the public identifiers.
 */
export const initialSchema: Migration = {
  version: 1,
  name: 'initial',
  up(db) {
    db.exec(`
      CREATE TABLE store_meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) WITHOUT ROWID;

      CREATE TABLE items (
        item_key          INTEGER PRIMARY KEY,
        id                TEXT    NOT NULL UNIQUE,
        dataset_id        TEXT    NOT NULL,
        type              TEXT    NOT NULL,
        record_json       TEXT    NOT NULL,
        search_json       TEXT    NOT NULL,
        hints_json        TEXT    NOT NULL DEFAULT '{}',
        facet_keys        TEXT    NOT NULL DEFAULT '[]',
        content_hash      TEXT    NOT NULL,
        content_tier      INTEGER NOT NULL DEFAULT 0,
        metadata_tier     TEXT,
        completeness      INTEGER NOT NULL DEFAULT 0,
        year_min          INTEGER,
        year_max          INTEGER,
        rights            TEXT,
        reusability       TEXT    NOT NULL DEFAULT 'uncategorized',
        has_media         INTEGER NOT NULL DEFAULT 0,
        has_thumbnail     INTEGER NOT NULL DEFAULT 0,
        has_landingpage   INTEGER NOT NULL DEFAULT 0,
        is_fulltext       INTEGER NOT NULL DEFAULT 0,
        source            TEXT    NOT NULL,
        timestamp_created INTEGER NOT NULL,
        timestamp_update  INTEGER NOT NULL,
        stored_at         INTEGER NOT NULL
      );
      CREATE INDEX items_by_created ON items (timestamp_created, item_key);
      CREATE INDEX items_by_update  ON items (timestamp_update, item_key);
      CREATE INDEX items_by_dataset ON items (dataset_id, item_key);

      CREATE TABLE facet_values (
        value_key INTEGER PRIMARY KEY,
        field     TEXT NOT NULL,
        value     TEXT NOT NULL,
        UNIQUE (field, value)
      );

      CREATE TABLE item_facets (
        value_key INTEGER NOT NULL,
        item_key  INTEGER NOT NULL,
        PRIMARY KEY (value_key, item_key)
      ) WITHOUT ROWID;

      CREATE VIRTUAL TABLE items_fts USING fts5(
        title, who, subject, what, place, time, description, other, facet,
        content = '',
        contentless_delete = 1,
        tokenize = 'unicode61 remove_diacritics 2'
      );
      CREATE VIRTUAL TABLE items_fts_vocab USING fts5vocab(items_fts, 'col');

      CREATE TABLE media (
        media_key  INTEGER PRIMARY KEY,
        item_key   INTEGER NOT NULL,
        position   INTEGER NOT NULL,
        role       TEXT    NOT NULL,
        url        TEXT    NOT NULL,
        url_md5    TEXT    NOT NULL,
        mime_type  TEXT,
        width      INTEGER,
        height     INTEGER,
        byte_size  INTEGER,
        local_file TEXT,
        UNIQUE (item_key, position)
      );
      CREATE INDEX media_by_md5 ON media (url_md5);

      CREATE TABLE local_media (
        file      TEXT PRIMARY KEY,
        url       TEXT NOT NULL UNIQUE,
        url_md5   TEXT NOT NULL UNIQUE,
        path      TEXT NOT NULL,
        mime_type TEXT,
        byte_size INTEGER
      ) WITHOUT ROWID;

      CREATE TABLE item_annotations (
        annotation_key INTEGER PRIMARY KEY,
        item_key       INTEGER NOT NULL,
        motivation     TEXT    NOT NULL,
        language       TEXT,
        value          TEXT    NOT NULL,
        created_at     INTEGER NOT NULL
      );
      CREATE INDEX item_annotations_by_item ON item_annotations (item_key, motivation);

      CREATE TABLE entities (
        entity_key    INTEGER PRIMARY KEY,
        id            TEXT    NOT NULL UNIQUE,
        type          TEXT    NOT NULL,
        json          TEXT    NOT NULL,
        pref_label_en TEXT,
        content_hash  TEXT    NOT NULL,
        source        TEXT    NOT NULL,
        created_at    INTEGER NOT NULL,
        updated_at    INTEGER NOT NULL
      );
      CREATE INDEX entities_by_type ON entities (type, pref_label_en);

      CREATE TABLE entity_labels (
        entity_key INTEGER NOT NULL,
        kind       TEXT    NOT NULL,
        lang       TEXT    NOT NULL,
        label      TEXT    NOT NULL,
        PRIMARY KEY (entity_key, kind, lang, label)
      ) WITHOUT ROWID;

      CREATE VIRTUAL TABLE entities_fts USING fts5(
        pref_label, alt_label, other,
        content = '',
        contentless_delete = 1,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '1 2 3'
      );

      CREATE TABLE entity_aliases (
        alias     TEXT PRIMARY KEY,
        entity_id TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX entity_aliases_by_entity ON entity_aliases (entity_id);
    `);
  },
};
