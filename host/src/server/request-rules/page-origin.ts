import type { Request } from 'express';

/**
 * A Host header as RFC 9110 §7.2 allows it: a DNS name or an IPv4 address, or an IPv6 literal in
 * brackets, with an optional port. Anything else (spaces, markup, a path) is a bad request.
 */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * The origin a page's absolute URLs (canonical, hreflang, og:url, og:image, share links) are
 * built on: `PUBLIC_ORIGIN` when the operator set it, else the request's own, from the Host
 * header and the protocol (`X-Forwarded-Proto` from a proxy on this machine). Undefined when the
 * Host header is missing or malformed, which HTTP/1.1 answers with 400 (RFC 9112 §3.2); a proxy
 * naming a protocol other than http or https is taken to mean http.
 */
export function pageOrigin(req: Request, publicOrigin: string | undefined): string | undefined {
  if (publicOrigin) return publicOrigin;
  const host = req.get('host') ?? '';
  if (!isHost(host)) return undefined;
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host.toLowerCase()}`;
}

/** Whether a Host header (or an absolute URL's authority) names a host and port HTTP allows. */
export function isHost(host: string): boolean {
  const match = HOST.exec(host);
  return match !== null && Number(match[1] ?? 0) <= 65535;
}
