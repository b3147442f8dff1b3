// Loaded on demand (see use-auth-session.ts): the only module that imports keycloak-js, so it
// lands in a chunk of its own that anonymous visitors never download.
import { reaction } from 'mobx';
import Keycloak, { type KeycloakInitOptions, type KeycloakTokenParsed } from 'keycloak-js';
import {
  LOGOUT_EVENT,
  safeRedirect,
  type AuthActions,
  type AuthRequest,
  type AuthStore,
  type AuthUser,
  type LocaleCode,
} from '@portal/shared-kernel';
import { setCookie } from '../browser-cookies';
import { rememberAuthFlow, SIGNED_IN_COOKIE } from './auth-flow';
import {
  CALLBACK_PATH,
  KEYCLOAK_CLIENT_ID,
  KEYCLOAK_REALM,
  SILENT_CHECK_SSO_PATH,
} from './auth-names';

/** An SSO session lasts at most 10 hours (Keycloak's default, and our identity server's). */
const SESSION_MAX_DAYS = 10 / 24;

/**
 * The signed-in hint for the next pages, kept by the browser too: our identity server sets it,
 * a real Keycloak does not, and without it a reload would not check the session. A stale hint
 * costs one silent check, which then clears it.
 */
function rememberSignedIn(signedIn: boolean): void {
  setCookie(SIGNED_IN_COOKIE, signedIn ? '1' : '', signedIn ? SESSION_MAX_DAYS : 0);
}

/** The token is refreshed this long before it expires, so no request goes out with a stale one. */
export const REFRESH_MARGIN_SECONDS = 30;

/** The user as the access token describes it (what the auth store keeps). */
export function userFromToken(token: KeycloakTokenParsed | undefined): AuthUser | null {
  if (!token || typeof token.sub !== 'string' || !token.sub) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const user: AuthUser = { sub: token.sub };
  const name = text(token.name);
  const username = text(token.preferred_username);
  const email = text(token.email);
  const scope = text(token.scope);
  if (name) user.name = name;
  if (username) user.preferred_username = username;
  if (email) user.email = email;
  if (scope) user.scope = scope.split(' ').filter(Boolean);
  if (token.resource_access) {
    const access: Record<string, { roles: string[] }> = {};
    for (const [client, entry] of Object.entries(token.resource_access)) {
      if (Array.isArray(entry?.roles)) access[client] = { roles: entry.roles.map(String) };
    }
    user.resource_access = access;
  }
  return user;
}

/**
 * keycloak-js for one page: the silent sign-in check, the token in the auth store kept fresh,
 * and the login, sign-up and logout actions (auth contract, "Browser flow").
 */
export class KeycloakSession implements AuthActions {
  private keycloak: Keycloak;
  private started: Promise<boolean> | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly stopWatching: () => void;

  constructor(
    private readonly auth: AuthStore,
    private readonly origin: string = window.location.origin,
  ) {
    this.keycloak = this.create();
    // Reset from outside (another tab logged out): this tab's tokens go too.
    this.stopWatching = reaction(
      () => auth.user,
      (user) => {
        if (user || !this.keycloak.authenticated) return;
        clearTimeout(this.refreshTimer);
        this.keycloak.clearToken();
      },
    );
  }

  /**
   * The silent check after hydration (it also completes a login whose answer is in the
   * fragment). Resolves whether the visitor is signed in; a failure leaves them anonymous.
   */
  async check(): Promise<boolean> {
    try {
      return await this.start({
        onLoad: 'check-sso',
        silentCheckSsoRedirectUri: `${this.origin}${SILENT_CHECK_SSO_PATH}`,
      });
    } catch (error) {
      // Only the kind of failure: the error may carry addresses with codes or tokens.
      console.warn(
        `Sign-in check failed (${(error as Error)?.name ?? 'Error'}); continuing signed out.`,
      );
      this.auth.settle();
      return false;
    }
  }

  async login(request: AuthRequest): Promise<void> {
    await this.start({});
    rememberAuthFlow('login');
    await this.keycloak.login(this.formOptions(request));
  }

  async register(request: AuthRequest): Promise<void> {
    await this.start({});
    rememberAuthFlow('login');
    await this.keycloak.register(this.formOptions(request));
  }

