import fs from 'node:fs';
import path from 'node:path';
import { md5Hex } from '../edm/hash';
import { localMediaFile, mimeTypeOfFile } from '../edm/local-media';
import type { StatementCache } from './statement-cache';

export interface LocalMediaFile {
  file: string;
  url: string;
  urlMd5: string;
  path: string;
  mimeType: string | null;
  byteSize: number | null;
}

/**
 * Records which canonical media URLs are files in the local media folder (`local_media`), so the
 * thumbnail, IIIF and media APIs can serve them by URL or by md5(URL).
 */
export class LocalMediaRegistry {
  constructor(
    private readonly statements: StatementCache,
    private readonly mediaDir: string | undefined,
  ) {}

  /** Registers a canonical local URL; returns false when it is not one. */
  register(url: string): boolean {
    const file = localMediaFile(url);
    if (!file) return false;
    const filePath = this.mediaDir ? path.join(this.mediaDir, file) : file;
    let size: number | null = null;
    try {
      size = fs.statSync(filePath).size;
    } catch {
      size = null;
    }
    this.statements
      .get(
        `INSERT INTO local_media (file, url, url_md5, path, mime_type, byte_size) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (file) DO UPDATE SET path = excluded.path, byte_size = excluded.byte_size`,
      )
      .run(file, url, md5Hex(url), filePath, mimeTypeOfFile(file) ?? null, size);
    return true;
  }

  byMd5(md5: string): LocalMediaFile | undefined {
    return this.read('url_md5', md5.toLowerCase());
  }

  byUrl(url: string): LocalMediaFile | undefined {
    return this.read('url', url);
  }

  private read(column: 'url' | 'url_md5', value: string): LocalMediaFile | undefined {
    const row = this.statements
      .get(
        `SELECT file, url, url_md5, path, mime_type, byte_size FROM local_media WHERE ${column} = ?`,
      )
      .get(value) as
      | {
          file: string;
          url: string;
          url_md5: string;
          path: string;
          mime_type: string | null;
          byte_size: number | null;
        }
      | undefined;
    return row
      ? {
          file: row.file,
          url: row.url,
          urlMd5: row.url_md5,
          path: row.path,
          mimeType: row.mime_type,
          byteSize: row.byte_size,
        }
      : undefined;
  }
}
