import path from 'node:path';
import { museumEntityToDoc, museumEntityUri, type MuseumEntity } from '../convert/museum-entity';
import type { Store } from '../store/store';
import {
  ImportFolder,
  museumItemId,
  museumItemLine,
  type MuseumProvider,
} from '../test-support/museum-import';
import { CMOA_FRANCE, TATE_FRANCE } from '../test-support/museum-lines';
import { tsWorkerScript } from '../test-support/ts-worker-script';
import { storedAgentMerges } from './entity-merges';
import { importFiles, type ImportOptions } from './import-files';
import { storedPlaceNames } from './stored-place-names';

const CMOA_BORDEAUX: MuseumEntity = {
  id: 'cmoa:place/bordeaux-france',
  type: 'Place',
  name: 'Bordeaux, France',
  source: 'cmoa/collection',
};
const TATE_BORDEAUX: MuseumEntity = {
  id: 'tate:place/bordeaux-france',
  type: 'Place',
  name: 'Bordeaux, France',
  place_name: 'Bordeaux',
  place_type: 'inhabited_place',
  country_label: 'France',
  source: 'tategallery/collection',
};
const CMOA = museumEntityUri('place', CMOA_FRANCE.id);
const TATE = museumEntityUri('place', TATE_FRANCE.id);

const item = (provider: MuseumProvider, n: number, places: string[]) =>
  museumItemLine(provider, n, { places });
const itemId = museumItemId;

