import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGatewayApp, identityOf } from '../../app';
import { DATABASE_FILE } from '../../store/database';
import { openStore } from '../../store/store';
import { listen } from '../testing/test-server';
import { openSetDatabase, SETS_DATABASE_FILE } from './set-database';
import { closeSetRepository, SetRepository } from './set-repository';
import { ALICE, startSetGateway } from './set-test-gateway';

describe('sets.sqlite', () => {
  it('is a file of its own beside the store: mode 0600, WAL, versioned, reopened as it was', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sets-db-'));
    try {
      const first = new SetRepository(openSetDatabase(dir));
      const set = first.create(
        { id: 'u1', nickname: 'u' },
        { type: 'Collection', title: { en: 'Kept' }, visibility: 'private', items: ['/1/a'] },
      );
      first.close();
      const file = path.join(dir, SETS_DATABASE_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);

      const db = openSetDatabase(dir);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.prepare('SELECT version, name FROM schema_version').all()).toEqual([
        { version: 1, name: 'initial' },
        { version: 2, name: 'numbers-past-legacy-galleries' },
        { version: 3, name: 'publication-requests' },
      ]);
      const reopened = new SetRepository(db);
      expect(reopened.get(set.id)).toEqual(set);
      expect(reopened.itemIds(set.id)).toEqual(['/1/a']);
      reopened.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps in memory for a store in memory', () => {
    const sets = new SetRepository(openSetDatabase(':memory:'));
    const set = sets.create(
      { id: 'u1', nickname: 'u' },
      { type: 'BookmarkFolder', title: { en: 'LIKES' }, visibility: 'private' },
    );
    expect(sets.get(set.id)?.type).toBe('BookmarkFolder');
    sets.close();
  });

  it('outlives the item store: a gateway started over on a new gateway.sqlite still serves the sets', async () => {
    const gw = await startSetGateway();
    let second: { close: () => Promise<void> } | undefined;
    try {
      const id = await gw.createSet(ALICE, { visibility: 'private' });
      await gw.call('PUT', `/set/${id}/items`, {
        user: ALICE,
        body: ['/100/painting_a', '/100/painting_b'],
      });
      const token = gw.tokenOf(ALICE);

      // Stop, and delete the item store as a re-seed from scratch does.
      await gw.server.close();
      closeSetRepository(gw.store);
      gw.store.close();
      for (const name of fs.readdirSync(gw.dataDir)) {
        if (name.startsWith(DATABASE_FILE)) fs.rmSync(path.join(gw.dataDir, name));
      }

      const store = openStore({ dataDir: gw.dataDir });
      const app = createGatewayApp({ store, config: gw.config, log: () => undefined });
      const server = await listen(app);
      second = {
        close: async () => {
          await server.close();
          closeSetRepository(store);
          identityOf(app).close();
          store.close();
        },
      };
      const get = async (query: string) => {
        const res = await fetch(`${server.url}/set/${id}?${query}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      };
      expect(store.items.count()).toBe(0);
      const kept = await get('profile=items');
      expect(kept.status).toBe(200);
      expect(kept.body.items).toEqual([
        'http://data.europeana.eu/item/100/painting_a',
        'http://data.europeana.eu/item/100/painting_b',
      ]);
      // Items the store no longer has are not described, but stay in the set.
      expect((await get('profile=items.meta')).body).toMatchObject({ total: 2, items: [] });
      expect(fs.statSync(path.join(gw.dataDir, SETS_DATABASE_FILE)).mode & 0o777).toBe(0o600);
    } finally {
      await second?.close();
      await gw.close();
    }
  });
});
