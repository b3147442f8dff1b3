import { createTestStore, type TestStore } from '../apis/testing/test-store';
import { testEntity } from '../apis/testing/test-records';

describe('EntitiesRepository.upsertInOpenTransaction', () => {
  let ts: TestStore;
  beforeEach(() => {
    ts = createTestStore();
  });
  afterEach(() => ts.cleanup());

  const miro = testEntity('agent', 1, { en: 'Joan Miró' });

  it('writes inside the caller’s transaction and goes with it when the caller rolls back', () => {
    const { store } = ts;
    const write = store.db.transaction(() => {
      expect(store.entities.upsertInOpenTransaction(miro, 'ndjson', ['cmoa:parties/1'])).toBe(
        'inserted',
      );
      expect(store.entities.get(miro.id)?.prefLabel).toEqual({ en: 'Joan Miró' });
      throw new Error('a later write of the batch fails');
    });
    expect(write).toThrow('a later write of the batch fails');
    expect(store.entities.get(miro.id)).toBeUndefined();
    expect(store.entities.resolveAlias('cmoa:parties/1')).toBeUndefined();
  });

  it('outside a transaction is an upsert of its own', () => {
    const { store } = ts;
    expect(store.entities.upsertInOpenTransaction(miro, 'ndjson')).toBe('inserted');
    expect(store.entities.upsertInOpenTransaction(miro, 'ndjson')).toBe('unchanged');
    expect(store.entities.get(miro.id)?.prefLabel).toEqual({ en: 'Joan Miró' });
  });
});
