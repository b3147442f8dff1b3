#!/usr/bin/env node
// Runs a compiled gateway entry (dist/...), compiling first when dist is missing or older than
// any source file, so `npm run import` and `npm run bench` work straight from a checkout.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..');
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  process.stderr.write('usage: run-built.js dist/<entry>.js [args...]\n');
  process.exit(2);
}
const target = path.join(root, entry);

function newestSource(dir) {
  let newest = 0;
  for (const name of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, name.name);
    if (name.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (name.name.endsWith('.ts') && !name.name.endsWith('.test.ts'))
      newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const stale =
  !fs.existsSync(target) || fs.statSync(target).mtimeMs < newestSource(path.join(root, 'src'));
if (stale) {
  process.stderr.write('gateway: compiling (tsc -p tsconfig.build.json)…\n');
  const tsc = require.resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], {
    stdio: 'inherit',
  });
  if (result.status !== 0 && !fs.existsSync(target)) process.exit(result.status ?? 1);
  if (result.status !== 0)
    process.stderr.write('gateway: tsc reported errors; running the emitted code anyway\n');
}
// Run the entry as the main module (so its `require.main === module` checks hold).
process.argv = [process.argv[0], target, ...args];
require('node:module').runMain();
