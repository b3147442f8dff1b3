// The fixed names of sign-in that the host's server routes (server/auth-routes.ts) and the
// browser's keycloak-js session (keycloak-session.ts) must agree on. The gateway's identity
// server has the same names (gateway/src/identity/constants.ts); a real Keycloak is set up with
// them (decision 0023).

/** The realm, at `<origin>/auth/realms/<realm>` through the host's `/auth` proxy. */
export const KEYCLOAK_REALM = 'europeana';
/** The portal's public OpenID Connect client. */
export const KEYCLOAK_CLIENT_ID = 'portal';
/** Where the identity server sends the browser back after a login (no locale: spec §2.1). */
export const CALLBACK_PATH = '/account/callback';
/** The page keycloak-js loads in a hidden iframe for a `prompt=none` check. */
export const SILENT_CHECK_SSO_PATH = '/silent-check-sso.html';
