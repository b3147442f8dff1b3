// Where the portal keeps its runtime state (release folders, registry, gateway data), shared by
// the host's command-line tools.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot =
  process.env.PORTAL_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const varDir = process.env.PORTAL_VAR_DIR ?? path.join(repoRoot, '.var');
export const releasesDir = process.env.RELEASES_DIR ?? path.join(varDir, 'releases');
export const registryFile = process.env.REMOTE_REGISTRY_FILE ?? path.join(varDir, 'registry.json');
