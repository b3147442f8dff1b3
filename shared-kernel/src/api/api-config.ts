/**
 * Where each upstream API lives. Every API has an id; its base URL and key come from the
 * environment as `EUROPEANA_<ID>_API_URL` / `EUROPEANA_<ID>_API_KEY` (ID in SCREAMING_SNAKE), the
 * names the Europeana portal uses, so pointing the portal at the real services is configuration.
 * The default is the portal's own gateway. In the browser every API is reached through the host's
 * same-origin `/api` proxy, so no key or upstream address ever reaches the browser.
 */
export const API_IDS = [
  'record',
  'entity',
  'entityManagement',
  'set',
  'annotation',
  'recommendation',
  'thumbnail',
  'iiifPresentation',
  'mediaProxy',
  'fulltext',
  // The portal's static pages (about us, help, rights, ...): the gateway's own API, no Europeana one.
  'content',
] as const;

export type ApiId = (typeof API_IDS)[number];

/** The path each API has on the gateway (and under `/api` in the browser). */
export const API_PATHS: Record<ApiId, string> = {
  record: '/record',
  entity: '/entity',
  entityManagement: '/entity',
  set: '/set',
  annotation: '/annotation',
  recommendation: '/recommend',
  thumbnail: '/thumbnail/v3',
  iiifPresentation: '/presentation',
  mediaProxy: '/media',
  fulltext: '/fulltext',
  content: '/content',
};

export interface ApiEndpoint {
  url: string;
  key?: string;
}

export type ApiEndpoints = Record<ApiId, ApiEndpoint>;

export const DEFAULT_GATEWAY_URL = 'http://127.0.0.1:3001';
/** The same-origin prefix the host proxies to the gateway. */
export const BROWSER_API_PREFIX = '/api';

/** `entityManagement` -> `ENTITY_MANAGEMENT` */
export function envIdOf(id: ApiId): string {
  return id.replace(/([A-Z])/g, '_$1').toUpperCase();
}

/** `entityManagement` -> `X-Europeana-Entity-Management-Api-Url` (per-request override header). */
export function overrideHeaderOf(id: ApiId): string {
  const kebab = id.replace(/([A-Z])/g, '-$1').toLowerCase();
  const title = kebab.replace(
    /(^|-)([a-z])/g,
    (_m, dash: string, c: string) => dash + c.toUpperCase(),
  );
  return `X-Europeana-${title}-Api-Url`;
}

/**
 * APIs whose URLs end up in the page itself (image sources, download links, viewer manifests):
 * the browser fetches them, so even on the server their default is the public same-origin path.
 */
export const BROWSER_FACING_APIS: readonly ApiId[] = [
  'thumbnail',
  'mediaProxy',
  'iiifPresentation',
];

type Env = Record<string, string | undefined>;

/** Server side: each API from its environment variables, else the gateway. */
export function serverApiEndpoints(env: Env, gatewayUrl = env.GATEWAY_URL ?? DEFAULT_GATEWAY_URL) {
  const endpoints = {} as ApiEndpoints;
  for (const id of API_IDS) {
    const envId = envIdOf(id);
    const base = BROWSER_FACING_APIS.includes(id)
      ? BROWSER_API_PREFIX
      : gatewayUrl.replace(/\/+$/, '');
    const url = env[`EUROPEANA_${envId}_API_URL`] || `${base}${API_PATHS[id]}`;
    const key = env[`EUROPEANA_${envId}_API_KEY`] || env.EUROPEANA_API_KEY || undefined;
    endpoints[id] = key ? { url, key } : { url };
  }
  return endpoints;
}

/**
 * Browser side: the host's same-origin proxy and no keys, except that browser-facing APIs keep
 * the public URLs the server rendered with (`publicUrls`), so the hydrated page shows the same
 * images.
 */
export function browserApiEndpoints(
  publicUrls: Partial<Record<ApiId, string>> = {},
  prefix = BROWSER_API_PREFIX,
): ApiEndpoints {
  const endpoints = {} as ApiEndpoints;
  for (const id of API_IDS) endpoints[id] = { url: publicUrls[id] ?? `${prefix}${API_PATHS[id]}` };
  return endpoints;
}

/** The browser-facing URLs to hand to the browser (no keys). */
export function publicApiUrls(endpoints: ApiEndpoints): Partial<Record<ApiId, string>> {
  const urls: Partial<Record<ApiId, string>> = {};
  for (const id of BROWSER_FACING_APIS) urls[id] = endpoints[id].url;
  return urls;
}

/**
 * The Record API that media proxy links name (`recordApiUrl`, contract §6), as the Europeana
 * portal names its own: only when the media proxy is an outside service
 * (`EUROPEANA_MEDIA_PROXY_API_URL`) and the records come from a Record API configured by URL,
 * which that service has to reach anyway. Otherwise none: the gateway's own proxy reads the record
 * from its store; the gateway's Record API has an internal address (kept out of the page), and
 * Europeana's proxy refuses a Record API it does not know with a 403, while without one it uses
 * its default, so a gateway forwarding `/media` upstream keeps working.
 */
export function mediaProxyRecordApiUrl(env: Env): string | undefined {
  const absolute = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : '');
  if (!absolute(env.EUROPEANA_MEDIA_PROXY_API_URL)) return undefined;
  return absolute(env.EUROPEANA_RECORD_API_URL).replace(/\/+$/, '') || undefined;
}

/**
 * Applies per-request URL overrides (`X-Europeana-<Id>-Api-Url` headers, spec §7). Because a URL
 * from a request header would otherwise let anyone make the server call any address, an override
 * is only taken when its origin is in `allowedOrigins` (env `EUROPEANA_API_URL_OVERRIDE_ORIGINS`).
 */
export function applyUrlOverrides(
  endpoints: ApiEndpoints,
  headers: Record<string, string | string[] | undefined>,
  allowedOrigins: readonly string[],
): ApiEndpoints {
  if (allowedOrigins.length === 0) return endpoints;
  const result = { ...endpoints };
  for (const id of API_IDS) {
    const raw = headers[overrideHeaderOf(id).toLowerCase()];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (!value) continue;
    let origin: string;
    try {
      origin = new URL(value).origin;
    } catch {
      continue;
    }
    if (allowedOrigins.includes(origin)) result[id] = { ...endpoints[id], url: value };
  }
  return result;
}

export function parseOriginList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        return [new URL(entry).origin];
      } catch {
        return [];
      }
    });
}
