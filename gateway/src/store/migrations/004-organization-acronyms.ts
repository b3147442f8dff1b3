import type { EntityDoc } from '../../edm/entity-types';
import { indexEntityLabels } from '../entities-repository';
import type { Migration } from './migration';

/**
 * Organisation acronyms become labels (`entity_labels.kind = 'acronym'`, searched with the
 * alternative labels in `entities_fts`), so suggest finds "BnF". Entities stored before are
 * re-indexed here: an unchanged document is never rewritten by an import.
 */
export const organizationAcronyms: Migration = {
  version: 4,
  name: 'organization-acronyms',
  up(db) {
    const rows = db
      .prepare(
        "SELECT entity_key, json FROM entities WHERE type = 'Organization' AND json_type(json, '$.acronym') IS NOT NULL",
      )
      .raw()
      .all() as Array<[number, string]>;
    const deleteLabels = db.prepare('DELETE FROM entity_labels WHERE entity_key = ?');
    const deleteText = db.prepare('DELETE FROM entities_fts WHERE rowid = ?');
    for (const [key, json] of rows) {
      deleteLabels.run(key);
      deleteText.run(key);
      indexEntityLabels((sql) => db.prepare(sql), key, JSON.parse(json) as EntityDoc);
    }
  },
};
