import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore, type Store } from '../../store/store';

export interface TestStore {
  store: Store;
  dataDir: string;
  mediaDir: string;
  cleanup: () => void;
}

/** A fresh store in a temporary folder, with an empty local-media folder beside it. */
export function createTestStore(): TestStore {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-apis-'));
  const dataDir = path.join(root, 'data');
  const mediaDir = path.join(root, 'media');
  fs.mkdirSync(mediaDir, { recursive: true });
  const store = openStore({ dataDir, localMediaDir: mediaDir });
  return {
    store,
    dataDir,
    mediaDir,
    cleanup: () => {
      store.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
