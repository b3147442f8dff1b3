import fs from 'node:fs';
import path from 'node:path';

/** When the budget is reached, the oldest files go until the cache is back to this share of it. */
const LOW_WATER = 0.8;

/**
 * A byte budget for a folder of cached files. Anyone may ask the Image API for any region, size
 * and rotation of an image, so without a limit its disk cache grows with every new request
 * until the disk is full. The folder is measured on first use; when a new file would pass the
 * budget, the files written longest ago are deleted first (a cached read does not count as use:
 * the cache in memory keeps what is hot).
 */
export class DiskBudget {
  private used: Promise<number> | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  /**
   * Makes room for a file of `bytes` and counts it; false when it is larger than the whole
   * budget (it is then not written). Calls run one after another.
   */
  reserve(bytes: number): Promise<boolean> {
    const next = this.queue.then(async () => {
      if (bytes > this.maxBytes) return false;
      this.used ??= folderBytes(this.dir);
      let used = await this.used;
      if (used + bytes > this.maxBytes) used = await this.evict(this.maxBytes * LOW_WATER - bytes);
      this.used = Promise.resolve(used + bytes);
      return true;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Deletes the oldest files until at most `target` bytes are left; returns what is left. */
  private async evict(target: number): Promise<number> {
    const files = await listFiles(this.dir);
    files.sort((a, b) => a.mtimeMs - b.mtimeMs);
    // Measured again: files written by another process, or deleted by an operator, count too.
    let left = files.reduce((sum, file) => sum + file.size, 0);
    for (const file of files) {
      if (left <= target) break;
      try {
        await fs.promises.unlink(file.path);
        left -= file.size;
      } catch {
        // Gone already: another process evicted it.
      }
    }
    return left;
  }
}

interface CachedFile {
  path: string;
  size: number;
  mtimeMs: number;
}

async function folderBytes(dir: string): Promise<number> {
  return (await listFiles(dir)).reduce((sum, file) => sum + file.size, 0);
}

/** The files of the cache folder and its sub-folders (one level: `ab/abcdef….webp`). */
async function listFiles(dir: string): Promise<CachedFile[]> {
  const out: CachedFile[] = [];
  const walk = async (folder: string, depth: number): Promise<void> => {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory() && depth < 1) await walk(full, depth + 1);
      else if (entry.isFile()) {
        try {
          const stat = await fs.promises.stat(full);
          out.push({ path: full, size: stat.size, mtimeMs: stat.mtimeMs });
        } catch {
          // Deleted while we looked.
        }
      }
    }
  };
  await walk(dir, 0);
  return out;
}
