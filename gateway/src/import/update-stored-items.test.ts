import { museumEntityToDoc, museumEntityUri, type MuseumEntity } from '../convert/museum-entity';
import { museumItemToEdm, type MuseumItem } from '../convert/museum-item';
import type { ItemSource } from '../store/items-repository';
import type { Store } from '../store/store';
import { ImportFolder, museumItemId, museumItemLine } from '../test-support/museum-import';
import { storedPlaceNames } from './stored-place-names';
import { updateStoredItems } from './update-stored-items';

const KENT_LINE: MuseumEntity = {
  id: 'tate:place/kent-united-kingdom',
  type: 'Place',
  name: 'Kent, United Kingdom',
  place_name: 'Kent',
};
const KENT = museumEntityUri('place', KENT_LINE.id);

describe('updateStoredItems', () => {
  let folder: ImportFolder;
  beforeEach(() => {
    folder = new ImportFolder('gateway-update-stored-');
  });
  afterEach(() => folder.remove());

  /** Stores a museum item naming Kent, converted before Kent was stored, from `source`. */
  const storeItem = (store: Store, n: number, source: ItemSource) => {
    const line = museumItemLine('tate', n, { places: ['Kent'] }) as unknown as MuseumItem;
    store.items.upsert({ record: museumItemToEdm(line, () => undefined), source });
  };
  const places = (store: Store, n: number) =>
    store.items.get(museumItemId('tate', n))!.record.places?.map((place) => place.about);

  it('links museum items to a place stored after them, and leaves items of other sources', () => {
    folder.withStore((store) => {
      storeItem(store, 1, 'ndjson');
      storeItem(store, 2, 'seed');
      store.entities.upsert(museumEntityToDoc(KENT_LINE), 'ndjson', [KENT_LINE.id]);
      const update = updateStoredItems(store, [KENT], {
        placeNames: storedPlaceNames(store),
        entitiesAdded: true,
      });
      expect(update).toEqual({ refreshed: 0, relinked: 1 });
      expect(places(store, 1)).toEqual([KENT]);
      expect(store.items.keysWithFacet('edm_place', KENT)).toHaveLength(1);
      // Only museum items are linked to places by their texts.
      expect(places(store, 2)).toBeUndefined();
    });
  });

  it('rewrites nothing when nothing it links changed', () => {
    folder.withStore((store) => {
      storeItem(store, 1, 'ndjson');
      const before = store.items.get(museumItemId('tate', 1))!;
      const update = updateStoredItems(store, [], { entitiesAdded: true });
      expect(update).toEqual({ refreshed: 0, relinked: 0 });
      expect(store.items.get(museumItemId('tate', 1))).toEqual(before);
    });
  });
});
