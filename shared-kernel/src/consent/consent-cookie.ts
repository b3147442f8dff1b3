import { OPTIONAL_SERVICE_NAMES } from './consent-services';

/** The cookie that keeps the visitor's consent choice; read by the server and the browser. */
export const CONSENT_COOKIE = 'cookieConsent';
/** A choice is asked again after this long. */
export const CONSENT_MAX_AGE_DAYS = 180;

const VERSION = 'v1';

export interface ConsentChoice {
  /** Optional services the visitor allowed; required ones are always allowed. */
  allowed: string[];
}

/**
 * `v1:usageAnalytics,youTube` — the version, then the allowed optional services. Unknown names
 * are dropped; anything malformed means no choice was made yet (the banner shows again).
 */
export function parseConsentCookie(value: string | undefined | null): ConsentChoice | null {
  if (!value) return null;
  const match = /^v1:([\w,]*)$/.exec(value);
  if (!match) return null;
  const names = (match[1] ?? '').split(',').filter(Boolean);
  return { allowed: [...new Set(names.filter((name) => OPTIONAL_SERVICE_NAMES.includes(name)))] };
}

export function serializeConsentCookie(choice: ConsentChoice): string {
  const names = choice.allowed.filter((name) => OPTIONAL_SERVICE_NAMES.includes(name));
  return `${VERSION}:${[...new Set(names)].sort().join(',')}`;
}
