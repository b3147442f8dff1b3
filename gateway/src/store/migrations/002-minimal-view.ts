import type { Migration } from './migration';

/**
 * `items.minimal_json`: the Search API item in the minimal view (what result lists ask for),
 * pre-serialised so a response splices strings instead of parsing and re-serialising documents.
 * Format in STORE.md; NULL for rows written before this step (they take the slower path).
 */
export const minimalView: Migration = {
  version: 2,
  name: 'minimal-view',
  up(db) {
    db.exec('ALTER TABLE items ADD COLUMN minimal_json TEXT');
  },
};
