import { labelSortKey } from '../label-sort-key';
import type { Migration } from './migration';

/**
 * `entities.pref_label_sort`: the English label's sort key (`label-sort-key.ts`), so entity lists
 * put "1st century" before "10th century", and an index by type and that key, so a page of
 * one type's entities in label order reads a dozen index entries instead of sorting every
 * entity of the type (the old index on the raw label could not serve a case-blind order).
 */
export const entityLabelOrder: Migration = {
  version: 3,
  name: 'entity-label-order',
  up(db) {
    db.exec('ALTER TABLE entities ADD COLUMN pref_label_sort TEXT');
    const rows = db
      .prepare('SELECT entity_key, pref_label_en FROM entities WHERE pref_label_en IS NOT NULL')
      .raw()
      .all() as Array<[number, string]>;
    const update = db.prepare('UPDATE entities SET pref_label_sort = ? WHERE entity_key = ?');
    for (const [key, label] of rows) update.run(labelSortKey(label), key);
    db.exec(`
      DROP INDEX entities_by_type;
      CREATE INDEX entities_by_type_label ON entities (type, pref_label_sort, entity_key);
    `);
  },
};
