import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beginFtsBulkLoad } from './fts-bulk-load';
import { openStore } from './store';

describe('openStore', () => {
  it("repairs a crashed import's leftovers unless told not to (a second connection during an import)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-store-open-'));
    try {
      const importer = openStore({ dataDir: dir });
      importer.items.deferFacetRows();
      beginFtsBulkLoad(importer.db);
      const flags = (store: ReturnType<typeof openStore>) => [
        store.getMeta('item_facets.incomplete'),
        store.getMeta('items_fts.bulk-load'),
      ];
      expect(flags(importer)).toEqual(['1', '1']);

      const searchThread = openStore({ dataDir: dir, repair: false });
      expect(flags(searchThread)).toEqual(['1', '1']);
      searchThread.close();
      expect(flags(importer)).toEqual(['1', '1']);

      // The importer is gone without finishing: the next regular open repairs.
      importer.close();
      const next = openStore({ dataDir: dir });
      expect(flags(next)).toEqual([undefined, undefined]);
      next.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
