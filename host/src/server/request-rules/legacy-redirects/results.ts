import { sameSitePath } from '../local-path';
import { type LegacyQuery, type RedirectResult } from './types';

// Every target built from the request is a same-site path: `/portal//evil.example` or
// `/portal/\evil.example` must not become a protocol-relative redirect to another host.

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
  return { status: 301, path: url, query: {}, offSite: true };
}

/** 410: the page existed once and will not come back; the host renders its Gone page. */
export function gone(path: string, query: LegacyQuery): RedirectResult {
  return { status: 410, path, query };
}
