import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_SERVICES,
  serializeConsentCookie,
  type ConsentChoice,
} from '@portal/shared-kernel';
import { setCookie } from '../browser-cookies';

/** Cookie names (with `*` wildcards) kept by services the visitor did not allow. */
export function refusedCookiePatterns(allowed: readonly string[]): string[] {
  return CONSENT_SERVICES.filter(
    (service) => !service.required && !allowed.includes(service.name),
  ).flatMap((service) => service.cookies ?? []);
}

export function matchesCookiePattern(name: string, pattern: string): boolean {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}

/**
 * Stores the choice in its cookie (the server reads it for the next page) and removes cookies of
 * services the visitor refused (spec §9: the stored choice is respected in the browser).
 */
export function persistConsent(choice: ConsentChoice, doc: Document = document): void {
  setCookie(CONSENT_COOKIE, serializeConsentCookie(choice), CONSENT_MAX_AGE_DAYS);
  const refused = refusedCookiePatterns(choice.allowed);
  for (const part of doc.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name && refused.some((pattern) => matchesCookiePattern(name, pattern))) {
      doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
    }
  }
}
