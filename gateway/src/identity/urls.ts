import type { Request } from 'express';
import { forwardedOrigin, isHost } from '../apis/iiif/public-url';
import { REALM_PATH } from './constants';

/**
 * The origin the browser sees: the X-Forwarded-Host/-Proto of a trusted peer (the host's `/auth`
 * proxy), decided exactly as `publicBaseUrl` does but without its `/api` prefix; else the
 * request's own Host (protocol from Express, which believes X-Forwarded-Proto of trusted peers
 * only). A Host no URL can be built on gives undefined: the request is refused (400).
 */
export function publicOrigin(req: Request): string | undefined {
  const forwarded = forwardedOrigin(req);
  const host = req.get('host');
  const candidate =
    forwarded ??
    (host && isHost(host) ? `${req.protocol === 'https' ? 'https' : 'http'}://${host}` : undefined);
  if (!candidate) return undefined;
  try {
    // Lower-cased host, default port dropped: the form redirect URIs are compared in.
    return new URL(candidate).origin;
  } catch {
    return undefined;
  }
}

/** `<public origin>/auth/realms/europeana`. */
export const issuerOf = (origin: string): string => `${origin}${REALM_PATH}`;

/** A URL as given, if it is absolute, canonical (as `URL` writes it) and of `origin`. */
function sameOriginUrl(value: string, origin: string): URL | undefined {
  if (value.length > 2048 || /[\s\\#]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.username || url.password || url.href !== value) return undefined;
  return url;
}

/**
 * The redirect URIs of client `portal` (the contract): `<origin>/account/callback` with any query
 * and `<origin>/silent-check-sso.html`, on the issuer's origin only, compared as written (no
 * normalisation a browser would undo, no fragment, no credentials).
 */
export function isAllowedRedirectUri(value: string, origin: string): boolean {
  const url = sameOriginUrl(value, origin);
  if (!url) return false;
  return (
    url.pathname === '/account/callback' ||
    (url.pathname === '/silent-check-sso.html' && !url.search)
  );
}

/** Where a logout may return: any page of the issuer's origin (a local path, no fragment). */
export function isAllowedPostLogoutUri(value: string, origin: string): boolean {
  const url = sameOriginUrl(value, origin);
  return Boolean(url && url.pathname.startsWith('/') && !url.pathname.startsWith('//'));
}

/** `uri` with `params` added to its query or fragment. */
export function withParams(
  uri: string,
  params: Record<string, string | undefined>,
  mode: 'query' | 'fragment',
): string {
  const encoded = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) encoded.append(name, value);
  const text = encoded.toString();
  if (mode === 'fragment') return `${uri}#${text}`;
  return `${uri}${uri.includes('?') ? '&' : '?'}${text}`;
}
