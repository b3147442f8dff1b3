#!/usr/bin/env node
// Dev mode: rebuilds remotes on change and publishes each new build as a release, which the
// running host picks up on its next request (no restart); rebuilds the host and restarts it.
//   npm run dev                  all remotes and the host
//   npm run dev -- mf-search     only mf-search (others keep their current release)
import path from 'node:path';
import { createRequire } from 'node:module';
import { launchPortal } from './portal-launcher.mjs';
import { registryFile, releasesDir, repoRoot } from './portal-paths.mjs';
import { releaseRemote } from './releases.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const REMOTES = ['mf-search', 'mf-item', 'mf-collections', 'mf-stories', 'mf-account'];
const selected = process.argv.slice(2).filter((name) => REMOTES.includes(name));
const remotes = selected.length ? selected : REMOTES;
const watchHost = selected.length === 0;

let portal;
let restarting = Promise.resolve();

function watch(folder, onBuilt) {
  const configs = require(path.join(folder, 'webpack.config.js'))(undefined, {
    mode: 'development',
  });
  const compiler = webpack(configs);
  compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
    if (error || stats.hasErrors()) {
      console.error(
        `${path.basename(folder)}: build failed\n${error?.message ?? stats.toString('errors-only')}`,
      );
      return;
    }
    onBuilt();
  });
}

for (const remote of remotes) {
  const folder = path.join(repoRoot, remote);
  watch(folder, () => releaseRemote(folder, { releasesDir, registryFile }));
}
if (watchHost) {
  let first = true;
  watch(path.join(repoRoot, 'host'), () => {
    restarting = restarting.then(async () => {
      if (portal && !first) {
        console.log('host rebuilt: restarting the portal');
        await portal.stop();
      }
      first = false;
      portal = await launchPortal();
      console.log(`\nThe portal is running at ${portal.url} (dev mode)\n`);
    });
  });
} else {
  portal = await launchPortal();
  console.log(`\nThe portal is running at ${portal.url} (dev mode: ${remotes.join(', ')})\n`);
}

process.on('SIGINT', async () => {
  await portal?.stop();
  process.exit(0);
});
