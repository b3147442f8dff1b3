import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { museumEntityUri } from '../convert/museum-entity';
import { datasetIdFor, recordId } from '../edm/ids';
import { openStore } from '../store/store';
import { tsWorkerScript } from '../test-support/ts-worker-script';
import { importFiles, type ImportOptions } from './import-files';
import { changesPlaces, storedPlaceNames } from './stored-place-names';

const place = (id: string, name: string, placeName?: string): string =>
  JSON.stringify({
    id,
    type: 'Place',
    name,
    ...(placeName ? { place_name: placeName } : {}),
    source: 'tategallery/collection',
  });

const item = (n: number, places: string[]): string =>
  JSON.stringify({
    id: `tate:artwork/${n}`,
    source_id: n,
    title: `Work ${n}`,
    edm_type: 'IMAGE',
    data_provider: 'Tate',
    data_provider_id: 'org:tate',
    language: 'en',
    places,
  });

/** The record id of item `n` (its data provider's dataset). */
const itemId = (n: number): string => recordId(datasetIdFor('org:tate'), String(n));
const KENT = museumEntityUri('place', 'tate:place/kent-united-kingdom');
const ROME = museumEntityUri('place', 'tate:place/rome-italia');

describe('item places linked by name across an import', () => {
  let dir: string;
  let dataDir: string;
  const write = (name: string, lines: string[]): string => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, lines.join('\n'));
    return file;
  };
  const placeItems = (uri: string): string[] => {
    const store = openStore({ dataDir });
    try {
      return store.items
        .keysWithFacet('edm_place', uri)
        .map((key) => store.items.getByKey(key)!.record.about)
        .sort();
    } finally {
      store.close();
    }
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-place-names-'));
    dataDir = path.join(dir, 'data');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const entities = (): string =>
    write('entities.ndjson', [
      place('tate:place/kent-united-kingdom', 'Kent, United Kingdom', 'Kent'),
      place('tate:place/rome-italia', 'Rome, Italia', 'Rome'),
      place('tate:place/london-united-kingdom', 'London, United Kingdom', 'London'),
      place('tate:place/london-canada', 'London, Canada', 'London'),
    ]);
  const items = (): string =>
    write('items.ndjson', [item(1, ['Kent', 'River Medway']), item(2, ['London']), item(3, [])]);

  it.each<[string, Partial<ImportOptions>]>([
    ['in this thread', { workers: 0 }],
    ['in worker threads', { workers: 2 }],
  ])('links the places of this run’s entity file, %s', async (_how, options) => {
    const workerScript = tsWorkerScript(dir, path.join(__dirname, 'worker.ts'));
    // Items named first: the entity file is imported first all the same.
    await importFiles([items(), entities()], { dataDir, workerScript, ...options });
    expect(placeItems(KENT)).toEqual([itemId(1)]);
    // "London" names two places: neither is linked.
    expect(placeItems(museumEntityUri('place', 'tate:place/london-united-kingdom'))).toEqual([]);
    const store = openStore({ dataDir });
    const record = store.items.get(itemId(1))!.record;
    store.close();
    expect(record.proxies[0]!.dctermsSpatial).toEqual({
      def: [KENT],
      en: ['Kent', 'River Medway'],
    });
  });

  it('links items of a later run to the places stored before it', async () => {
    await importFiles([entities()], { dataDir, workers: 0 });
    const summary = await importFiles([write('rome.ndjson', [item(4, ['Rome'])])], {
      dataDir,
      workers: 0,
    });
    expect(summary.items.inserted).toBe(1);
    expect(placeItems(ROME)).toEqual([itemId(4)]);
  });

  it('links stored items to places imported later once their file is imported again', async () => {
    const file = items();
    await importFiles([file], { dataDir, workers: 0 });
    await importFiles([entities()], { dataDir, workers: 0 });
    // The entity refresh rewrites the items that link an entity: none links Kent yet.
    expect(placeItems(KENT)).toEqual([]);
    const again = await importFiles([file], { dataDir, workers: 0 });
    // Only the item whose links changed is rewritten.
    expect(again.items).toEqual({ inserted: 0, updated: 1, unchanged: 2 });
    expect(placeItems(KENT)).toEqual([itemId(1)]);
  });

  it('reads the names from the stored places alone', async () => {
    await importFiles([entities()], { dataDir, workers: 0 });
    const store = openStore({ dataDir });
    const names = storedPlaceNames(store);
    store.close();
    expect(names.places.get('kent')).toEqual([KENT]);
    expect(names.places.get('london')).toHaveLength(2);
    expect(names.regions.get(KENT)).toEqual(['united kingdom']);
    expect(changesPlaces([KENT])).toBe(true);
    expect(changesPlaces([museumEntityUri('agent', 'tate:artist/38')])).toBe(false);
  });
});
