#!/usr/bin/env node
// The e2e suites drive Debian's Chromium (never a downloaded browser). On a fresh machine it is
// not there yet: as root we install it with apt-get, otherwise we say exactly what to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('--- installing Debian chromium for the e2e tests');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}
