import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LaunchedPortal, LaunchOptions } from '../../host/bin/portal-launcher.d.mts';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface PortalOptions {
  port: number;
  gatewayPort: number;
  releasesPort: number;
  /** Extra environment (a different registry file, feature flags...). */
  env?: Record<string, string>;
}

export interface RunningPortal {
  url: string;
  gatewayUrl: string;
  /** The gateway's GATEWAY_DATA_DIR (accounts, sets, store), for the accounts CLI. */
  gatewayDataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the whole portal the way `npm start` does (gateway, release server and host as separate
 * processes), on its own ports and with a fresh gateway data directory, from the builds made by
 * `npm run build`. `stop()` removes the data directory.
 */
export async function startPortal(options: PortalOptions): Promise<RunningPortal> {
  const launcher = (await import(
    pathToFileURL(path.join(REPO_ROOT, 'host/bin/portal-launcher.mjs')).href
  )) as { launchPortal(options: LaunchOptions): Promise<LaunchedPortal> };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  let output = '';
  try {
    const portal = await launcher.launchPortal({
      port: options.port,
      gatewayPort: options.gatewayPort,
      releasesPort: options.releasesPort,
      env: {
        GATEWAY_DATA_DIR: path.join(dataDir, 'gateway'),
        GATEWAY_PUBLIC_URL: `http://127.0.0.1:${options.gatewayPort}`,
        GATEWAY_LOG: 'false',
        HOST_ACCESS_LOG: 'off',
        ...options.env,
      },
      log: (line) => {
        output += line;
        if (process.env.PORTAL_E2E_LOG) process.stdout.write(line);
      },
    });
    return {
      url: portal.url,
      gatewayUrl: portal.gatewayUrl,
      gatewayDataDir: path.join(dataDir, 'gateway'),
      // The data directory goes with the portal: each run made a 20 MB store in /tmp and kept it.
      stop: async () => {
        await portal.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${output}`);
  }
}
