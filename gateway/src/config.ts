import path from 'node:path';

export interface GatewayConfig {
  port: number;
  host: string;
  /** Folder of the SQLite store. */
  dataDir: string;
  /** Base URL clients reach the gateway at (thumbnail and record links in responses). */
  publicUrl: string;
  /** Base URL of the portal website (the `guid` of search items). */
  portalUrl: string;
  /** Default data loaded into an empty store. */
  seedDir: string;
  /** One log line per request on stdout. */
  logRequests: boolean;
  /** Processes serving requests (Node cluster); 1 = no cluster. */
  workers: number;
  /**
   * Peers whose X-Forwarded-Host/-Proto/-Prefix are believed (Express `trust proxy` syntax:
   * `loopback`, addresses, CIDR ranges); default `loopback`, the host's proxy on this machine.
   */
  trustedProxies?: string;
  /**
   * Milliseconds a client has to send a whole request, headers and body (408 after it); the
   * answer is not limited by it (http/http-server.ts).
   */
  requestTimeoutMs: number;
}

/** Ten seconds: far more than a JSON body of at most 1 MB needs, far less than Node's 300 s. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

export const DEFAULT_TRUSTED_PROXIES = 'loopback';

/** The repository root: this file lives in gateway/src (tests) or gateway/dist (built). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = integer(env.GATEWAY_PORT, 3001, 'GATEWAY_PORT', 0, 65535);
  const host = env.GATEWAY_HOST || '127.0.0.1';
  return {
    port,
    host,
    dataDir: path.resolve(env.GATEWAY_DATA_DIR || path.join(REPO_ROOT, '.var', 'gateway')),
    // Links the APIs write (`link`, `edmPreview`, `guid`) point at this gateway and at the portal
    // on their configured ports unless public URLs are given.
    publicUrl: trimSlash(env.GATEWAY_PUBLIC_URL || `http://localhost:${port}`),
    portalUrl: trimSlash(
      env.GATEWAY_PORTAL_URL || `http://localhost:${integer(env.PORT, 3000, 'PORT', 0, 65535)}`,
    ),
    seedDir: path.resolve(env.GATEWAY_SEED_DIR || path.join(REPO_ROOT, 'gateway', 'seed')),
    logRequests: (env.GATEWAY_LOG ?? 'true') !== 'false',
    workers: integer(env.GATEWAY_WORKERS, 1, 'GATEWAY_WORKERS', 1, 64),
    trustedProxies: env.GATEWAY_TRUSTED_PROXIES?.trim() || DEFAULT_TRUSTED_PROXIES,
    requestTimeoutMs: integer(
      env.GATEWAY_REQUEST_TIMEOUT,
      DEFAULT_REQUEST_TIMEOUT_MS,
      'GATEWAY_REQUEST_TIMEOUT',
      1000,
      300_000,
    ),
  };
}

function integer(
  value: string | undefined,
  fallback: number,
  name: string,
  min: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got '${value}'`);
  }
  return n;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
