import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { md5Hex } from '../edm/hash';
import { LOCAL_MEDIA_BASE } from '../edm/local-media';
import { openStore, type Store } from '../store/store';
import { seedStore } from './load-seed';

describe('seedStore', () => {
  let root: string;
  let seedDir: string;
  let store: Store;
  const write = (rel: string, value: unknown): void => {
    const file = path.join(seedDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(value));
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-seed-'));
    seedDir = path.join(root, 'seed');
    fs.mkdirSync(path.join(seedDir, 'media'), { recursive: true });
    fs.writeFileSync(
      path.join(seedDir, 'media', 'watch.jpg'),
      Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    );
    store = openStore({
      dataDir: path.join(root, 'data'),
      localMediaDir: path.join(seedDir, 'media'),
    });
    write('entities/agents.json', [
      {
        id: 'http://data.europeana.eu/agent/60305',
        type: 'Agent',
        prefLabel: { en: 'Rembrandt', nl: 'Rembrandt van Rijn' },
        isShownBy: {
          id: 'local:watch.jpg',
          type: 'WebResource',
          source: 'http://data.europeana.eu/item/90402/SK_C_5',
        },
      },
      { id: 'not-a-uri', type: 'Agent', prefLabel: { en: 'x' } },
    ]);
  });
  afterEach(() => {
    store.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('loads entities into an empty store, then items as they arrive, skipping bad records', () => {
    const first = seedStore(store, seedDir)!;
    expect(first).toMatchObject({ entities: 1, items: 0 });
    expect(first.skipped).toEqual([expect.objectContaining({ index: 1 })]);
    expect(seedStore(store, seedDir)).toBeUndefined();

    write('items/paintings.json', [
      {
        id: '/90402/SK_C_5',
        type: 'IMAGE',
        themes: ['art'],
        title: { en: ['The Night Watch'], nl: ['De Nachtwacht'] },
        creator: { def: ['http://data.europeana.eu/agent/60305'] },
        dataProvider: 'Rijksmuseum',
        rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
        media: [{ url: 'local:watch.jpg', mimeType: 'image/jpeg', width: 2000, height: 1670 }],
        tags: [{ en: 'militia' }],
        transcription: { language: 'nl', value: 'Compagnie van kapitein Frans Banninck Cocq' },
      },
      { id: '/90402/broken' },
    ]);
    const second = seedStore(store, seedDir)!;
    expect(second).toMatchObject({ entities: 1, items: 1 });
    expect(second.skipped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ index: 1, reason: expect.stringMatching(/type/) }),
      ]),
    );

    const item = store.items.get('/90402/SK_C_5')!;
    const url = `${LOCAL_MEDIA_BASE}watch.jpg`;
    expect(item.record.aggregations[0]).toMatchObject({ edmIsShownBy: url, edmObject: url });
    expect(item.record.agents?.[0]).toMatchObject({
      about: 'http://data.europeana.eu/agent/60305',
      prefLabel: { nl: ['Rembrandt van Rijn'] },
    });
    expect(store.media.byMd5(md5Hex(url))).toMatchObject({
      itemId: '/90402/SK_C_5',
      localFile: 'watch.jpg',
      width: 2000,
    });
    expect(store.media.localByMd5(md5Hex(url))).toMatchObject({
      file: 'watch.jpg',
      mimeType: 'image/jpeg',
      byteSize: 4,
    });
    expect(store.entities.get('http://data.europeana.eu/agent/60305')?.isShownBy?.id).toBe(url);
    expect(store.annotations.forItem(store.items.getKey('/90402/SK_C_5')!)).toEqual([
      expect.objectContaining({ motivation: 'tagging', language: 'en', value: 'militia' }),
      expect.objectContaining({ motivation: 'transcribing', language: 'nl' }),
    ]);
    expect(store.items.facets(store.items.getKey('/90402/SK_C_5')!)).toEqual(
      expect.arrayContaining([
        ['collection', 'art'],
        ['TEXT_FULLTEXT', 'true'],
        ['CREATOR', 'Rembrandt'],
      ]),
    );
  });

  it('seeds again when the converter changed, so seeded records get its new output', () => {
    expect(seedStore(store, seedDir)).toMatchObject({ entities: 1 });
    expect(seedStore(store, seedDir)).toBeUndefined();
    jest.isolateModules(() => {
      jest.doMock('../store/prepare-item', () => ({
        ...jest.requireActual<object>('../store/prepare-item'),
        CONVERTER_VERSION: 1000,
      }));
      const { seedStore: seedWithNewConverter } = jest.requireActual<{
        seedStore: typeof seedStore;
      }>('./load-seed');
      expect(seedWithNewConverter(store, seedDir)).toMatchObject({ entities: 1 });
    });
  });

  it('does not seed a store that holds other data', () => {
    store.entities.upsert(
      { id: 'http://data.europeana.eu/agent/1', type: 'Agent', prefLabel: { en: 'A' } },
      'import',
    );
    expect(seedStore(store, seedDir)).toBeUndefined();
    expect(store.entities.count()).toBe(1);
  });
});
