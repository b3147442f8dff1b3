import type { Request } from 'express';

export const DEFAULT_PUBLIC_URL = 'http://localhost:3001';

/** The configured public base URL (`GATEWAY_PUBLIC_URL`), without a trailing slash. */
export function configuredPublicUrl(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.GATEWAY_PUBLIC_URL?.trim() || DEFAULT_PUBLIC_URL;
  try {
    const url = new URL(raw);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    throw new Error(`GATEWAY_PUBLIC_URL is not a URL: ${raw}`);
  }
}

/** A DNS name or IPv4 address, or an IPv6 literal in brackets, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** A host a URL can be built on: the pattern above, a port up to 65535, an IPv6 literal URL accepts. */
export function isHost(value: string): boolean {
  const match = HOST.exec(value);
  if (!match || Number(match[1] ?? 0) > 65535) return false;
  try {
    new URL(`http://${value}`);
    return true;
  } catch {
    return false;
  }
}
const PREFIX = /^(\/[\w.~-]+)*$/;

/** The request headers `publicBaseUrl` reads: a response with URLs built on them varies by them. */
export const VARY_PUBLIC_URL = 'X-Forwarded-Host, X-Forwarded-Proto, X-Forwarded-Prefix';

/**
 * The base URL a browser uses to reach this gateway, for absolute URLs in manifests, info.json
 * and entity thumbnails. Behind the host's `/api` proxy (which sets X-Forwarded-Host/-Proto) the
 * URLs must go through the proxy too: the prefix comes from X-Forwarded-Prefix, else from
 * `GATEWAY_FORWARDED_PREFIX` (default `/api`, the host's mount point). The headers count only
 * from a trusted peer (`GATEWAY_TRUSTED_PROXIES`, default loopback: the host's proxy), so a
 * client calling the gateway directly cannot put another site's name into our documents; their
 * values are validated too, so they cannot inject markup or another scheme.
 */
export function publicBaseUrl(
  req: Request,
  configured: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const origin = forwardedOrigin(req);
  if (!origin) return configured;
  const forwardedPrefix = firstValue(req.get('x-forwarded-prefix'));
  const prefix = forwardedPrefix ?? env.GATEWAY_FORWARDED_PREFIX ?? '/api';
  const cleanPrefix = prefix.replace(/\/+$/, '');
  return `${origin}${PREFIX.test(cleanPrefix) ? cleanPrefix : ''}`;
}

/**
 * The origin (scheme and host, no prefix) named by the X-Forwarded-Host/-Proto of a trusted peer,
 * or undefined when the peer is not trusted or names no host a URL can be built on. The identity
 * server's issuer is built on it (`identity/issuer.ts`), the API links on it plus the prefix.
 */
export function forwardedOrigin(req: Request): string | undefined {
  if (!fromTrustedProxy(req)) return undefined;
  const forwardedHost = firstValue(req.get('x-forwarded-host'));
  if (!forwardedHost || !isHost(forwardedHost)) return undefined;
  const proto = firstValue(req.get('x-forwarded-proto'))?.toLowerCase();
  const scheme = proto === 'https' || proto === 'http' ? proto : 'http';
  return `${scheme}://${forwardedHost}`;
}

function firstValue(header: string | undefined): string | undefined {
  const value = header?.split(',')[0]?.trim();
  return value || undefined;
}

/** Whether the peer that connected is one whose forwarding headers the app trusts. */
function fromTrustedProxy(req: Request): boolean {
  const trust = req.app?.get('trust proxy fn') as
    ((address: string, hop: number) => boolean) | undefined;
  const peer = req.socket?.remoteAddress;
  return Boolean(trust && peer && trust(peer, 0));
}
