import { makeAutoObservable } from 'mobx';

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
}

/** The storage event name other tabs listen to, to log out together (spec §2.5). */
export const LOGOUT_EVENT = 'logout-event';

/**
 * Who is signed in. The token stays out of snapshots: it never goes into the page HTML.
 */
export class AuthStore {
  user: AuthUser | null = null;
  accessToken: string | null = null;

  constructor(snapshot?: Partial<AuthSnapshot>) {
    if (snapshot?.user && typeof snapshot.user.sub === 'string') this.user = snapshot.user;
    makeAutoObservable(this);
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
  }

  /** Clears user and tokens (spec §4 "Reset"). */
  reset() {
    this.user = null;
    this.accessToken = null;
  }

  snapshot(): AuthSnapshot {
    return { user: this.user };
  }
}
