import type { Migration } from './migration';

/**
 * `agent_records`: the museum person records (`convert/agent-match.ts`) that may be merged with
 * another museum's record of the same person, and the entity each one is stored as: its own
 * (`entity_id = uri`) or the agent of another source it was merged into. `match_key` finds the
 * candidates (folded name, birth and death years); `source` refuses a second record of one
 * source; `json` keeps the records' own documents of a merged entity (its kept record's and each
 * merged one's, `NULL` for entities of one record), so the merged document can be made again
 * when any of them is imported again (`import/agent-merges.ts`). Empty for stores imported
 * before: importing their entity files again fills it.
 */
export const agentRecords: Migration = {
  version: 6,
  name: 'agent-records',
  up(db) {
    db.exec(`
      CREATE TABLE agent_records (
        record_key INTEGER PRIMARY KEY,
        source_id  TEXT    NOT NULL UNIQUE,
        uri        TEXT    NOT NULL,
        entity_id  TEXT    NOT NULL,
        source     TEXT    NOT NULL,
        match_key  TEXT    NOT NULL,
        json       TEXT
      );
      CREATE INDEX agent_records_by_key ON agent_records (match_key);
      CREATE INDEX agent_records_by_entity ON agent_records (entity_id);
    `);
  },
};
