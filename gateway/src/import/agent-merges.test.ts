import path from 'node:path';
import { museumEntityToDoc, museumEntityUri, type MuseumEntity } from '../convert/museum-entity';
import type { Store } from '../store/store';
import {
  ImportFolder,
  museumItemId,
  museumItemLine,
  type MuseumProvider,
} from '../test-support/museum-import';
import { CMOA_MIRO, TATE_MIRO } from '../test-support/museum-lines';
import { tsWorkerScript } from '../test-support/ts-worker-script';
import { changesAgents, storedAgentMerges } from './entity-merges';
import { importFiles, type ImportOptions } from './import-files';

const CMOA = museumEntityUri('agent', CMOA_MIRO.id);
const TATE = museumEntityUri('agent', TATE_MIRO.id);

const item = (provider: MuseumProvider, n: number, creator: MuseumEntity) =>
  museumItemLine(provider, n, {
    creators: [{ id: creator.id, name: creator.name, role: 'artist' }],
  });
const itemId = museumItemId;

describe('museum agents of two sources merged into one', () => {
  let folder: ImportFolder;
  let dir: string;
  let dataDir: string;
  beforeEach(() => {
    folder = new ImportFolder('gateway-agent-merges-');
    ({ dir, dataDir } = folder);
  });
  afterEach(() => folder.remove());
  const write = (name: string, lines: unknown[]): string => folder.write(name, lines);
  const withStore = <T>(read: (store: Store) => T): T => folder.withStore(read);
  const agentItems = (uri: string): string[] => folder.itemsWithFacet('edm_agent', uri);

  const entities = (): string => write('entities.ndjson', [CMOA_MIRO, TATE_MIRO]);
  const items = (): string =>
    write('items.ndjson', [item('tate', 1, TATE_MIRO), item('cmoa', 2, CMOA_MIRO)]);

  it.each<[string, Partial<ImportOptions>]>([
    ['in this thread', { workers: 0 }],
    ['in worker threads', { workers: 2 }],
  ])(
    'stores one entity, the first, and links both museums’ items to it, %s',
    async (_how, options) => {
      const workerScript = tsWorkerScript(dir, path.join(__dirname, 'worker.ts'));
      // Items named first: the entity file is imported first all the same.
      const summary = await importFiles([items(), entities()], {
        dataDir,
        workerScript,
        ...options,
      });
      expect(summary.mergedAgents).toBe(1);
      expect(agentItems(CMOA)).toEqual([itemId('cmoa', 2), itemId('tate', 1)].sort());
      expect(agentItems(TATE)).toEqual([]);
      withStore((store) => {
        expect(store.entities.count()).toBe(1);
        expect(store.entities.get(TATE)).toBeUndefined();
        expect(store.entities.resolveAlias(TATE)).toBe(CMOA);
        expect(store.entities.resolveAlias(TATE_MIRO.id)).toBe(CMOA);
        expect(store.entities.resolveAlias(CMOA_MIRO.id)).toBe(CMOA);
        // The kept document, with what the second record adds.
        expect(store.entities.get(CMOA)).toMatchObject({
          id: CMOA,
          prefLabel: { en: 'Joan Miró' },
          altLabel: { en: ['Miró, Joan', 'Joan Miro'] },
          identifier: [CMOA_MIRO.id, TATE_MIRO.id],
          dateOfBirth: ['1893-01-01'],
          gender: ['Male'],
          isRelatedTo: [museumEntityUri('concept', 'tate:movement/320')],
        });
        // The item page links the kept agent and embeds it.
        const tateRecord = store.items.get(itemId('tate', 1))!.record;
        expect(tateRecord.proxies[0]!.dcCreator).toEqual({ def: [CMOA], en: ['Joan Miro'] });
        expect(tateRecord.agents?.map((agent) => agent.about)).toEqual([CMOA]);
        expect(storedAgentMerges(store)).toEqual(new Map([[TATE, CMOA]]));
      });
    },
  );

  it('changes nothing when the same files are imported again', async () => {
    await importFiles([entities(), items()], { dataDir, workers: 0 });
    const again = await importFiles([entities(), items()], { dataDir, workers: 0 });
    expect(again.entities).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    expect(again.items).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    expect(again.mergedAgents).toBe(0);
    expect(again.refreshed).toBe(0);
  });

  it('merges never two records of one source, nor into one of two bearing the name and dates', async () => {
    const cmoaTwin = { ...CMOA_MIRO, id: 'cmoa:parties/ffff' };
    await importFiles([write('same-source.ndjson', [CMOA_MIRO, cmoaTwin])], {
      dataDir,
      workers: 0,
    });
    withStore((store) => expect(store.entities.count()).toBe(2));
    // Two stored agents bear the name and dates: the Tate one is merged into neither.
    const summary = await importFiles([write('tate.ndjson', [TATE_MIRO])], {
      dataDir,
      workers: 0,
    });
    expect(summary.mergedAgents).toBe(0);
    withStore((store) => {
      expect(store.entities.count()).toBe(3);
      expect(storedAgentMerges(store).size).toBe(0);
    });
  });

  it('merges no organisation, even one stored as an agent', async () => {
    const organisation = { ...CMOA_MIRO, type: 'Organization', party_type: 'Organization' };
    const summary = await importFiles([write('entities.ndjson', [organisation, TATE_MIRO])], {
      dataDir,
      workers: 0,
    });
    expect(summary.mergedAgents).toBe(0);
    withStore((store) => {
      expect(store.entities.get(CMOA)?.type).toBe('Agent');
      expect(store.entities.count()).toBe(2);
    });
  });

  it('matches a missing death year with a missing one only, and requires a birth year', async () => {
    const living = (line: MuseumEntity): MuseumEntity => ({ ...line, death_year: undefined });
    const merged = await importFiles(
      [write('living.ndjson', [living(CMOA_MIRO), living(TATE_MIRO)])],
      { dataDir, workers: 0 },
    );
    expect(merged.mergedAgents).toBe(1);
    const noBirth = { ...TATE_MIRO, id: 'tate:artist/8', birth_year: undefined };
    const laterDeath = { ...TATE_MIRO, id: 'tate:artist/9', death_year: 1984 };
    const others = await importFiles(
      [write('others.ndjson', [{ ...CMOA_MIRO, id: 'cmoa:parties/1' }, noBirth, laterDeath])],
      { dataDir, workers: 0 },
    );
    expect(others.mergedAgents).toBe(0);
    withStore((store) => expect(store.entities.count()).toBe(4));
  });

  it('merges the other museum’s agents of a later run and links the stored items to the kept one', async () => {
    const tateItems = write('tate-items.ndjson', [item('tate', 1, TATE_MIRO)]);
    await importFiles([write('cmoa.ndjson', [CMOA_MIRO]), tateItems], { dataDir, workers: 0 });
    // Before Tate's agents are known, its item links the URI of Tate's id.
    expect(agentItems(TATE)).toEqual([itemId('tate', 1)]);
    const later = await importFiles([write('tate.ndjson', [TATE_MIRO])], { dataDir, workers: 0 });
    expect(later.mergedAgents).toBe(1);
    expect(later.entities).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    expect(later.relinked).toBe(1);
    withStore((store) => expect(store.entities.get(TATE)).toBeUndefined());
    // The stored item links the kept agent, as a conversion now would link it.
    expect(agentItems(CMOA)).toEqual([itemId('tate', 1)]);
    expect(agentItems(TATE)).toEqual([]);
    withStore((store) => {
      const record = store.items.get(itemId('tate', 1))!.record;
      expect(record.agents?.map((agent) => agent.about)).toEqual([CMOA]);
      expect(record.proxies[0]!.dcCreator).toMatchObject({ def: [CMOA] });
    });
    // Importing the item again finds it as it is.
    const again = await importFiles([tateItems], { dataDir, workers: 0 });
    expect(again.items).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect(agentItems(CMOA)).toEqual([itemId('tate', 1)]);
  });

  it('merges the agents of a store imported before merging when their lines come again', async () => {
    withStore((store) => {
      for (const line of [CMOA_MIRO, TATE_MIRO])
        store.entities.upsert(museumEntityToDoc(line), 'ndjson', [line.id]);
    });
    const summary = await importFiles([entities()], { dataDir, workers: 0 });
    expect(summary.mergedAgents).toBe(1);
    withStore((store) => {
      expect(store.entities.count()).toBe(1);
      expect(store.entities.get(CMOA)?.identifier).toEqual([CMOA_MIRO.id, TATE_MIRO.id]);
      expect(store.entities.resolveAlias(TATE)).toBe(CMOA);
      expect(store.entities.resolveAlias(TATE_MIRO.id)).toBe(CMOA);
    });
  });

  it('parts a record whose dates no longer match', async () => {
    await importFiles([entities()], { dataDir, workers: 0 });
    const corrected = { ...TATE_MIRO, death_year: 1984 };
    const summary = await importFiles([write('corrected.ndjson', [corrected])], {
      dataDir,
      workers: 0,
    });
    expect(summary.mergedAgents).toBe(0);
    withStore((store) => {
      expect(store.entities.count()).toBe(2);
      expect(store.entities.get(TATE)?.prefLabel).toEqual({ en: 'Joan Miro' });
      expect(store.entities.resolveAlias(TATE)).toBeUndefined();
      expect(store.entities.resolveAlias(TATE_MIRO.id)).toBe(TATE);
      const kept = store.entities.get(CMOA)!;
      expect(kept.identifier).toEqual([CMOA_MIRO.id]);
      expect(kept.gender).toBeUndefined();
      expect(storedAgentMerges(store).size).toBe(0);
    });
  });

  it('parts the records merged into one whose own dates change', async () => {
    await importFiles([entities()], { dataDir, workers: 0 });
    const corrected = { ...CMOA_MIRO, birth_year: 1894 };
    await importFiles([write('corrected.ndjson', [corrected])], { dataDir, workers: 0 });
    withStore((store) => {
      expect(store.entities.count()).toBe(2);
      expect(store.entities.get(TATE)?.identifier).toEqual([TATE_MIRO.id]);
      expect(store.entities.get(CMOA)?.identifier).toEqual([CMOA_MIRO.id]);
      expect(store.entities.resolveAlias(TATE)).toBeUndefined();
      expect(storedAgentMerges(store).size).toBe(0);
    });
  });

  it('tells the changes that touch agents', () => {
    expect(changesAgents([CMOA])).toBe(true);
    expect(changesAgents([museumEntityUri('place', 'tate:place/kent')])).toBe(false);
  });
});
