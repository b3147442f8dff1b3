import { promises as fs } from 'node:fs';
import { ContentPages, markdownFiles } from './content-pages';

/** How often, at most, the folder is looked at again for edits. */
export const CONTENT_CHECK_INTERVAL_MS = 1000;

export interface LiveContentPagesOptions {
  checkIntervalMs?: number;
  /** The clock (tests move it). */
  now?: () => number;
  /** Where a rejected edit is reported (the gateway's log). */
  warn?: (message: string) => void;
}

/**
 * The static pages as the files are now, so that an editor's change shows at the next request,
 * without a gateway restart. At most once a second a request compares the folder's files (path,
 * size, modification time) with those of the pages in memory, and reads them all again when they
 * differ. Polling rather than `fs.watch`: no watcher to close, and nothing to miss when an editor
 * replaces a whole folder. The host's `RegistryWatcher` follows the release registry the same way.
 *
 * An edit that breaks a rule is not served: the pages stay as they were, and the log names each
 * file and its problem once. Only when the folder could never be read (the first load) does every
 * page request fail, as a misconfigured deployment should.
 */
export class LiveContentPages {
  private loaded?: { pages: ContentPages; signature: string };
  /** The last files that could not be served, and why: not read again until they change. */
  private rejected?: { signature: string; error: unknown };
  private checkedAt = -Infinity;
  private pending?: Promise<ContentPages>;
  private readonly checkIntervalMs: number;
  private readonly now: () => number;
  private readonly warn: (message: string) => void;

  constructor(
    private readonly dir: string,
    {
      checkIntervalMs = CONTENT_CHECK_INTERVAL_MS,
      now = Date.now,
      warn = (message) => console.warn(message),
    }: LiveContentPagesOptions = {},
  ) {
    this.checkIntervalMs = checkIntervalMs;
    this.now = now;
    this.warn = warn;
  }

  /** The pages, read again first when the files changed since the last look. */
  current(): Promise<ContentPages> {
    if (this.now() - this.checkedAt < this.checkIntervalMs) {
      if (this.loaded) return Promise.resolve(this.loaded.pages);
      if (this.rejected) return Promise.reject(this.rejected.error);
    }
    // Requests that arrive while the folder is being looked at share that look.
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async refresh(): Promise<ContentPages> {
    this.checkedAt = this.now();
    try {
      return await this.readIfChanged();
    } catch (error) {
      // An edit that cannot be served leaves the pages as they were; a first read that fails
      // fails every request until the files change.
      if (!this.loaded) throw error;
      return this.loaded.pages;
    }
  }

  private async readIfChanged(): Promise<ContentPages> {
    const signature = await folderSignature(this.dir);
    if (this.loaded?.signature === signature) return this.loaded.pages;
    if (this.rejected?.signature === signature) throw this.rejected.error;
    try {
      const pages = await ContentPages.load(this.dir);
      this.loaded = { pages, signature };
      this.rejected = undefined;
      return pages;
    } catch (error) {
      this.rejected = { signature, error };
      if (this.loaded) {
        const problem = error instanceof Error ? error.message : String(error);
        this.warn(`${problem}\nThe pages are served as they were before this edit.`);
      }
      throw error;
    }
  }
}

/** What changes when a page file is added, removed, renamed or written. */
async function folderSignature(dir: string): Promise<string> {
  const files = await markdownFiles(dir);
  const stats = await Promise.all(
    files.map((file) =>
      fs.stat(file).then(
        (s) => `${file}\t${s.size}\t${s.mtimeMs}`,
        () => file,
      ),
    ),
  );
  return stats.join('\n');
}
