#!/usr/bin/env node
// Starts the whole portal: the gateway (APIs), the release server (remote bundles) and the host
// (pages), each as its own process talking real HTTP, and prints the URL when all three answer.
// Stops them all on Ctrl-C / SIGTERM, or when one of them dies.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './portal-paths.mjs';

const port = process.env.PORT ?? '3000';
const gatewayPort = process.env.GATEWAY_PORT ?? '3001';
const releasesPort = process.env.RELEASES_PORT ?? '3002';
const env = {
  ...process.env,
  PORT: port,
  GATEWAY_PORT: gatewayPort,
  RELEASES_PORT: releasesPort,
  GATEWAY_URL: process.env.GATEWAY_URL ?? `http://127.0.0.1:${gatewayPort}`,
  RELEASES_INTERNAL_URL: process.env.RELEASES_INTERNAL_URL ?? `http://127.0.0.1:${releasesPort}`,
};

const services = [
  { name: 'gateway', script: path.join(repoRoot, 'gateway/dist/server.js'), health: `${env.GATEWAY_URL}/health` },
  { name: 'releases', script: path.join(repoRoot, 'host/bin/serve-releases.mjs'), health: `${env.RELEASES_INTERNAL_URL}/health` },
  { name: 'host', script: path.join(repoRoot, 'host/dist/server/server.js'), health: `http://127.0.0.1:${port}/health` },
];

const children = [];
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3_000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(() =>
    process.exit(code),
  );
}

for (const service of services) {
  const child = spawn(process.execPath, [service.script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${service.name}] `;
  child.stdout.on('data', (chunk) => process.stdout.write(prefixLines(prefix, chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefixLines(prefix, chunk)));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${service.name} stopped (${signal ?? code}); stopping the portal`);
      stop(1);
    }
  });
  children.push(child);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

await Promise.all(services.map((service) => waitFor(service.health, service.name)));
console.log(`\nThe portal is running at http://localhost:${port}\n`);

async function waitFor(url, name, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
  stop(1);
}

function prefixLines(prefix, chunk) {
  return chunk
    .toString()
    .split(/(?<=\n)/)
    .map((line) => (line.trim() ? prefix + line : line))
    .join('');
}
