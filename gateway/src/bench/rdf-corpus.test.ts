import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importFiles } from '../import/import-files';
import { FIXTURE_RECORDS, loadFixture } from '../test-support/compact-fixtures';
import { openStore } from '../store/store';
import { writeRdfCorpus } from './rdf-corpus';

describe('writeRdfCorpus', () => {
  it('writes the first records of a store as RDF/XML documents the importer reads back', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdf-corpus-'));
    const store = openStore({ dataDir: path.join(dir, 'a') });
    loadFixture(store);
    const file = path.join(dir, 'records.rdf');
    const written = writeRdfCorpus(store, file, 4);
    const ids = store.db.prepare('SELECT id FROM items ORDER BY item_key LIMIT 4').pluck().all();
    store.close();
    expect(written).toEqual({ records: 4, bytes: fs.statSync(file).size });
    expect(FIXTURE_RECORDS.length).toBeGreaterThan(4);
    const summary = await importFiles([file], { dataDir: path.join(dir, 'b'), workers: 0 });
    expect(summary.items.inserted).toBe(4);
    expect(summary.errorCount).toBe(0);
    const copy = openStore({ dataDir: path.join(dir, 'b') });
    expect(copy.db.prepare('SELECT id FROM items ORDER BY id').pluck().all()).toEqual(
      [...ids].sort(),
    );
    copy.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
