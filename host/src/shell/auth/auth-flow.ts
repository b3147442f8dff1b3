// The part of sign-in that every page carries: deciding whether keycloak-js is worth loading at
// all, and the login flow flag. Kept apart from keycloak-session.ts so that anonymous visitors
// never download keycloak-js (first-load budget).

/** Set by the identity server while an SSO session lives; holds no secret (auth contract). */
export const SIGNED_IN_COOKIE = 'portal_signed_in';

/** Session storage key of the login flow flag: the product prefix, a dot, the name (spec §3). */
export const AUTH_FLOW_KEY = 'europeana.authFlow';

/** What the visitor set out to do before leaving for the identity server (spec §4). */
export type AuthFlow = 'login' | 'logout';

/**
 * Whether to load keycloak-js on this page: an SSO session may exist (the cookie), or the
 * identity server has just sent the visitor back with the answer of a login in the fragment.
 */
export function shouldCheckSignIn(signedInCookie: boolean, hash: string): boolean {
  if (signedInCookie) return true;
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return fragment.has('state') && (fragment.has('code') || fragment.has('error'));
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the toasts after login or logout are lost.
    return null;
  }
}

/** Remembers, for the page the visitor comes back to, that a login or logout was started. */
export function rememberAuthFlow(flow: AuthFlow): void {
  try {
    sessionStorageOrNull()?.setItem(AUTH_FLOW_KEY, flow);
  } catch {
    // A full storage only costs the toast.
  }
}

/** The flag a login or logout left, cleared as it is read (it is for one page only). */
export function takeAuthFlow(): AuthFlow | null {
  const storage = sessionStorageOrNull();
  const value = storage?.getItem(AUTH_FLOW_KEY) ?? null;
  if (value !== null) storage?.removeItem(AUTH_FLOW_KEY);
  return value === 'login' || value === 'logout' ? value : null;
}