  async logout({ locale }: { locale: LocaleCode }): Promise<void> {
    // Other tabs log out with this one (spec §2.5): a new value fires their storage event.
    try {
      window.localStorage.setItem(LOGOUT_EVENT, String(Date.now()));
    } catch {
      // Storage blocked: the other tabs notice at their next token refresh instead.
    }
    rememberAuthFlow('logout');
    clearTimeout(this.refreshTimer);
    if (this.keycloak.authenticated) {
      await this.keycloak.logout({ redirectUri: `${this.origin}/${locale}` });
    } else {
      // No tokens here (no id_token_hint to send): the host's logout asks the identity server.
      window.location.assign('/account/logout');
    }
  }

  /** Stops the timers and watchers (tests, and a page that goes away). */
  dispose(): void {
    clearTimeout(this.refreshTimer);
    this.stopWatching();
  }

  private create(): Keycloak {
    const keycloak = new Keycloak({
      url: `${this.origin}/auth`,
      realm: KEYCLOAK_REALM,
      clientId: KEYCLOAK_CLIENT_ID,
    });
    keycloak.onTokenExpired = () => void this.renew();
    keycloak.onAuthLogout = () => this.end();
    return keycloak;
  }

  /** Initialises keycloak-js once; after a failure the next call tries with a new instance. */
  private start(options: Pick<KeycloakInitOptions, 'onLoad' | 'silentCheckSsoRedirectUri'>) {
    this.started ??= this.keycloak
      .init({ pkceMethod: 'S256', checkLoginIframe: false, ...options })
      .then((authenticated) => {
        if (authenticated) this.fill();
        else this.auth.settle();
        rememberSignedIn(this.auth.loggedIn);
        return this.auth.loggedIn;
      })
      .catch((error: unknown) => {
        this.started = null;
        this.keycloak = this.create();
        throw error;
      });
    return this.started;
  }

  private formOptions({ redirect, locale }: AuthRequest) {
    // The host's callback checks it again; what it would refuse becomes the locale's home here.
    const target = safeRedirect(redirect) ?? `/${locale}`;
    return {
      redirectUri: `${this.origin}${CALLBACK_PATH}?redirect=${encodeURIComponent(target)}`,
      locale,
    };
  }

  private fill() {
    const user = userFromToken(this.keycloak.tokenParsed);
    if (!user || !this.keycloak.token) {
      this.auth.reset();
      return;
    }
    this.auth.setUser(user, this.keycloak.token);
    this.scheduleRefresh();
  }

  private scheduleRefresh() {
    clearTimeout(this.refreshTimer);
    const expires = this.keycloak.tokenParsed?.exp;
    if (typeof expires !== 'number') return;
    // As keycloak-js reckons expiry: the token's clock, corrected by the measured skew.
    const seconds =
      expires - Date.now() / 1000 + (this.keycloak.timeSkew ?? 0) - REFRESH_MARGIN_SECONDS;
    this.refreshTimer = setTimeout(() => void this.renew(), Math.max(0, seconds * 1000));
  }

  /**
   * A new access token at once, whatever the current one's expiry (an API refused it: spec §7).
   * False, and signed out, when the session is gone.
   */
  refresh(): Promise<boolean> {
    if (!this.auth.loggedIn) return Promise.resolve(false);
    // keycloak-js's "refresh whatever the token's validity".
    return this.renew(-1);
  }

  /** A new access token before the current one expires; no new token means signed out. */
  private async renew(minValidity = REFRESH_MARGIN_SECONDS): Promise<boolean> {
    try {
      await this.keycloak.updateToken(minValidity);
    } catch {
      this.end();
      return false;
    }
    if (!this.keycloak.token) {
      this.end();
      return false;
    }
    this.auth.setAccessToken(this.keycloak.token);
    this.scheduleRefresh();
    return true;
  }

  private end() {
    clearTimeout(this.refreshTimer);
    this.auth.reset();
    rememberSignedIn(false);
  }
}

export function createKeycloakSession(auth: AuthStore): KeycloakSession {
  return new KeycloakSession(auth);
}
