import { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName } from '../routes/route-table';
import { manifestUrl, type RemoteRelease } from './registry-document';
import { isRetryDue, recordRemoteSuccess } from './remote-health';

/** What the page tells the browser: the exact entries the server rendered with. */
export interface RemoteEntry {
  name: string;
  entry: string;
  version: string;
}

export function remoteEntries(releases: RemoteRelease[], base: string): RemoteEntry[] {
  return releases.map((release) => ({
    name: containerName(release.remote),
    entry: manifestUrl(release.manifest, base),
    version: release.version,
  }));
}

/** Every remote build names its browser entry `remoteEntry.js`, next to its manifest. */
export const BROWSER_ENTRY_FILE = 'remoteEntry.js';

/**
 * The browser loads remote entries directly: the manifest's extra (the Node entry for server
 * rendering) is of no use there, and skipping it keeps the federation runtime small.
 */
export function browserRemoteEntries(entries: RemoteEntry[]): RemoteEntry[] {
  return entries.map((remote) => ({
    ...remote,
    entry: remote.entry.replace(/mf-manifest\.json$/, BROWSER_ENTRY_FILE),
  }));
}

const registered = new Map<string, string>();

/**
 * Registers the registry's current releases with the federation runtime. A changed entry (a new
 * version, or a rollback) is registered with `force`, which replaces the loaded container, so the
 * next request renders the new version without a restart. A remote whose last load failed is
 * re-registered once its circuit breaker allows a retry, so a stale failure is not cached.
 */
export function syncRemotes(entries: RemoteEntry[]): void {
  const changed = entries.filter(
    (remote) => registered.get(remote.name) !== remote.entry || isRetryDue(remote.name),
  );
  if (changed.length === 0) return;
  registerRemotes(
    changed.map((remote) => ({ name: remote.name, entry: remote.entry })),
    { force: true },
  );
  for (const remote of changed) {
    registered.set(remote.name, remote.entry);
    // Half-open: the next load tries for real; a new failure opens the breaker again.
    if (isRetryDue(remote.name)) recordRemoteSuccess(remote.name);
  }
}
