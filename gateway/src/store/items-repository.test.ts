import { compactToEdm } from '../convert/compact-record';
import { noEntities } from '../convert/entity-lookup';
import { openStore, type Store } from './store';

const record = (id: string, title: string) =>
  compactToEdm(
    {
      id,
      type: 'IMAGE',
      title: { en: [title] },
      dataProvider: 'Museum',
      rights: 'http://creativecommons.org/publicdomain/zero/1.0/',
      media: [{ url: `https://example.org${id}.jpg`, mimeType: 'image/jpeg' }],
      tags: [{ en: 'tag' }],
    },
    noEntities,
  );

describe('ItemsRepository', () => {
  let store: Store;
  beforeEach(() => {
    store = openStore({ dataDir: ':memory:' });
  });
  afterEach(() => store.close());

  const counts = () =>
    store.db
      .prepare(
        `SELECT (SELECT count(*) FROM items) AS items, (SELECT count(*) FROM item_facets) AS facets,
         (SELECT count(*) FROM items_fts) AS fts, (SELECT count(*) FROM media) AS media,
         (SELECT count(*) FROM item_annotations) AS annotations`,
      )
      .get() as Record<string, number>;

  it('takes a timestamp no date can hold (1e300) as none: the store clock, not a failure', () => {
    const input = record('/1/far', 'Far future');
    const now = Date.UTC(2026, 0, 2);
    const outcome = store.items.upsert(
      {
        ...input,
        record: { ...input.record, timestamp_created_epoch: 1e300, timestamp_update_epoch: -1 },
        source: 'seed',
      },
      now,
    );
    expect(outcome).toBe('inserted');
    const item = store.items.get('/1/far')!;
    expect([item.timestampCreated, item.timestampUpdate]).toEqual([now, now]);
  });

  it('inserts, skips unchanged, updates in place and removes with every dependent table in step', () => {
    expect(store.items.upsert({ ...record('/1/a', 'First'), source: 'seed' })).toBe('inserted');
    const after = counts();
    expect(after).toMatchObject({ items: 1, fts: 1, media: 1, annotations: 1 });
    expect(after.facets).toBeGreaterThan(8);
    expect(store.items.upsert({ ...record('/1/a', 'First'), source: 'seed' })).toBe('unchanged');
    const key = store.items.getKey('/1/a');
    const created = store.items.get('/1/a')!.timestampCreated;
    expect(
      store.items.upsert({ ...record('/1/a', 'Second'), source: 'seed' }, created + 5000),
    ).toBe('updated');
    expect(store.items.getKey('/1/a')).toBe(key);
    expect(counts()).toEqual(after);
    const updated = store.items.get('/1/a')!;
    expect(updated.record.title).toEqual(['Second']);
    expect(updated.timestampCreated).toBe(created);
    expect(updated.timestampUpdate).toBe(created + 5000);
    expect(store.items.remove('/1/a')).toBe(true);
    expect(counts()).toEqual({ items: 0, facets: 0, fts: 0, media: 0, annotations: 0 });
  });

  it('hands out valid facet value keys again after rolled-back writes', () => {
    const write = (id: string, title: string) =>
      store.items.write(store.items.prepare({ ...record(id, title), source: 'seed' }));
    expect(() =>
      store.db.transaction(() => {
        write('/1/rolled_back', 'Gone');
        throw new Error('rollback');
      })(),
    ).toThrow('rollback');
    store.items.forgetCachedKeys();
    // A value first seen in the rolled-back write, then another new one taking the freed key.
    store.db.transaction(() => write('/1/b', 'Kept'))();
    const facets = store.items.facets(store.items.getKey('/1/b')!);
    expect(facets).toContainEqual(['DATA_PROVIDER', 'Museum']);
    expect(store.items.keysWithFacet('DATA_PROVIDER', 'Museum')).toEqual([
      store.items.getKey('/1/b'),
    ]);
  });

  it('defers facet rows in bulk mode, flushes them in order, and repairs after a crash', () => {
    store.items.deferFacetRows();
    store.items.upsertMany(
      ['/1/a', '/1/b', '/1/c'].map((id) => ({ ...record(id, id), source: 'seed' as const })),
    );
    expect(counts().facets).toBe(0);
    store.items.upsert({ ...record('/1/b', 'changed'), source: 'seed' });
    store.items.flushFacetRows();
    const flushed = counts().facets;
    expect(flushed).toBe(
      store.db.prepare('SELECT sum(json_array_length(facet_keys)) FROM items').pluck().get(),
    );
    expect(store.items.keysWithFacet('TYPE', 'IMAGE')).toHaveLength(3);

    store.items.deferFacetRows();
    store.items.upsert({ ...record('/1/d', 'd'), source: 'seed' });
    // The process dies here: the pending rows are lost, the incomplete flag survives.
    expect(store.items.repairFacetRows()).toBe(true);
    expect(store.items.keysWithFacet('TYPE', 'IMAGE')).toHaveLength(4);
    expect(store.items.repairFacetRows()).toBe(false);
  });

  it('exposes facets per item and items per facet value', () => {
    store.items.upsert({ ...record('/1/a', 'A'), source: 'seed' });
    const key = store.items.getKey('/1/a')!;
    expect(store.items.facets(key)).toEqual(
      expect.arrayContaining([
        ['TYPE', 'IMAGE'],
        ['DATA_PROVIDER', 'Museum'],
        ['REUSABILITY', 'open'],
      ]),
    );
    expect(store.items.keysWithFacet('DATA_PROVIDER', 'Museum')).toEqual([key]);
  });
});
