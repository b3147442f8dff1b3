import { makeAutoObservable } from 'mobx';
import type { LocaleCode } from '../i18n/locales';

/** The signed-in user as the identity server describes it (spec §3 "Auth state"). */
export interface AuthUser {
  sub: string;
  name?: string;
  preferred_username?: string;
  email?: string;
  scope?: string[];
  resource_access?: Record<string, { roles: string[] }>;
}

export interface AuthSnapshot {
  user: AuthUser | null;
  /**
   * The server saw the `portal_signed_in` cookie: the browser is about to check the sign-in, so
   * the header shows neither "Log in" nor the account links until it knows (no flash of "Log in"
   * for a signed-in visitor). A hint only: it grants nothing.
   */
  signedInHint?: boolean;
}

/** The storage event name other tabs listen to, to log out together (spec §2.5). */
export const LOGOUT_EVENT = 'logout-event';

/** Where to come back to after the identity server's login or sign-up form. */
export interface AuthRequest {
  /** A local path (already checked with the spec §5 rule), e.g. `/de/search?query=x`. */
  redirect: string;
  /** Language of the identity server's forms and of the pages around them. */
  locale: LocaleCode;
}

/**
 * Sign-in actions. The host registers the browser's implementation (keycloak-js, loaded on
 * demand) with {@link AuthStore.connect}, so remotes call `stores.auth.login(...)` without ever
 * importing keycloak-js. Each action leaves the page, so the promises rarely settle.
 */
export interface AuthActions {
  /** Goes to the login form; back at `redirect` afterwards. */
  login(request: AuthRequest): Promise<void>;
  /** Goes to the sign-up form; back at `redirect` afterwards. */
  register(request: AuthRequest): Promise<void>;
  /** Ends the session (other tabs too) and comes back to the locale's home page. */
  logout(request: { locale: LocaleCode }): Promise<void>;
  /**
   * A fresh access token now, after an API answered 401 to the current one (spec §7); true when
   * there is one. Without it the user is signed out.
   */
  refresh?(): Promise<boolean>;
}

/**
 * Who is signed in. The token stays out of snapshots: it never goes into the page HTML.
 */
export class AuthStore implements AuthActions {
  user: AuthUser | null = null;
  accessToken: string | null = null;
  /** A sign-in check is under way (see {@link AuthSnapshot.signedInHint}). */
  checking = false;
  private actions: AuthActions | null = null;

  constructor(snapshot?: Partial<AuthSnapshot>) {
    if (snapshot?.user && typeof snapshot.user.sub === 'string') this.user = snapshot.user;
    this.checking = snapshot?.signedInHint === true && this.user === null;
    makeAutoObservable<AuthStore, 'actions'>(this, {
      actions: false,
      connect: false,
      login: false,
      register: false,
      logout: false,
      refresh: false,
    });
  }

  get loggedIn(): boolean {
    return this.user !== null;
  }

  /** Client roles of the user for one client (`usersets`, `entities`). */
  rolesFor(client: string): string[] {
    return this.user?.resource_access?.[client]?.roles ?? [];
  }

  hasScope(scope: string): boolean {
    return this.user?.scope?.includes(scope) ?? false;
  }

  setUser(user: AuthUser | null, accessToken: string | null = null) {
    this.user = user;
    this.accessToken = accessToken;
    this.checking = false;
  }

  /** A new access token for the same user (after a refresh). */
  setAccessToken(accessToken: string) {
    this.accessToken = accessToken;
  }

  /** The sign-in check ended without a user: the visitor is anonymous. */
  settle() {
    this.checking = false;
  }

  /** Clears user and tokens (spec §4 "Reset"). */
  reset() {
    this.user = null;
    this.accessToken = null;
    this.checking = false;
  }

  /**
   * Registers the implementation of the actions (the host does, in the browser only). Returns a
   * function that removes it again.
   */
  connect(actions: AuthActions): () => void {
    this.actions = actions;
    return () => {
      if (this.actions === actions) this.actions = null;
    };
  }

  // Without a registered implementation (on the server, where nothing calls them) the actions
  // do nothing.
  login(request: AuthRequest): Promise<void> {
    return this.actions?.login(request) ?? Promise.resolve();
  }

  register(request: AuthRequest): Promise<void> {
    return this.actions?.register(request) ?? Promise.resolve();
  }

  logout(request: { locale: LocaleCode }): Promise<void> {
    return this.actions?.logout(request) ?? Promise.resolve();
  }

  refresh(): Promise<boolean> {
    return this.actions?.refresh?.() ?? Promise.resolve(false);
  }

  snapshot(): AuthSnapshot {
    return this.checking ? { user: this.user, signedInHint: true } : { user: this.user };
  }
}
