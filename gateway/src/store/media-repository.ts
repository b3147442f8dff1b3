import type { LocalMediaFile, LocalMediaRegistry } from './local-media-registry';
import type { StatementCache } from './statement-cache';

export interface MediaEntry {
  itemKey: number;
  itemId: string;
  position: number;
  role: string;
  url: string;
  urlMd5: string;
  mimeType: string | null;
  width: number | null;
  height: number | null;
  byteSize: number | null;
  localFile: string | null;
}

const SELECT = `SELECT m.item_key AS itemKey, i.id AS itemId, m.position, m.role, m.url, m.url_md5 AS urlMd5,
  m.mime_type AS mimeType, m.width, m.height, m.byte_size AS byteSize, m.local_file AS localFile
  FROM media m JOIN items i ON i.item_key = m.item_key`;

/** Item web resources by md5 (thumbnail ids) or by item, and local files. */
export class MediaRepository {
  constructor(
    private readonly statements: StatementCache,
    readonly local: LocalMediaRegistry,
  ) {}

  byMd5(md5: string): MediaEntry | undefined {
    return this.statements.get(`${SELECT} WHERE m.url_md5 = ? LIMIT 1`).get(md5.toLowerCase()) as
      MediaEntry | undefined;
  }

  forItem(itemKey: number): MediaEntry[] {
    return this.statements
      .get(`${SELECT} WHERE m.item_key = ? ORDER BY m.position`)
      .all(itemKey) as MediaEntry[];
  }

  localByMd5(md5: string): LocalMediaFile | undefined {
    return this.local.byMd5(md5);
  }

  localByUrl(url: string): LocalMediaFile | undefined {
    return this.local.byUrl(url);
  }
}
