// Launches the whole portal: the gateway (APIs), the release server (remote bundles) and the host
// (pages), each as its own process talking real HTTP. Used by `npm start`, by the integration and
// e2e tests, and by the benchmark.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './portal-paths.mjs';

/**
 * @param {{ port?: number|string, gatewayPort?: number|string, releasesPort?: number|string,
 *           env?: Record<string,string>, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, gatewayUrl: string, stop: () => Promise<void>, exited: Promise<number> }>}
 */
export async function launchPortal(options = {}) {
  const port = String(options.port ?? process.env.PORT ?? 3000);
  const gatewayPort = String(options.gatewayPort ?? process.env.GATEWAY_PORT ?? 3001);
  const releasesPort = String(options.releasesPort ?? process.env.RELEASES_PORT ?? 3002);
  const log = options.log ?? ((line) => process.stdout.write(line));
  const env = {
    ...process.env,
    ...options.env,
    PORT: port,
    GATEWAY_PORT: gatewayPort,
    RELEASES_PORT: releasesPort,
    GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
    RELEASES_INTERNAL_URL: `http://127.0.0.1:${releasesPort}`,
  };
  const backends = [
    { name: 'gateway', script: 'gateway/dist/server.js', health: `${env.GATEWAY_URL}/health` },
    {
      name: 'releases',
      script: 'host/bin/serve-releases.mjs',
      health: `${env.RELEASES_INTERNAL_URL}/health`,
    },
  ];
  const host = {
    name: 'host',
    script: 'host/dist/server/server.js',
    health: `http://127.0.0.1:${port}/health`,
  };

  const children = [];
  const pids = {};
  let stopping = false;
  let resolveExit;
  const exited = new Promise((resolve) => (resolveExit = resolve));

  const stop = async (code = 0) => {
    if (!stopping) {
      stopping = true;
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
              child.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              child.kill('SIGTERM');
            }),
        ),
      );
      resolveExit(code);
    }
    return exited;
  };

  const start = (service) => {
    const child = spawn(process.execPath, [path.join(repoRoot, service.script)], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${service.name}] `;
    child.stdout.on('data', (chunk) => log(prefixLines(prefix, chunk)));
    child.stderr.on('data', (chunk) => log(prefixLines(prefix, chunk)));
    child.on('exit', (code, signal) => {
      if (!stopping) {
        log(`${service.name} stopped (${signal ?? code}); stopping the portal\n`);
        void stop(1);
      }
    });
    children.push(child);
    pids[service.name] = child.pid;
    return waitFor(service.health, service.name, () => stopping);
  };

  // The host starts once the gateway and the release server answer: on a first start the gateway
  // seeds its store for a while, and a host already listening would answer every page with a 502.
  try {
    await Promise.all(backends.map(start));
    await start(host);
  } catch (error) {
    await stop(1);
    throw error;
  }
  return {
    url: `http://localhost:${port}`,
    gatewayUrl: env.GATEWAY_URL,
    pids,
    stop: () => stop(0),
    exited,
  };
}

async function waitFor(url, name, stopped, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (stopped()) throw new Error(`${name} stopped before answering ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function prefixLines(prefix, chunk) {
  return chunk
    .toString()
    .split(/(?<=\n)/)
    .map((line) => (line.trim() ? prefix + line : line))
    .join('');
}
