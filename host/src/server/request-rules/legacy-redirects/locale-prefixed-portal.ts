import { found } from './results';
import { type LegacyQuery, type RedirectResult } from './types';

// `/{xx}/portal[/...]`: a locale put in front of an old portal URL. Spec §2.4 sends it with 302
// to the same path without `/portal`, query kept; no further rewriting happens in this hop.
const LOCALE_PREFIXED_PORTAL = /^\/([a-z]{2})\/portal((?:\/.*)?)$/;

export function localePrefixedPortal(path: string, query: LegacyQuery): RedirectResult | null {
  const match = LOCALE_PREFIXED_PORTAL.exec(path);
  return match ? found(`/${match[1]}${match[2] ?? ''}`, query) : null;
}
