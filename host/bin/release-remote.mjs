#!/usr/bin/env node
// Publishes a remote's build as an immutable release and makes it current in the registry.
//   node host/bin/release-remote.mjs <remote folder> [--no-activate]
import path from 'node:path';
import { registryFile, releasesDir, repoRoot } from './portal-paths.mjs';
import { releaseRemote } from './releases.mjs';

//   node host/bin/release-remote.mjs --all          every remote (what `npm run build` does)
const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith('--'));
const folders = flags.includes('--all')
  ? ['mf-search', 'mf-item', 'mf-collections', 'mf-stories', 'mf-account'].map((name) =>
      path.join(repoRoot, name),
    )
  : args.filter((arg) => !arg.startsWith('--')).map((folder) => path.resolve(folder));
if (folders.length === 0) {
  console.error('usage: release-remote.mjs <remote folder>... | --all [--no-activate]');
  process.exit(2);
}
try {
  for (const folder of folders) {
    releaseRemote(folder, {
      releasesDir,
      registryFile,
      activate: !flags.includes('--no-activate'),
    });
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
