import path from 'node:path';
import { museumEntityUri } from '../convert/museum-entity';
import { datasetIdFor, recordId } from '../edm/ids';
import type { Store } from '../store/store';
import { ImportFolder } from '../test-support/museum-import';
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
  let folder: ImportFolder;
  let dir: string;
  let dataDir: string;
  beforeEach(() => {
    folder = new ImportFolder('gateway-place-names-');
    ({ dir, dataDir } = folder);
  });
  afterEach(() => folder.remove());
  const write = (name: string, lines: string[]): string => folder.write(name, lines);
  const withStore = <T>(read: (store: Store) => T): T => folder.withStore(read);
  const placeItems = (uri: string): string[] => folder.itemsWithFacet('edm_place', uri);

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
    const record = withStore((store) => store.items.get(itemId(1))!.record);
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

  it('links stored items to places imported later', async () => {
    const file = items();
    await importFiles([file], { dataDir, workers: 0 });
    expect(placeItems(KENT)).toEqual([]);
    const later = await importFiles([entities()], { dataDir, workers: 0 });
    // Only the item whose texts name a place of the file is rewritten.
    expect(later.relinked).toBe(1);
    expect(placeItems(KENT)).toEqual([itemId(1)]);
    withStore((store) => {
      const record = store.items.get(itemId(1))!.record;
      expect(record.places?.map((place) => place.about)).toEqual([KENT]);
      expect(record.proxies[0]!.dctermsSpatial).toEqual({
        def: [KENT],
        en: ['Kent', 'River Medway'],
      });
    });
    // Importing the items again finds them as they are.
    const again = await importFiles([file], { dataDir, workers: 0 });
    expect(again.items).toEqual({ inserted: 0, updated: 0, unchanged: 3 });
    expect(placeItems(KENT)).toEqual([itemId(1)]);
  });

  it('reads the names from the stored places alone', async () => {
    await importFiles([entities()], { dataDir, workers: 0 });
    const names = withStore(storedPlaceNames);
    expect(names.places.get('kent')).toEqual([KENT]);
    expect(names.places.get('london')).toHaveLength(2);
    expect(names.regions.get(KENT)).toEqual(['united kingdom']);
    expect(changesPlaces([KENT])).toBe(true);
    expect(changesPlaces([museumEntityUri('agent', 'tate:artist/38')])).toBe(false);
  });
});
