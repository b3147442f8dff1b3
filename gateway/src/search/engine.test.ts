import { openStore, type Store } from '../store/store';
import { parseQuery } from '../query/parser';
import { FIXTURE_RECORDS, loadFixture } from '../test-support/compact-fixtures';
import { SearchEngine } from './engine';
import { FacetIndexCache } from './facet-index-cache';
import { resolve } from './resolve';
import type { SortKey } from './sort';

describe('SearchEngine query semantics', () => {
  let store: Store;
  let engine: SearchEngine;
  beforeAll(() => {
    store = openStore({ dataDir: ':memory:' });
    loadFixture(store);
    engine = new SearchEngine(store, new FacetIndexCache(store));
  });
  afterAll(() => store.close());

  const ids = (query: string, sort: SortKey[] = [], rows = 50, offset = 0): string[] => {
    const index = engine.facetIndex();
    const result = engine.run(
      { root: resolve(parseQuery(query), { store, index }), sort, offset, rows, facets: [] },
      index,
    );
    const byKey = new Map<number, string>();
    for (const row of store.db.prepare('SELECT item_key, id FROM items').raw().all() as Array<
      [number, string]
    >)
      byKey.set(row[0], row[1]);
    return result.hits.map((h) => byKey.get(h.key)!);
  };
  const total = (query: string): number => {
    const index = engine.facetIndex();
    return engine.run(
      {
        root: resolve(parseQuery(query), { store, index }),
        sort: [],
        offset: 0,
        rows: 0,
        facets: [],
      },
      index,
    ).total;
  };
  const set = (query: string): string[] => ids(query).sort();

  it('answers a query of more than 64 phrases unscored, in index order, with the same matches', () => {
    const absent = Array.from({ length: 70 }, (_, i) => `absentword${i}`).join(' OR ');
    const many = ids(`night OR watch OR ${absent}`);
    expect([...many].sort()).toEqual(set('night OR watch'));
    const keyOf = new Map(
      (
        store.db.prepare('SELECT id, item_key FROM items').raw().all() as Array<[string, number]>
      ).map(([id, key]) => [id, key]),
    );
    const keys = many.map((id) => keyOf.get(id)!);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it('matches all with *:*', () => {
    expect(total('*:*')).toBe(FIXTURE_RECORDS.length);
  });

  it('combines terms with implicit AND, OR, NOT, + and -', () => {
    expect(set('night watch')).toEqual(['/92001/item_1']);
    expect(set('night OR watch')).toEqual(
      ['/92001/item_1', '/92001/item_4', '/92002/item_5', '/92000/item_3'].sort(),
    );
    expect(set('night NOT watch')).toEqual(['/92001/item_4', '/92002/item_5'].sort());
    expect(set('+night -music')).toEqual(['/92001/item_1', '/92002/item_5'].sort());
    expect(set('-night')).toEqual(
      FIXTURE_RECORDS.map((r) => r.id)
        .filter((id) => !['/92001/item_1', '/92001/item_4', '/92002/item_5'].includes(id))
        .sort(),
    );
    expect(set('(night OR portrait) AND TYPE:IMAGE')).toEqual(
      ['/92001/item_1', '/92002/item_2', '/92000/item_6', '/92002/item_5'].sort(),
    );
  });

  it('matches phrases, proximity, prefixes and wildcards', () => {
    expect(set('"night watch"')).toEqual(['/92001/item_1']);
    expect(set('"watch night"')).toEqual([]);
    expect(set('"painted night"~3')).toEqual(['/92002/item_5']);
    expect(set('windm*')).toEqual(['/92002/item_5']);
    expect(set('w?tch')).toEqual(['/92001/item_1', '/92000/item_3'].sort());
    expect(set('*ortrait')).toEqual(['/92001/item_1', '/92002/item_2', '/92000/item_6'].sort());
    expect(set('jean-paul')).toEqual(['/92002/item_5']);
  });

  it('matches nothing for a wildcard whose letters are no word characters, as Lucene', () => {
    const everything = total('*:*');
    expect(everything).toBeGreaterThan(1);
    // No indexed word starts with, or holds, punctuation or a symbol.
    for (const query of ['title:🎨*', '.*', '€*', 'title:—*', '🎨?', '€?x'])
      expect([query, total(query)]).toEqual([query, 0]);
    // Wildcards alone still match every word, and a word after the symbol is still found.
    expect(total('?*')).toBe(everything);
    expect(total('title:*')).toBe(everything);
    expect(set('.windm*')).toEqual(['/92002/item_5']);
  });

  it('folds case and diacritics and searches every language', () => {
    expect(set('NACHTWACHT')).toEqual(['/92001/item_1']);
    expect(set('beret')).toEqual(['/92002/item_2']);
    expect(set('uber uhren')).toEqual(['/92000/item_3']);
  });

  it('searches linked entity labels in every language, through who: and what:', () => {
    expect(set('who:"Rembrandt van Rijn"')).toEqual(['/92001/item_1', '/92002/item_2'].sort());
    expect(set('Harmenszoon')).toEqual(['/92001/item_1', '/92002/item_2'].sort());
    expect(set('what:Kunst')).toEqual(['/92001/item_1']);
    expect(set('title:rembrandt')).toEqual([]);
    expect(set('edm_agent:"http://data.europeana.eu/agent/60305"')).toEqual(
      ['/92001/item_1', '/92002/item_2'].sort(),
    );
    // api2 rewrites https:// to http:// in field values; entity URIs are http.
    expect(set('skos_concept:"https://data.europeana.eu/concept/190"')).toEqual(['/92001/item_1']);
    expect(set('skos_concept:"http://data.europeana.eu/concept/999"')).toEqual([]);
  });

  it('filters on facet fields, existence and ranges', () => {
    expect(set('TYPE:TEXT')).toEqual(['/92000/item_3']);
    expect(set('TYPE:text')).toEqual(['/92000/item_3']);
    expect(set('COUNTRY:germany')).toEqual(['/92000/item_3']);
    expect(set('REUSABILITY:restricted')).toEqual(['/92001/item_4']);
    expect(set('collection:art')).toEqual(['/92001/item_1', '/92002/item_2'].sort());
    expect(set('YEAR:[1700 TO 1701]')).toEqual(['/92002/item_5']);
    expect(set('YEAR:[1601 TO 1603]')).toEqual(
      ['/92001/item_1', '/92002/item_2', '/92000/item_3'].sort(),
    );
    expect(set('YEAR:{1601 TO 1603}')).toEqual(['/92002/item_2']);
    expect(set('YEAR:[* TO 1602]')).toEqual(['/92001/item_1', '/92002/item_2'].sort());
    expect(set('MIME_TYPE:*')).toEqual(['/92001/item_1', '/92002/item_2', '/92001/item_4'].sort());
    expect(set('contentTier:1')).toEqual(['/92000/item_6']);
    expect(set('IMAGE_SIZE:large')).toEqual(['/92001/item_1']);
    expect(set('IMAGE_ASPECTRATIO:portrait')).toEqual(['/92002/item_2']);
    expect(set('TEXT_FULLTEXT:true')).toEqual(['/92001/item_4']);
    expect(set('europeana_id:"/92000/item_3"')).toEqual(['/92000/item_3']);
    expect(set('europeana_id:("/92000/item_3" OR "/92000/item_6")')).toEqual([
      '/92000/item_3',
      '/92000/item_6',
    ]);
    expect(set('timestamp_created:[2020-01-04T00:00:00Z TO 2020-01-05]')).toEqual(
      ['/92000/item_3', '/92001/item_4'].sort(),
    );
    expect(set('night AND timestamp_created:[2020-01-05 TO NOW]')).toEqual(
      ['/92001/item_4', '/92002/item_5'].sort(),
    );
    expect(set('DATA_PROVIDER:Museum*')).toHaveLength(FIXTURE_RECORDS.length);
    expect(set('TYPE:VIDEO')).toEqual([]);
  });

  it('indexes tags and transcriptions', () => {
    expect(set('soldiers')).toEqual(['/92001/item_1']);
    expect(set('"la la"')).toEqual(['/92001/item_4']);
  });

  it('ranks title matches above description matches', () => {
    expect(ids('night')[0]).toMatch(/item_(1|4)/);
    expect(ids('night').at(-1)).toBe('/92002/item_5');
  });

  it('sorts by timestamps, id and a seeded random order, with paging', () => {
    const created = ids('*:*', [{ field: 'timestamp_created', desc: false }]);
    expect(created).toEqual(FIXTURE_RECORDS.map((r) => r.id));
    expect(ids('*:*', [{ field: 'timestamp_update', desc: false }])).toEqual(
      [...FIXTURE_RECORDS.map((r) => r.id)].reverse(),
    );
    expect(ids('*:*', [{ field: 'europeana_id', desc: true }])).toEqual(
      FIXTURE_RECORDS.map((r) => r.id)
        .sort()
        .reverse(),
    );
    expect(ids('*:*', [{ field: 'timestamp_created', desc: true }], 2, 1)).toEqual([
      FIXTURE_RECORDS[4]!.id,
      FIXTURE_RECORDS[3]!.id,
    ]);
    const random = ids('*:*', [{ field: 'random', desc: false, seed: 7 }]);
    expect(random).toEqual(ids('*:*', [{ field: 'random', desc: false, seed: 7 }]));
    expect(random.sort()).toEqual(FIXTURE_RECORDS.map((r) => r.id).sort());
    expect(ids('night', [{ field: 'europeana_id', desc: false }])).toEqual([
      '/92001/item_1',
      '/92001/item_4',
      '/92002/item_5',
    ]);
  });

  it('sees writes immediately', () => {
    const before = total('*:*');
    loadFixture(store, [
      { ...FIXTURE_RECORDS[0]!, id: '/92009/extra', title: { en: ['Extra zebra'] } },
    ]);
    expect(total('*:*')).toBe(before + 1);
    expect(set('zebra')).toEqual(['/92009/extra']);
    store.items.remove('/92009/extra');
    expect(total('zebra')).toBe(0);
    expect(total('*:*')).toBe(before);
  });
});

describe('SearchEngine on results larger than the exact-ranking limit', () => {
  let store: Store;
  let engine: SearchEngine;
  const COMMON = 3100;
  beforeAll(() => {
    store = openStore({ dataDir: ':memory:' });
    // 3100 items mention "lantern" in the description, 3 of them also in the title. Their years
    // run over 200 values, 1400–1599; the title ones are from 1599.
    const records = Array.from({ length: COMMON }, (_, i) => ({
      ...FIXTURE_RECORDS[0]!,
      id: `/93000/lantern_${i}`,
      title: { en: [i % 1000 === 999 ? `Lantern ${i}` : `Object ${i}`] },
      description: { en: ['A lantern'] },
      yearStart: 1400 + (i % 200),
    }));
    loadFixture(store, records);
    engine = new SearchEngine(store, new FacetIndexCache(store));
  }, 60_000);
  afterAll(() => store.close());

  const run = (query: string, rows: number, facets = false) => {
    const index = engine.facetIndex();
    const result = engine.run(
      {
        root: resolve(parseQuery(query), { store, index }),
        sort: [],
        offset: 0,
        rows,
        facets: facets ? [{ name: 'TYPE', field: 'TYPE', limit: 10, offset: 0 }] : [],
      },
      index,
    );
    const id = store.db.prepare('SELECT id FROM items WHERE item_key = ?').pluck();
    return { ...result, ids: result.hits.map((h) => id.get(h.key) as string) };
  };

  it('counts every match and ranks the title tier first', () => {
    const result = run('lantern', 5);
    expect(result.total).toBe(COMMON);
    expect(result.ids.slice(0, 3).sort()).toEqual([
      '/93000/lantern_1999',
      '/93000/lantern_2999',
      '/93000/lantern_999',
    ]);
  });

  it('ranks the title tier first under a filter FTS5 cannot express (a range)', () => {
    // A range over more years than FTS5 alternatives is an in-memory set: it keeps 1500–1599.
    const result = run('lantern AND YEAR:[1500 TO 1700]', 5);
    expect(result.total).toBe(1500); // i % 200 >= 100, for i < 3000
    expect(result.ids.slice(0, 3).sort()).toEqual([
      '/93000/lantern_1999',
      '/93000/lantern_2999',
      '/93000/lantern_999',
    ]);
    // Past the title tier, the rest of the filtered matches follow in index order.
    expect(result.ids.slice(3)).toEqual(['/93000/lantern_100', '/93000/lantern_101']);
    expect(run('lantern AND YEAR:[1700 TO 1800]', 5).total).toBe(0);
  });

  it('still ranks the title tier first for a query of more than 64 phrases', () => {
    const absent = Array.from({ length: 70 }, (_, i) => `absentword${i}`).join(' OR ');
    const result = run(`lantern OR ${absent}`, 5);
    expect(result.total).toBe(COMMON);
    expect(result.ids.slice(0, 3).sort()).toEqual([
      '/93000/lantern_1999',
      '/93000/lantern_2999',
      '/93000/lantern_999',
    ]);
  });

  it('puts first only the matches in the title that the query asks for in the title', () => {
    // "lantern" is asked in descriptions only: its titles are no reason to come first (the
    // similar-items search asks `what:(…) OR who:(…)`, and "prints" in titles led it).
    const result = run('description:(lantern) OR title:("Object 7")', 3);
    expect(result.total).toBe(COMMON);
    expect(result.ids).toEqual(['/93000/lantern_7', '/93000/lantern_0', '/93000/lantern_1']);
  });

  it('counts facets of a large text match without returning rows', () => {
    const result = run('lantern', 0, true);
    expect(result.total).toBe(COMMON);
    expect(result.hits).toEqual([]);
    expect(result.facets).toEqual([{ name: 'TYPE', fields: [{ label: 'IMAGE', count: COMMON }] }]);
  });

  it('ranks a small match exactly and scores only when rows are asked for', () => {
    const ranked = run('lantern AND (title:lantern)', 3);
    expect(ranked.total).toBe(3);
    expect(ranked.hits.every((h) => h.score > 0)).toBe(true);
    expect(run('title:lantern', 0, true).facets[0]!.fields).toEqual([{ label: 'IMAGE', count: 3 }]);
  });
});
