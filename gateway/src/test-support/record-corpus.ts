import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EdmRecord } from '../edm/types';
import { importFiles } from '../import/import-files';
import { loadSeed } from '../seed/load-seed';
import { openStore, type Store } from '../store/store';
import { EUROPEANA_SAMPLES } from './shared-data';

/** The gateway's default data (`gateway/seed`), which it loads into an empty store. */
export const SEED_DIR = path.resolve(__dirname, '../../seed');

/** The real Europeana record.json samples of the shared data (read there, never copied). */
export const RECORD_SAMPLES = fs
  .readdirSync(EUROPEANA_SAMPLES)
  .filter((f) => /^record_.*\.json$/.test(f))
  .map((f) => path.join(EUROPEANA_SAMPLES, f));

export interface RecordCorpus {
  store: Store;
  /** Every stored record, by id. */
  records: EdmRecord[];
  close: () => void;
}

/**
 * A store holding what a gateway serves: the Europeana samples imported as the importer does,
 * then the seed loaded as the gateway loads it on first start.
 */
export async function openRecordCorpus(): Promise<RecordCorpus> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'record-corpus-'));
  const dataDir = path.join(root, 'data');
  await importFiles(RECORD_SAMPLES, { dataDir, workers: 0 });
  const store = openStore({ dataDir, localMediaDir: path.join(SEED_DIR, 'media') });
  loadSeed(store, SEED_DIR);
  const ids = store.db.prepare('SELECT id FROM items ORDER BY id').pluck().all() as string[];
  return {
    store,
    records: ids.map((id) => store.items.get(id)!.record),
    close: () => {
      store.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
