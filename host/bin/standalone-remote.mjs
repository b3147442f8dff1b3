#!/usr/bin/env node
// A remote on its own, for the team that owns it: builds it in watch mode into a private release
// folder whose registry lists only this remote, and runs gateway + release server + host on that
// registry. The remote's pages work inside the shell; pages of other remotes show the
// "unavailable" panel, exactly as they would if those remotes were down.
//   npm run standalone -w @portal/mf-search
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { launchPortal } from './portal-launcher.mjs';
import { releaseRemote } from './releases.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const folder = path.resolve(process.argv[2] ?? '.');
const remote = path.basename(folder);
const harnessDir = path.join(folder, '.standalone');
const releasesDir = path.join(harnessDir, 'releases');
const registryFile = path.join(harnessDir, 'registry.json');
rmSync(registryFile, { force: true });
mkdirSync(releasesDir, { recursive: true });

let portal;
const compiler = webpack(
  require(path.join(folder, 'webpack.config.js'))(undefined, { mode: 'development' }),
);
compiler.watch({ aggregateTimeout: 300 }, async (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(`${remote}: build failed\n${error?.message ?? stats.toString('errors-only')}`);
    return;
  }
  releaseRemote(folder, { releasesDir, registryFile });
  if (!portal) {
    portal = await launchPortal({
      env: { RELEASES_DIR: releasesDir, REMOTE_REGISTRY_FILE: registryFile },
    });
    console.log(`\n${remote} runs standalone at ${portal.url}\n`);
  }
});

process.on('SIGINT', async () => {
  await portal?.stop();
  process.exit(0);
});
