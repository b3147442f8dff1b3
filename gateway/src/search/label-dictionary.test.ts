import { createTestStore, type TestStore } from '../apis/testing/test-store';
import { testEntity } from '../apis/testing/test-records';
import { parseSearchParams } from '../apis/search/params';
import { SearchService } from '../apis/search/search-service';
import { compactToEdm } from '../convert/compact-record';
import { noEntities } from '../convert/entity-lookup';
import { openStore } from '../store/store';
import { SearchEngine } from './engine';
import { FacetIndexCache } from './facet-index-cache';
import { LabelDictionary } from './label-dictionary';

describe('LabelDictionary', () => {
  let ts: TestStore;
  beforeEach(() => {
    ts = createTestStore();
    ts.store.entities.upsertMany(
      [
        testEntity('concept', 1, { de: 'Brücke', en: 'Bridge' }, { altLabel: { de: ['Steg'] } }),
        testEntity('concept', 2, { de: 'Bank', en: 'Bench' }),
        testEntity('organization', 3, { de: 'Bank', en: 'Bank' }),
        testEntity('place', 4, { de: 'Köln', fr: 'Cologne' }),
        // An entity whose German alternative label is another's preferred one: preferred first.
        testEntity('concept', 5, { de: 'Sitzbank', en: 'Settle' }, { altLabel: { de: ['Bank'] } }),
      ].map((doc) => ({ doc })),
      'import',
    );
  });
  afterEach(() => ts.cleanup());

  it('looks up preferred and alternative labels, folded, and gives target preferred labels', () => {
    const labels = new LabelDictionary(ts.store);
    const de = labels.lookup(ts.store.dataVersion(), 'de', 'en');
    expect(de('brucke')).toEqual(['Bridge']);
    expect(de('steg')).toEqual(['Bridge']);
    expect(de('bank')).toEqual(['Bench', 'Bank', 'Settle']);
    // No English label: nothing.
    expect(de('koln')).toEqual([]);
    expect(de('unbekannt')).toEqual([]);
    // Only the languages asked for are built.
    expect(labels.languages).toEqual(['de', 'en']);
    expect(labels.lookup(ts.store.dataVersion(), 'fr', 'de')('cologne')).toEqual(['Köln']);
  });

  it('is built once per data version and dropped when it changes', () => {
    const { store } = ts;
    const labels = new LabelDictionary(store);
    const version = store.dataVersion();
    expect(labels.lookup(version, 'de', 'en')('fluss')).toEqual([]);
    // Another connection (an import) adds an entity: the same version still reads the maps.
    const importer = openStore({ dataDir: ts.dataDir, repair: false });
    importer.entities.upsert(testEntity('concept', 6, { de: 'Fluss', en: 'River' }), 'import');
    importer.close();
    expect(labels.lookup(version, 'de', 'en')('fluss')).toEqual([]);
    expect(store.dataVersion()).not.toBe(version);
    expect(labels.lookup(store.dataVersion(), 'de', 'en')('fluss')).toEqual(['River']);
    // A write through this connection changes the version too.
    store.entities.upsert(testEntity('concept', 6, { de: 'Fluss', en: 'Stream' }), 'import');
    expect(labels.lookup(store.dataVersion(), 'de', 'en')('fluss')).toEqual(['Stream']);
  });

  it('keeps its maps when a new data version changed no entity (an item import)', () => {
    const { store } = ts;
    const labels = new LabelDictionary(store);
    expect(labels.lookup('v1', 'de', 'en')('strom')).toEqual([]);
    // A label row written behind the repository's back is not seen at the next version: the
    // maps were kept, as no entity changed...
    store.db
      .prepare(
        "INSERT INTO entity_labels (entity_key, kind, lang, label) VALUES (?, 'alt', 'de', 'Strom')",
      )
      .run(store.entities.keyOf(testEntity('concept', 1, {}).id));
    expect(labels.lookup('v2', 'de', 'en')('strom')).toEqual([]);
    // ...until an entity changes.
    store.entities.upsert(testEntity('concept', 7, { de: 'Teich', en: 'Pond' }), 'import');
    expect(labels.lookup('v2', 'de', 'en')('strom')).toEqual([]);
    expect(labels.lookup('v3', 'de', 'en')('strom')).toEqual(['Bridge']);
  });

  it('follows the facet index version in a search: an imported entity translates at once', () => {
    const { store } = ts;
    store.items.upsertMany([
      {
        ...compactToEdm(
          {
            id: '/1/river',
            type: 'IMAGE',
            title: { en: ['A river at dusk'] },
            dataProvider: 'Museum',
            provider: 'Aggregator',
            country: 'Netherlands',
            rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
          },
          noEntities,
        ),
        source: 'seed' as const,
      },
    ]);
    // External commits rebuild the facet index at once (no 10 s wait), so the test sees them.
    const service = new SearchService({
      store,
      engine: new SearchEngine(store, new FacetIndexCache(store, 0)),
      publicUrl: 'http://gateway.test',
      portalUrl: 'http://portal.test',
    });
    const raw = { query: 'Fluss', profile: 'translate', 'q.source': 'de', 'q.target': 'en' };
    const ids = (): string[] =>
      (
        JSON.parse(service.search(parseSearchParams(raw, true), { raw, requestNumber: 1 })) as {
          items?: Array<{ id: string }>;
        }
      ).items?.map((i) => i.id) ?? [];
    expect(ids()).toEqual([]);
    const importer = openStore({ dataDir: ts.dataDir, repair: false });
    importer.entities.upsert(testEntity('concept', 6, { de: 'Fluss', en: 'River' }), 'import');
    importer.close();
    expect(ids()).toEqual(['/1/river']);
  });
});
