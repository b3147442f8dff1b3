import { isLocaleCode } from '@portal/shared-kernel';
import { type PortalPath, type SitePath } from './types';

// `/portal`, then optionally any two-letter segment (the old portal's locale; the locale
// middleware deals with unsupported ones after the redirect), then nothing or `/...`.
const PORTAL_PATH = /^\/portal(?:\/([a-z]{2})(?=\/|$))?((?:\/.*)?)$/;

export function parsePortalPath(path: string): PortalPath | null {
  const match = PORTAL_PATH.exec(path);
  if (!match) return null;
  return { localeSegment: match[1] ? `/${match[1]}` : '', rest: match[2] ?? '' };
}

export function splitSiteLocale(path: string): SitePath {
  const firstSegment = path.split('/')[1];
  if (isLocaleCode(firstSegment)) {
    return { locale: firstSegment, path: path.slice(firstSegment.length + 1) || '/' };
  }
  return { locale: undefined, path };
}

export function withLocale(locale: string | undefined, path: string): string {
  return locale ? `/${locale}${path === '/' ? '' : path}` : path;
}

/** The old portal served most pages both with and without a `.html` suffix. */
export function withoutHtmlSuffix(path: string): string {
  return path.endsWith('.html') ? path.slice(0, -'.html'.length) : path;
}
