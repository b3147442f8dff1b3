// Publishing a remote's build as an immutable release, shared by the release CLI, dev mode and the
// standalone harness. The release version is the package version plus a hash of the build, so a
// folder under releases/<remote>/<version>/ never changes once written: rebuilding unchanged code
// lands in the same folder, changed code in a new one, and rolling back is pointing the registry
// back at an older folder.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { updateRegistry } from './registry-file.mjs';

/**
 * @param {string} folder the remote's package folder (holds package.json and dist/)
 * @param {{ releasesDir: string, registryFile: string, activate?: boolean, log?: (m: string) => void }} options
 * @returns {{ remote: string, version: string, created: boolean }}
 */
export function releaseRemote(
  folder,
  { releasesDir, registryFile, activate = true, log = console.log },
) {
  const pkg = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const remote = pkg.name.replace(/^@portal\//, '');
  const dist = path.join(folder, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new Error(`${remote}: no build in ${dist}; run webpack first`);
  }
  const version = `${pkg.version}-${hashTree(dist).slice(0, 10)}`;
  const target = path.join(releasesDir, remote, version);
  const created = !existsSync(target);
  if (created) {
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(dist, target, { recursive: true });
    log(`${remote}@${version} released to ${target}`);
  } else {
    log(`${remote}@${version} is already released`);
  }
  if (activate) {
    updateRegistry(registryFile, (registry) => {
      const entry = registry.remotes[remote] ?? { current: version, versions: {} };
      entry.versions[version] = `/${remote}/${version}/mf-manifest.json`;
      entry.current = version;
      registry.remotes[remote] = entry;
    });
    log(`${remote}: registry now points at ${version}`);
  }
  return { remote, version, created };
}

/** Hash of every file's relative path and content, in a stable order. */
function hashTree(root) {
  const hash = createHash('sha256');
  const walk = (directory) => {
    for (const name of readdirSync(directory).sort()) {
      const file = path.join(directory, name);
      if (statSync(file).isDirectory()) walk(file);
      else
        hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  };
  walk(root);
  return hash.digest('hex');
}