describe('museum places of two sources with the same full label merged into one', () => {
  let folder: ImportFolder;
  let dir: string;
  let dataDir: string;
  beforeEach(() => {
    folder = new ImportFolder('gateway-place-merges-');
    ({ dir, dataDir } = folder);
  });
  afterEach(() => folder.remove());
  const write = (name: string, lines: unknown[]): string => folder.write(name, lines);
  const withStore = <T>(read: (store: Store) => T): T => folder.withStore(read);
  const placeItems = (uri: string): string[] => folder.itemsWithFacet('edm_place', uri);

  const entities = (): string => write('entities.ndjson', [CMOA_FRANCE, TATE_FRANCE]);
  const items = (): string =>
    write('items.ndjson', [item('tate', 1, ['France']), item('cmoa', 2, ['france '])]);

  it.each<[string, Partial<ImportOptions>]>([
    ['in this thread', { workers: 0 }],
    ['in worker threads', { workers: 2 }],
  ])('stores one place, the first, and both museums’ items link it, %s', async (_how, options) => {
    const workerScript = tsWorkerScript(dir, path.join(__dirname, 'worker.ts'));
    const summary = await importFiles([items(), entities()], { dataDir, workerScript, ...options });
    expect(summary.mergedPlaces).toBe(1);
    expect(summary.mergedAgents).toBe(0);
    expect(placeItems(CMOA)).toEqual([itemId('cmoa', 2), itemId('tate', 1)].sort());
    expect(placeItems(TATE)).toEqual([]);
    withStore((store) => {
      expect(store.entities.count()).toBe(1);
      expect(store.entities.get(TATE)).toBeUndefined();
      expect(store.entities.resolveAlias(TATE)).toBe(CMOA);
      expect(store.entities.resolveAlias(TATE_FRANCE.id)).toBe(CMOA);
      expect(store.entities.get(CMOA)).toEqual({
        id: CMOA,
        type: 'Place',
        prefLabel: { en: 'France' },
        identifier: [CMOA_FRANCE.id, TATE_FRANCE.id],
        note: { en: ['nation in France'] },
      });
      // "France" is the label of one place now; the retired place's labels are gone.
      expect(storedPlaceNames(store).places.get('france')).toEqual([CMOA]);
      const record = store.items.get(itemId('tate', 1))!.record;
      expect(record.proxies[0]!.dctermsSpatial).toEqual({ def: [CMOA], en: ['France'] });
      expect(record.places?.map((p) => p.about)).toEqual([CMOA]);
      // Place merges are no agent merges: items' creators are not linked past them.
      expect(storedAgentMerges(store).size).toBe(0);
    });
  });

  it('gives the kept place the other’s short name, which makes no new ambiguity', async () => {
    await importFiles([write('entities.ndjson', [CMOA_BORDEAUX, TATE_BORDEAUX])], {
      dataDir,
      workers: 0,
    });
    const kept = museumEntityUri('place', CMOA_BORDEAUX.id);
    withStore((store) => {
      expect(store.entities.get(kept)).toMatchObject({
        prefLabel: { en: 'Bordeaux, France' },
        altLabel: { en: ['Bordeaux'] },
        note: { en: ['inhabited place in France'] },
      });
      const names = storedPlaceNames(store).places;
      expect(names.get('bordeaux')).toEqual([kept]);
      expect(names.get('bordeaux, france')).toEqual([kept]);
    });
  });

  it('changes nothing when the same files are imported again', async () => {
    await importFiles([entities(), items()], { dataDir, workers: 0 });
    const again = await importFiles([entities(), items()], { dataDir, workers: 0 });
    expect(again.entities).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    expect(again.items).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    expect(again.mergedPlaces).toBe(0);
    expect(again.refreshed).toBe(0);
  });

  it('merges no places of one source, no other label, nor into one of two bearing it', async () => {
    const cmoaTwin = { ...CMOA_FRANCE, id: 'cmoa:place/france-2' };
    const reordered = {
      ...TATE_BORDEAUX,
      id: 'tate:place/france-bordeaux',
      name: 'France, Bordeaux',
    };
    const first = await importFiles(
      [write('same-source.ndjson', [CMOA_FRANCE, cmoaTwin, CMOA_BORDEAUX, reordered])],
      { dataDir, workers: 0 },
    );
    expect(first.mergedPlaces).toBe(0);
    // Two stored places bear "France": the Tate one is merged into neither.
    const summary = await importFiles([write('tate.ndjson', [TATE_FRANCE])], {
      dataDir,
      workers: 0,
    });
    expect(summary.mergedPlaces).toBe(0);
    withStore((store) => expect(store.entities.count()).toBe(5));
  });

  it('merges no agent into a place of the same name', async () => {
    const agent = { id: 'tate:artist/1', type: 'Agent', name: 'France', birth_year: 1900 };
    const summary = await importFiles([write('entities.ndjson', [CMOA_FRANCE, agent])], {
      dataDir,
      workers: 0,
    });
    expect(summary.mergedPlaces + summary.mergedAgents).toBe(0);
    withStore((store) => expect(store.entities.count()).toBe(2));
  });

  it('merges the places of a store imported before merging and links its items to the place', async () => {
    withStore((store) => {
      for (const line of [CMOA_FRANCE, TATE_FRANCE])
        store.entities.upsert(museumEntityToDoc(line), 'ndjson', [line.id]);
    });
    await importFiles([items()], { dataDir, workers: 0 });
    // Two places bear "France": no item links one.
    expect(placeItems(CMOA)).toEqual([]);
    const summary = await importFiles([entities(), items()], { dataDir, workers: 0 });
    expect(summary.mergedPlaces).toBe(1);
    // The entity file, imported first, links the stored items; their lines then change nothing.
    expect(summary.relinked).toBe(2);
    expect(summary.items).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    expect(placeItems(CMOA)).toEqual([itemId('cmoa', 2), itemId('tate', 1)].sort());
    withStore((store) => {
      expect(store.entities.count()).toBe(1);
      expect(store.entities.resolveAlias(TATE)).toBe(CMOA);
    });
  });

  it('parts a record whose label no longer matches', async () => {
    await importFiles([entities()], { dataDir, workers: 0 });
    const renamed = { ...TATE_FRANCE, name: 'France (nation)' };
    await importFiles([write('renamed.ndjson', [renamed])], { dataDir, workers: 0 });
    withStore((store) => {
      expect(store.entities.count()).toBe(2);
      expect(store.entities.resolveAlias(TATE)).toBeUndefined();
      expect(store.entities.get(CMOA)?.identifier).toEqual([CMOA_FRANCE.id]);
      expect(store.entities.get(CMOA)?.note).toBeUndefined();
    });
  });
});
