import type { Migration } from './migration';

/**
 * `agent_records` becomes `entity_records` with a `kind` column (`agent`, `place`): museum places
 * two sources describe are merged as persons are (`convert/place-match.ts`), by the same writer
 * (`import/entity-merges.ts`) and with the same columns, so one table serves both rather than a
 * copy per kind. `kind` keeps the kinds' keys apart (a place's label and a person's name and years
 * must never be candidates of each other) and leads the key index. The rows stored before are
 * agents' (the column's default), so nothing is re-imported; the table is renamed rather than
 * copied, its indexes made again under the new name.
 */
export const entityRecords: Migration = {
  version: 7,
  name: 'entity-records',
  up(db) {
    db.exec(`
      ALTER TABLE agent_records RENAME TO entity_records;
      ALTER TABLE entity_records ADD COLUMN kind TEXT NOT NULL DEFAULT 'agent';
      DROP INDEX agent_records_by_key;
      DROP INDEX agent_records_by_entity;
      CREATE INDEX entity_records_by_key ON entity_records (kind, match_key);
      CREATE INDEX entity_records_by_entity ON entity_records (entity_id);
    `);
  },
};
