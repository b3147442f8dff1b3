/**
 * The fixed names and lifetimes of the identity server (the sign-in contract): realm `europeana`,
 * public client `portal`, Keycloak's realm paths, and Keycloak's default lifetimes.
 */
export const REALM = 'europeana';
export const CLIENT_ID = 'portal';

/** Where the realm lives, on the gateway and as the browser sees it through the host's proxy. */
export const REALM_PATH = `/auth/realms/${REALM}`;
export const OIDC_PATH = `${REALM_PATH}/protocol/openid-connect`;
/** Where the login and registration forms post (Keycloak's `login-actions`). */
export const LOGIN_ACTIONS_PATH = `${REALM_PATH}/login-actions`;

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

export const LIFETIMES = {
  /** An authorization code: single use, 60 s. */
  code: 60 * SECOND,
  accessToken: 5 * MINUTE,
  idToken: 5 * MINUTE,
  /** A refresh token, and a session without use (Keycloak's SSO Session Idle). */
  idle: 30 * MINUTE,
  /** A session at most (Keycloak's SSO Session Max). */
  session: 10 * HOUR,
  /** A login or registration form, from its display to its submission. */
  pendingLogin: 10 * MINUTE,
  /** A logout confirmation form. */
  pendingLogout: 10 * MINUTE,
} as const;

/** Failed sign-ins allowed per account and per client address in the window, then 429. */
export const RATE_LIMITS = {
  window: 15 * MINUTE,
  perAccount: 10,
  perAddress: 30,
  /** New accounts per client address per hour. */
  registrationsPerAddress: 10,
  registrationWindow: HOUR,
} as const;

export type RateLimits = { [K in keyof typeof RATE_LIMITS]: number };

export const COOKIES = {
  /** The SSO session (a secret: only its SHA-256 is stored). */
  session: 'portal_sso',
  /** `1` while signed in; readable by scripts, holds no secret. */
  signedIn: 'portal_signed_in',
  /** Binds a pending login form to the browser that asked for it (login CSRF). */
  browser: 'portal_auth_browser',
  /** The portal's remembered interface language (shared-kernel LOCALE_COOKIE). */
  locale: 'i18n_locale_code',
} as const;

/** The scopes granted: Keycloak's default client scopes; other requested scopes are ignored. */
export const SUPPORTED_SCOPES = ['openid', 'profile', 'email'] as const;

/** Roles every user has, as Keycloak gives them by default. */
export const DEFAULT_REALM_ROLES = [
  'default-roles-europeana',
  'offline_access',
  'uma_authorization',
];
export const DEFAULT_RESOURCE_ACCESS: Record<string, { roles: string[] }> = {
  account: { roles: ['manage-account', 'manage-account-links', 'view-profile'] },
};

/** Password length limits (characters): a minimum for strength, a maximum to bound work. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
