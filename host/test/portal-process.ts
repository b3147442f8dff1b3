import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface TestPortal {
  url: string;
  gatewayUrl: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Runs `npm start`'s launcher on test ports with a fresh gateway data directory, removed by `stop`. */
export async function startTestPortal(
  basePort: number,
  env: Record<string, string> = {},
): Promise<TestPortal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-it-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'host/bin/start-portal.mjs')],
    {
      env: {
        ...process.env,
        PORT: String(basePort),
        GATEWAY_PORT: String(basePort + 1),
        RELEASES_PORT: String(basePort + 2),
        GATEWAY_DATA_DIR: path.join(dataDir, 'gateway'),
        GATEWAY_LOG: 'false',
        HOST_ACCESS_LOG: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (!output.includes('The portal is running')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`portal did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://127.0.0.1:${basePort}`,
    gatewayUrl: `http://127.0.0.1:${basePort + 1}`,
    output: () => output,
    // The data directory goes with the portal (each run left a 20 MB store in /tmp).
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
