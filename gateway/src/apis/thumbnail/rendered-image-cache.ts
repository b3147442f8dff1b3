import fs from 'node:fs';
import path from 'node:path';
import { sha1Hex } from '../../edm/hash';
import { ByteLru } from './byte-lru';
import { DiskBudget } from './disk-budget';

export type ImageFormat = 'jpg' | 'png' | 'webp';

export const CONTENT_TYPE_OF_FORMAT: Record<ImageFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export interface CachedImage {
  body: Buffer;
  contentType: string;
  /** Strong validator derived from the cache key, which names the source version and options. */
  etag: string;
}

export interface RenderedImageCacheOptions {
  /** Folder for rendered files; undefined keeps them in memory only. */
  dir?: string;
  maxMemoryBytes?: number;
  /** Bytes the folder may hold (default 1 GiB); the files written longest ago go first. */
  maxDiskBytes?: number;
}

export const DEFAULT_MAX_DISK_BYTES = 1024 * 1024 * 1024;

/**
 * Rendered thumbnails and IIIF tiles, in memory (LRU by bytes) and on disk, keyed by a string
 * that names everything the bytes depend on (source file version, size, format, ...). Renders of
 * the same key that overlap share one promise, so a page full of identical requests resizes once.
 */
export class RenderedImageCache {
  private readonly memory: ByteLru<Buffer>;
  private readonly inFlight = new Map<string, Promise<CachedImage>>();
  private diskUsable: boolean;
  private readonly budget: DiskBudget | undefined;

  constructor(private readonly options: RenderedImageCacheOptions = {}) {
    this.memory = new ByteLru<Buffer>(options.maxMemoryBytes ?? 64 * 1024 * 1024);
    this.diskUsable = Boolean(options.dir);
    this.budget = options.dir
      ? new DiskBudget(options.dir, options.maxDiskBytes ?? DEFAULT_MAX_DISK_BYTES)
      : undefined;
  }

  async getOrRender(
    key: string,
    format: ImageFormat,
    render: () => Promise<Buffer>,
  ): Promise<CachedImage> {
    const digest = sha1Hex(`${key}|${format}`);
    const image = (body: Buffer): CachedImage => ({
      body,
      contentType: CONTENT_TYPE_OF_FORMAT[format],
      etag: `"${digest.slice(0, 32)}"`,
    });
    const inMemory = this.memory.get(digest);
    if (inMemory) return image(inMemory);
    const pending = this.inFlight.get(digest);
    if (pending) return pending;
    const job = (async () => {
      const file = this.fileFor(digest, format);
      let body = file ? await readIfPresent(file) : undefined;
      if (!body) {
        body = await render();
        if (file) await this.writeQuietly(file, body);
      }
      this.memory.set(digest, body);
      return image(body);
    })();
    this.inFlight.set(digest, job);
    try {
      return await job;
    } finally {
      this.inFlight.delete(digest);
    }
  }

  private fileFor(digest: string, format: ImageFormat): string | undefined {
    if (!this.diskUsable || !this.options.dir) return undefined;
    return path.join(this.options.dir, digest.slice(0, 2), `${digest}.${format}`);
  }

  /** The disk cache is an optimisation: a read-only or full disk must not fail the request. */
  private async writeQuietly(file: string, body: Buffer): Promise<void> {
    try {
      if (this.budget && !(await this.budget.reserve(body.length))) return;
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.promises.writeFile(temp, body);
      await fs.promises.rename(temp, file);
    } catch (error) {
      this.diskUsable = false;
      console.warn(`image cache: disabled disk cache (${(error as Error).message})`);
    }
  }
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.promises.readFile(file);
  } catch {
    return undefined;
  }
}
