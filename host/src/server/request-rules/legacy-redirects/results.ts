import { type LegacyQuery, type RedirectResult } from './types';

// A path starting with two slashes (or a slash and a backslash) is read by browsers as
// protocol-relative, i.e. another host: `/portal//evil.example` must not become an open redirect.
const PROTOCOL_RELATIVE_START = /^[/\\]{2,}/;

function sameSitePath(path: string): string {
  return path.replace(PROTOCOL_RELATIVE_START, '/') || '/';
}

/** 301: the default for legacy URLs (spec §9). */
export function movedPermanently(path: string, query: LegacyQuery): RedirectResult {
  return { status: 301, path: sameSitePath(path), query };
}

/** 302: the locale-prefixed /portal, the explore listings and the rebuilt search (spec §2.4, §9). */
export function found(path: string, query: LegacyQuery): RedirectResult {
  return { status: 302, path: sameSitePath(path), query };
}

/** An absolute URL on another site; the request query means nothing there, so it is dropped. */
export function movedPermanentlyOffSite(url: string): RedirectResult {
  return { status: 301, path: url, query: {} };
}

/** 410: the page existed once and will not come back; the host renders its Gone page. */
export function gone(path: string, query: LegacyQuery): RedirectResult {
  return { status: 410, path, query };
}
