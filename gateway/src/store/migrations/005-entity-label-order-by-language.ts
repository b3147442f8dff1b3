import type { Migration } from './migration';

/**
 * `entity_label_sort`: the sort key (`label-sort-key.ts`) of each entity's preferred label in
 * each of its languages but English (whose key is `entities.pref_label_sort`), indexed by
 * language and type. An entity list in the order of, say, the
 * German names (`sort=skos_prefLabel.de`) then reads a page from this index, merged with the
 * entities that have no German name in the order of their English one (`entity-search.ts`),
 * instead of computing a key for every entity of the type and sorting them all: 40-170 ms per
 * page over 10,000-17,000 entities of a type, now under a millisecond for the first page.
 */
export const entityLabelOrderByLanguage: Migration = {
  version: 5,
  name: 'entity-label-order-by-language',
  up(db) {
    db.exec(`
      CREATE TABLE entity_label_sort (
        lang       TEXT    NOT NULL,
        type       TEXT    NOT NULL,
        sort_key   TEXT    NOT NULL,
        entity_key INTEGER NOT NULL,
        PRIMARY KEY (lang, type, sort_key, entity_key)
      ) WITHOUT ROWID;
      CREATE INDEX entity_label_sort_by_entity ON entity_label_sort (entity_key);
      INSERT INTO entity_label_sort (lang, type, sort_key, entity_key)
        SELECT l.lang, e.type, label_sort_key(min(l.label)), l.entity_key
        FROM entity_labels l JOIN entities e ON e.entity_key = l.entity_key
        WHERE l.kind = 'pref' AND l.lang <> 'en'
        GROUP BY l.entity_key, l.lang;
    `);
  },
};
