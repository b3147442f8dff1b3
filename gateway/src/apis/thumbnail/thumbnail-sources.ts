import { md5Hex } from '../../edm/hash';
import { ITEM_URI_BASE } from '../../edm/ids';
import type { MediaEntry } from '../../store/media-repository';
import type { Store } from '../../store/store';
import { findLocalImage } from './local-image';
import { asMediaType, mediaTypeOfMime, type MediaType } from './placeholder';

/** A local image file to resize. `version` changes when the file does. */
export interface LocalImageSource {
  kind: 'local';
  md5: string;
  path: string;
  version: string;
}

/** Media the gateway knows but cannot read (remote, or not an image): drawn as a placeholder. */
export interface PlaceholderSource {
  kind: 'placeholder';
  md5: string;
  type: MediaType;
  title?: string;
  width?: number | null;
  height?: number | null;
}

export type ThumbnailSource = LocalImageSource | PlaceholderSource;

interface ItemFacts {
  type: string;
  title: string | null;
}

/**
 * Finds what a thumbnail id (md5 of a media URL) stands for: a local file (item media or entity
 * image), a known remote web resource, or, as the portal's `generic(itemId)` asks, the md5 of an
 * item URI (`http://data.europeana.eu/item/ds/id`), which means that item's preview image.
 */
export class ThumbnailSources {
  private itemUriIndex: { version: string; builtAt: number; keys: Map<string, number> } | undefined;

  constructor(private readonly store: Store) {}

  resolve(md5: string): ThumbnailSource | undefined {
    const id = md5.toLowerCase();
    const fromMedia = this.fromMediaMd5(id);
    if (fromMedia) return fromMedia;
    const itemKey = this.itemKeyOfUriMd5(id);
    return itemKey === undefined ? undefined : this.itemPreview(itemKey, id);
  }

  private fromMediaMd5(md5: string): ThumbnailSource | undefined {
    const image = findLocalImage(this.store, md5);
    if (image) return { kind: 'local', ...image };
    const entry = this.store.media.byMd5(md5);
    if (entry) return this.placeholderFor(entry, md5);
    const local = this.store.media.localByMd5(md5);
    // An entity image missing on disk, or a local sound: still never a broken image.
    return local
      ? { kind: 'placeholder', md5, type: mediaTypeOfMime(local.mimeType) ?? 'IMAGE' }
      : undefined;
  }

  private placeholderFor(entry: MediaEntry, md5: string): PlaceholderSource {
    const item = this.itemFacts(entry.itemKey);
    return {
      kind: 'placeholder',
      md5,
      type: mediaTypeOfMime(entry.mimeType) ?? asMediaType(item?.type) ?? 'IMAGE',
      title: item?.title ?? undefined,
      width: entry.width,
      height: entry.height,
    };
  }

  /** The item's preview: edmObject, else its first web resource, else a placeholder of the item. */
  private itemPreview(itemKey: number, md5: string): ThumbnailSource {
    const media = this.store.media.forItem(itemKey);
    const preview = media.find((m) => m.role === 'object') ?? media[0];
    const resolved = preview ? this.fromMediaMd5(preview.urlMd5) : undefined;
    if (resolved) return resolved;
    const item = this.itemFacts(itemKey);
    return {
      kind: 'placeholder',
      md5,
      type: asMediaType(item?.type) ?? 'IMAGE',
      title: item?.title ?? undefined,
    };
  }

  private itemFacts(itemKey: number): ItemFacts | undefined {
    return this.store
      .statement(
        `SELECT type, coalesce(json_extract(search_json, '$.title[0]'), json_extract(record_json, '$.title[0]')) AS title
         FROM items WHERE item_key = ?`,
      )
      .get(itemKey) as ItemFacts | undefined;
  }

  /**
   * md5(item URI) -> item key, built on first use. Rebuilt when the data changed, at most every
   * 10 s, so a running import does not make every unknown id rescan the items.
   */
  private itemKeyOfUriMd5(md5: string): number | undefined {
    const version = this.store.dataVersion();
    const now = Date.now();
    const index = this.itemUriIndex;
    if (!index || (index.version !== version && now - index.builtAt > 10_000)) {
      const keys = new Map<string, number>();
      // Not the shared statement cache: raw() would change the statement for every user.
      const rows = this.store.db
        .prepare('SELECT item_key, id FROM items')
        .raw()
        .iterate() as Iterable<[number, string]>;
      for (const [key, id] of rows) keys.set(md5Hex(`${ITEM_URI_BASE}${id}`), key);
      this.itemUriIndex = { version, builtAt: now, keys };
    }
    return this.itemUriIndex!.keys.get(md5);
  }
}
