import { redactUrl } from '../http/request-log';

/**
 * Which APIs the gateway forwards to an upstream (Europeana-class) service instead of answering
 * from its store. Same variables as the portal's API clients (contract §0):
 * `EUROPEANA_<ID>_API_URL`, `EUROPEANA_<ID>_API_KEY` (else `EUROPEANA_API_KEY`, for the APIs that
 * take one) and
 * `EUROPEANA_<ID>_API_TIMEOUT` (milliseconds, default 10 000; 3 000 for thumbnails).
 */
export const UPSTREAM_API_IDS = [
  'RECORD',
  'FULLTEXT',
  'ENTITY',
  'SET',
  'ANNOTATION',
  'RECOMMENDATION',
  'THUMBNAIL',
  'IIIF_PRESENTATION',
  'MEDIA_PROXY',
] as const;
export type UpstreamApiId = (typeof UPSTREAM_API_IDS)[number];

/**
 * The APIs the real services serve without a key (contract §0: thumbnail, full text, IIIF
 * manifests, media proxy). They get the shared `EUROPEANA_API_KEY` no more: it is a secret they
 * do not need, and an answer with no key in it needs no scrubbing (media pass through as they
 * are). Their own `EUROPEANA_<ID>_API_KEY` is still sent when set.
 */
const KEYLESS_APIS: ReadonlySet<UpstreamApiId> = new Set([
  'THUMBNAIL',
  'FULLTEXT',
  'IIIF_PRESENTATION',
  'MEDIA_PROXY',
]);

/**
 * The APIs whose answers are media (images, downloads): only their binary answers pass through
 * unscrubbed. The others answer JSON, XML or RDF; a body they label binary is scrubbed all the
 * same, as its label cannot be trusted to keep the key out of it.
 */
const MEDIA_APIS: ReadonlySet<UpstreamApiId> = new Set(['THUMBNAIL', 'MEDIA_PROXY']);

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * Thumbnails fall back to the store when the upstream fails: a page of fifty of them must not
 * wait 10 s each for a hanging upstream before that. `EUROPEANA_THUMBNAIL_API_TIMEOUT` still wins.
 */
const DEFAULT_TIMEOUT_MS: Partial<Record<UpstreamApiId, number>> = { THUMBNAIL: 3_000 };

export interface UpstreamTarget {
  id: UpstreamApiId;
  /** Base URL without a trailing slash, e.g. `https://api.europeana.eu/entity`. */
  url: URL;
  /** Sent as `wskey`; never logged. */
  key?: string;
  timeoutMs: number;
  /** Whether its answers may be media (binary bodies that stream as they are). */
  servesMedia: boolean;
}

export type UpstreamConfig = Partial<Record<UpstreamApiId, UpstreamTarget>>;

/** Reads the upstream settings; a malformed URL or timeout stops the start with a clear message. */
export function readUpstreamConfig(env: NodeJS.ProcessEnv = process.env): UpstreamConfig {
  const config: UpstreamConfig = {};
  for (const id of UPSTREAM_API_IDS) {
    const target = upstreamTarget(id, env);
    if (target) config[id] = target;
  }
  return config;
}

export function upstreamTarget(
  id: UpstreamApiId,
  env: NodeJS.ProcessEnv = process.env,
): UpstreamTarget | undefined {
  const raw = env[`EUROPEANA_${id}_API_URL`]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // The start-up log is no place for a key given in the URL (`?wskey=…`).
    throw new Error(`EUROPEANA_${id}_API_URL is not a URL: ${redactUrl(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`EUROPEANA_${id}_API_URL must be an http(s) URL`);
  }
  url.pathname = url.pathname.replace(/\/+$/, '');
  url.search = '';
  url.hash = '';
  const shared = KEYLESS_APIS.has(id) ? undefined : env.EUROPEANA_API_KEY;
  const key = (env[`EUROPEANA_${id}_API_KEY`] ?? shared)?.trim() || undefined;
  const timeoutText = env[`EUROPEANA_${id}_API_TIMEOUT`]?.trim();
  const timeoutMs = timeoutText
    ? Number(timeoutText)
    : (DEFAULT_TIMEOUT_MS[id] ?? DEFAULT_UPSTREAM_TIMEOUT_MS);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`EUROPEANA_${id}_API_TIMEOUT must be a positive number of milliseconds`);
  }
  return { id, url, key, timeoutMs, servesMedia: MEDIA_APIS.has(id) };
}
