import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_GATEWAY_URL, parseOriginList } from '@portal/shared-kernel';
import {
  parseNotificationBanner,
  type NotificationBannerName,
} from '../shell/notifications/notification-banners';

/** Everything the host reads from its environment, in one place. */
export interface HostConfig {
  port: number;
  host: string;
  /** Server processes (Node cluster workers sharing the port); 1 = no cluster. */
  workers: number;
  /** The gateway, as the server reaches it (APIs and the `/api` proxy). */
  gatewayUrl: string;
  /**
   * What the `/auth` proxy passes to (`/auth/<path>` -> `<authUrl>/<path>`): the identity server
   * at Keycloak's paths, `<authUrl>/realms/europeana/...`. `AUTH_URL`; by default the gateway's
   * own (`<gatewayUrl>/auth`), a Keycloak by configuration.
   */
  authUrl: string;
  /** The release server, as this server reaches it (manifests, Node entries, chunks). */
  releasesInternalUrl: string;
  /** The release server, as the browser reaches it: by default the same-origin `/releases` proxy. */
  releasesPublicUrl: string;
  registryFile: string;
  /** The host's own browser bundle. */
  clientDir: string;
  /** Public origin for canonical URLs; default: from the request. */
  publicOrigin?: string;
  /** Origins allowed in `X-Europeana-*-Api-Url` override headers. */
  apiOverrideOrigins: string[];
  features: Record<string, boolean>;
  /** Site-wide banner switched on by the operator (`NOTIFICATION_BANNER`), if any. */
  notificationBanner: NotificationBannerName | null;
  env: Record<string, string | undefined>;
}

const FEATURE_FLAGS = ['jiraServiceDeskFeedbackForm', 'manageApiKeys'] as const;

/** The repository root: the nearest folder above the running code that holds lerna.json. */
export function repoRoot(start = __dirname): string {
  if (process.env.PORTAL_ROOT) return process.env.PORTAL_ROOT;
  let directory = start;
  while (!existsSync(path.join(directory, 'lerna.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) return process.cwd();
    directory = parent;
  }
  return directory;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): HostConfig {
  const root = env.PORTAL_ROOT ?? repoRoot();
  const varDir = env.PORTAL_VAR_DIR ?? path.join(root, '.var');
  const gatewayUrl = env.GATEWAY_URL ?? DEFAULT_GATEWAY_URL;
  return {
    port: parsePort(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    workers: parseWorkers(env.HOST_WORKERS),
    gatewayUrl,
    authUrl: withoutTrailingSlash(env.AUTH_URL || `${withoutTrailingSlash(gatewayUrl)}/auth`),
    releasesInternalUrl: env.RELEASES_INTERNAL_URL ?? 'http://127.0.0.1:3002',
    releasesPublicUrl: env.RELEASES_PUBLIC_URL ?? '/releases',
    registryFile: env.REMOTE_REGISTRY_FILE ?? path.join(varDir, 'registry.json'),
    clientDir: env.HOST_CLIENT_DIR ?? path.join(root, 'host', 'dist', 'client'),
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    apiOverrideOrigins: parseOriginList(env.EUROPEANA_API_URL_OVERRIDE_ORIGINS),
    features: Object.fromEntries(
      FEATURE_FLAGS.map((flag) => [
        flag,
        /^(1|true|yes|on)$/i.test(env[featureEnvName(flag)] ?? ''),
      ]),
    ),
    notificationBanner: parseNotificationBanner(env.NOTIFICATION_BANNER),
    env,
  };
}

/** `manageApiKeys` -> `FEATURE_MANAGE_API_KEYS` */
export function featureEnvName(flag: string): string {
  return `FEATURE_${flag.replace(/([A-Z])/g, '_$1').toUpperCase()}`;
}

/**
 * HOST_WORKERS: a whole number of processes (1-64), or `auto` for one per available core.
 * Anything else stops the start with a clear message rather than quietly running one process.
 */
export function parseWorkers(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  if (value.trim() === 'auto') return availableParallelism();
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new Error(`HOST_WORKERS must be a whole number from 1 to 64, or "auto" (got "${value}")`);
  }
  return workers;
}

/** `http://keycloak:8080/auth/` -> `http://keycloak:8080/auth`: the proxy appends `/<path>`. */
function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function parsePort(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : fallback;
}
