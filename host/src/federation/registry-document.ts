import { REMOTE_NAMES, type RemoteName } from '../routes/route-table';

/**
 * The remote registry (ARCHITECTURE.md): which version of each remote is live, and where each
 * released version's manifest is. Rolling back is pointing `current` back at an older version.
 *
 * {
 *   "remotes": {
 *     "mf-search": { "current": "0.1.0", "versions": { "0.1.0": "/mf-search/0.1.0/mf-manifest.json" } }
 *   }
 * }
 *
 * Manifest URLs may be absolute or relative to the release server's base URL.
 */
export interface RegistryDocument {
  remotes: Partial<Record<RemoteName, { current: string; versions: Record<string, string> }>>;
}

/** One remote as a page renders it. */
export interface RemoteRelease {
  remote: RemoteName;
  version: string;
  /** Manifest path or URL as the registry holds it. */
  manifest: string;
}

export class RegistryError extends Error {
  override readonly name = 'RegistryError';
}

/** Validates a parsed registry document and lists the current release of every remote. */
export function currentReleases(document: unknown): RemoteRelease[] {
  if (!document || typeof document !== 'object' || !('remotes' in document)) {
    throw new RegistryError('Registry must be an object with "remotes"');
  }
  const remotes = (document as RegistryDocument).remotes;
  if (!remotes || typeof remotes !== 'object')
    throw new RegistryError('"remotes" must be an object');

  const releases: RemoteRelease[] = [];
  for (const [remote, entry] of Object.entries(remotes)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(remote)) {
      throw new RegistryError(`Unknown remote "${remote}"`);
    }
    if (!entry || typeof entry.current !== 'string' || typeof entry.versions !== 'object') {
      throw new RegistryError(`Remote "${remote}" needs "current" and "versions"`);
    }
    const manifest = entry.versions[entry.current];
    if (typeof manifest !== 'string' || !manifest) {
      throw new RegistryError(`Remote "${remote}" has no manifest for version ${entry.current}`);
    }
    releases.push({ remote: remote as RemoteName, version: entry.current, manifest });
  }
  return releases;
}

/** Resolves a registry manifest reference against a release server base URL. */
export function manifestUrl(manifest: string, base: string): string {
  if (/^https?:\/\//.test(manifest)) return manifest;
  return `${base.replace(/\/+$/, '')}/${manifest.replace(/^\/+/, '')}`;
}
