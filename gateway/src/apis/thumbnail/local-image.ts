import fs from 'node:fs';
import type { Store } from '../../store/store';

/** A local image file (item media or entity image) and a version string that changes with it. */
export interface LocalImage {
  md5: string;
  path: string;
  version: string;
}

/** The readable local image behind an md5 of its canonical URL, if there is one. */
export function findLocalImage(store: Store, md5: string): LocalImage | undefined {
  const id = md5.toLowerCase();
  const local = store.media.localByMd5(id);
  if (!local) return undefined;
  const mime = local.mimeType ?? store.media.byMd5(id)?.mimeType;
  if (mime && !mime.startsWith('image/')) return undefined;
  const version = fileVersion(local.path);
  return version ? { md5: id, path: local.path, version } : undefined;
}

function fileVersion(path: string): string | undefined {
  try {
    const stat = fs.statSync(path);
    return stat.isFile() ? `${stat.size}-${Math.floor(stat.mtimeMs)}` : undefined;
  } catch {
    return undefined;
  }
}
