import { readFileSync, statSync } from 'node:fs';
import { currentReleases, type RemoteRelease } from './registry-document';

/**
 * Reads the registry at start and re-reads it while the server runs, so switching a remote's
 * version (or rolling it back) takes effect without a restart. A broken document keeps the last
 * good one in force and is reported once.
 */
export class RegistryWatcher {
  private releases: RemoteRelease[] = [];
  private mtimeMs = -1;
  private lastCheck = 0;

  constructor(
    private readonly file: string,
    private readonly checkEveryMs = 1_000,
    private readonly log: (message: string) => void = console.error,
  ) {
    this.refresh(true);
  }

  /** The current releases; checks the file at most once per `checkEveryMs`. */
  current(now = Date.now()): RemoteRelease[] {
    if (now - this.lastCheck >= this.checkEveryMs) this.refresh(false, now);
    return this.releases;
  }

  private refresh(initial: boolean, now = Date.now()): void {
    this.lastCheck = now;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.file).mtimeMs;
    } catch {
      if (initial) this.log(`registry: ${this.file} not found; no remotes are registered`);
      return;
    }
    if (mtimeMs === this.mtimeMs) return;
    try {
      this.releases = currentReleases(JSON.parse(readFileSync(this.file, 'utf8')));
      this.mtimeMs = mtimeMs;
      this.log(
        `registry: ${this.releases.map((release) => `${release.remote}@${release.version}`).join(', ')}`,
      );
    } catch (error) {
      this.mtimeMs = mtimeMs;
      this.log(
        `registry: ${this.file} is invalid, keeping the previous one: ${(error as Error).message}`,
      );
    }
  }
}
