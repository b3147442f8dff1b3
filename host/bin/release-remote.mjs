#!/usr/bin/env node
// Publishes a remote's build as an immutable release and makes it current in the registry.
//   node host/bin/release-remote.mjs <remote folder> [--no-activate]
// The release version is the package version plus a hash of the build, so a folder under
// releases/<remote>/<version>/ never changes once written: rebuilding unchanged code lands in the
// same folder, changed code in a new one, and rolling back is pointing the registry back.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { registryFile, releasesDir } from './portal-paths.mjs';
import { readRegistry, writeRegistry } from './registry-file.mjs';

const [folderArg, ...flags] = process.argv.slice(2);
if (!folderArg) {
  console.error('usage: release-remote.mjs <remote folder> [--no-activate]');
  process.exit(2);
}
const folder = path.resolve(folderArg);
const pkg = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
const remote = pkg.name.replace(/^@portal\//, '');
const dist = path.join(folder, 'dist');
if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
  console.error(`${remote}: no build in ${dist}; run webpack first`);
  process.exit(1);
}

const version = `${pkg.version}-${hashTree(dist).slice(0, 10)}`;
const target = path.join(releasesDir, remote, version);
if (existsSync(target)) {
  console.log(`${remote}@${version} is already released`);
} else {
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(dist, target, { recursive: true });
  console.log(`${remote}@${version} released to ${path.relative(process.cwd(), target)}`);
}

if (!flags.includes('--no-activate')) {
  const registry = readRegistry(registryFile);
  const entry = registry.remotes[remote] ?? { current: version, versions: {} };
  entry.versions[version] = `/${remote}/${version}/mf-manifest.json`;
  entry.current = version;
  registry.remotes[remote] = entry;
  writeRegistry(registryFile, registry);
  console.log(`${remote}: registry now points at ${version}`);
}

/** Hash of every file's relative path and content, in a stable order. */
function hashTree(root) {
  const hash = createHash('sha256');
  const walk = (directory) => {
    for (const name of readdirSync(directory).sort()) {
      const file = path.join(directory, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  };
  walk(root);
  return hash.digest('hex');
}
