import { CommonsError } from '../../upstream/api-error';
import { FIRST_SET_NUMBER, openSetDatabase } from './set-database';
import { MAX_ITEMS_PER_SET, MAX_SETS_PER_USER, type SetInput } from './set-model';
import { SetRepository } from './set-repository';

describe('SetRepository', () => {
  let sets: SetRepository;
  const alice = { id: 'alice', nickname: 'Alice' };
  const gallery: SetInput = { type: 'Collection', title: { en: 'Gallery' }, visibility: 'public' };
  const records = (n: number, prefix = 'i') =>
    Array.from({ length: n }, (_, i) => `/1/${prefix}${i}`);

  beforeEach(() => {
    sets = new SetRepository(openSetDatabase(':memory:'));
  });

  afterEach(() => {
    sets.close();
  });

  const failure = (fn: () => unknown): CommonsError => {
    try {
      fn();
    } catch (error) {
      if (error instanceof CommonsError) return error;
      throw error;
    }
    throw new Error('expected a CommonsError');
  };

  it('numbers sets past the legacy gallery numbers of spec §2.4 (8950 to 9285)', () => {
    const first = sets.create(alice, gallery);
    expect(first.id).toBe(FIRST_SET_NUMBER);
    expect(FIRST_SET_NUMBER).toBeGreaterThan(9285);
    sets.delete(first.id);
    // AUTOINCREMENT: a deleted set's number is never given again.
    expect(sets.create(alice, gallery).id).toBe(FIRST_SET_NUMBER + 1);
  });

  it('holds at most MAX_ITEMS_PER_SET items, and says so', () => {
    const set = sets.create(alice, { ...gallery, items: records(MAX_ITEMS_PER_SET - 1) });
    const full = sets.insertItems(set, ['/1/last'], undefined);
    expect(full.total).toBe(MAX_ITEMS_PER_SET);
    // Items already there are no new items.
    expect(sets.insertItems(full, ['/1/i5'], undefined).version).toBe(full.version);
    expect(sets.insertItems(full, ['/1/i5'], 0).total).toBe(MAX_ITEMS_PER_SET);
    const error = failure(() => sets.insertItems(full, ['/1/over'], undefined));
    expect(error.status).toBe(400);
    expect(error.message).toContain(`at most ${MAX_ITEMS_PER_SET} items`);
    expect(sets.get(set.id)!.total).toBe(MAX_ITEMS_PER_SET);
  });

  it('gives a user at most MAX_SETS_PER_USER sets', () => {
    for (let i = 0; i < MAX_SETS_PER_USER; i++) sets.create(alice, gallery);
    const error = failure(() => sets.create(alice, gallery));
    expect(error.status).toBe(400);
    expect(error.message).toContain(`at most ${MAX_SETS_PER_USER} sets`);
    // Others still may.
    expect(sets.create({ id: 'bob', nickname: 'Bob' }, gallery).id).toBeGreaterThan(0);
  });

  it('moves modified and version forward on every change, and only then', () => {
    const set = sets.create(alice, gallery, 1000);
    const added = sets.insertItems(set, ['/1/a'], undefined);
    expect(added.version).toBe(set.version + 1);
    expect(added.modified).toBeGreaterThan(set.modified);
    const again = sets.insertItems(added, ['/1/b'], undefined);
    // Two writes within one millisecond still differ.
    expect(again.modified).toBeGreaterThan(added.modified);
    const unchanged = sets.removeItems(again, ['/1/zzz']);
    expect(unchanged.version).toBe(again.version);
    expect(unchanged.modified).toBe(again.modified);
  });

  it('keeps pinned items pinned unless pinned again, and unpins on delete', () => {
    const set = sets.create(alice, { ...gallery, items: ['/1/a', '/1/b', '/1/c'] });
    sets.insertItems(set, ['/1/c'], 'pin');
    sets.insertItems(set, ['/1/c'], 1);
    expect(sets.itemIds(set.id)).toEqual(['/1/c', '/1/a', '/1/b']);
    expect(sets.get(set.id)!.pinned).toBe(1);
    sets.insertItems(set, ['/1/a', '/1/b'], 'pin');
    expect(sets.itemIds(set.id)).toEqual(['/1/a', '/1/b', '/1/c']);
    sets.removeItems(set, ['/1/a']);
    sets.insertItems(set, ['/1/a'], 5);
    expect(sets.itemIds(set.id)).toEqual(['/1/b', '/1/c', '/1/a']);
    expect(sets.get(set.id)!.pinned).toBe(2);
  });

  it('answers 404 for a set deleted between reading it and writing to it', () => {
    const set = sets.create(alice, gallery);
    sets.delete(set.id);
    expect(failure(() => sets.insertItems(set, ['/1/a'], undefined)).status).toBe(404);
    expect(failure(() => sets.update(set, gallery)).status).toBe(404);
    expect(failure(() => sets.setPublished(set.id, Date.now())).status).toBe(404);
  });
});
