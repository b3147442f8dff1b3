import { AuthStore, LOGOUT_EVENT } from '@portal/shared-kernel';
import { AUTH_FLOW_KEY } from './auth-flow';
import { FakeKeycloak, lastKeycloak } from './keycloak-mock.fixture';
import { KeycloakSession, REFRESH_MARGIN_SECONDS, userFromToken } from './keycloak-session';

jest.mock('keycloak-js', () => ({
  __esModule: true,
  default: jest.fn((config: unknown) => {
    const { FakeKeycloak: Fake } = jest.requireActual<{ FakeKeycloak: typeof FakeKeycloak }>(
      './keycloak-mock.fixture',
    );
    return new Fake(config);
  }),
}));

const ORIGIN = 'https://portal.example';
const nowSeconds = () => Math.floor(Date.now() / 1000);
const claims = (exp = nowSeconds() + 300) => ({
  sub: 'u-1',
  preferred_username: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  scope: 'openid profile email',
  resource_access: { usersets: { roles: ['editor'] } },
  exp,
  sid: 'secret-session-id',
});

/** A session whose keycloak-js finds the visitor signed in (or not) at init. */
function session(signedIn: boolean, auth = new AuthStore({ signedInHint: true })) {
  const created = new KeycloakSession(auth, ORIGIN);
  const keycloak = lastKeycloak();
  keycloak.init.mockImplementation(async () => {
    if (signedIn) keycloak.signIn('access-1', claims());
    return signedIn;
  });
  return { session: created, keycloak, auth };
}

beforeEach(() => {
  FakeKeycloak.instances = [];
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('userFromToken', () => {
  it('keeps the claims the auth store knows, scope as a list', () => {
    expect(userFromToken(claims())).toEqual({
      sub: 'u-1',
      preferred_username: 'ada',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      scope: ['openid', 'profile', 'email'],
      resource_access: { usersets: { roles: ['editor'] } },
    });
    expect(userFromToken(undefined)).toBeNull();
    expect(userFromToken({ exp: 1 })).toBeNull();
  });
});

describe('KeycloakSession', () => {
  it('is built with the contract names and checks silently with PKCE', async () => {
    const { session: created, keycloak, auth } = session(true);
    expect(keycloak.config).toEqual({
      url: `${ORIGIN}/auth`,
      realm: 'europeana',
      clientId: 'portal',
    });
    await expect(created.check()).resolves.toBe(true);
    expect(keycloak.init).toHaveBeenCalledWith({
      onLoad: 'check-sso',
      pkceMethod: 'S256',
      checkLoginIframe: false,
      silentCheckSsoRedirectUri: `${ORIGIN}/silent-check-sso.html`,
    });
    expect(auth.loggedIn).toBe(true);
    expect(auth.user?.name).toBe('Ada Lovelace');
    expect(auth.accessToken).toBe('access-1');
    expect(auth.checking).toBe(false);
    // Nothing of the token's session goes into the page's state.
    expect(JSON.stringify(auth.snapshot())).not.toContain('secret-session-id');
    expect(JSON.stringify(auth.snapshot())).not.toContain('access-1');
    // The hint for the next pages, which a real Keycloak would not set.
    expect(document.cookie).toContain('portal_signed_in=1');
    created.dispose();
  });

  it('leaves an anonymous visitor anonymous, ends the check and drops a stale hint', async () => {
    document.cookie = 'portal_signed_in=1; Path=/';
    const { session: created, auth } = session(false);
    await expect(created.check()).resolves.toBe(false);
    expect(document.cookie).not.toContain('portal_signed_in');
    expect(auth.loggedIn).toBe(false);
    expect(auth.checking).toBe(false);
    created.dispose();
  });

  it('stays anonymous when keycloak-js fails, and logs nothing of the error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session: created, keycloak, auth } = session(false);
    keycloak.init.mockRejectedValue(
      new Error('https://portal.example/#state=s&code=secret-code rejected'),
    );
    await expect(created.check()).resolves.toBe(false);
    expect(auth.loggedIn).toBe(false);
    expect(auth.checking).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0])).not.toContain('secret-code');
    // A later login tries again with a new keycloak-js instance (one instance inits only once).
    await created.login({ redirect: '/en/search', locale: 'en' });
    expect(FakeKeycloak.instances).toHaveLength(2);
    expect(lastKeycloak().login).toHaveBeenCalled();
    created.dispose();
  });

  it('refreshes the token before it expires and stores the new one', async () => {
    jest.useFakeTimers();
    const { session: created, keycloak, auth } = session(true);
    await created.check();
    keycloak.updateToken.mockImplementation(async () => {
      keycloak.token = 'access-2';
      keycloak.tokenParsed = claims(nowSeconds() + 300);
      return true;
    });
    await jest.advanceTimersByTimeAsync((300 - REFRESH_MARGIN_SECONDS - 5) * 1000);
    expect(keycloak.updateToken).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(keycloak.updateToken).toHaveBeenCalledWith(REFRESH_MARGIN_SECONDS);
    expect(auth.accessToken).toBe('access-2');
    expect(auth.loggedIn).toBe(true);
    created.dispose();
  });

  it('refreshes when keycloak-js says the token expired', async () => {
    const { session: created, keycloak, auth } = session(true);
    await created.check();
    keycloak.updateToken.mockImplementation(async () => {
      keycloak.token = 'access-3';
      return true;
    });
    keycloak.onTokenExpired?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(auth.accessToken).toBe('access-3');
    created.dispose();
  });

  it('signs out when the refresh fails, or keycloak-js logs out', async () => {
    const { session: created, keycloak, auth } = session(true);
    await created.check();
    keycloak.updateToken.mockRejectedValue(new Error('refresh token replayed'));
    keycloak.onTokenExpired?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(auth.loggedIn).toBe(false);
    expect(auth.accessToken).toBeNull();
    expect(document.cookie).not.toContain('portal_signed_in');
    created.dispose();

    const second = session(true);
    await second.session.check();
    second.keycloak.onAuthLogout?.();
    expect(second.auth.loggedIn).toBe(false);
    second.session.dispose();
  });

  it('refreshes at once, whatever the expiry, when an API refused the token', async () => {
    const { session: created, keycloak, auth } = session(true);
    await created.check();
    keycloak.updateToken.mockImplementation(async () => {
      keycloak.token = 'access-4';
      return true;
    });
    await expect(created.refresh()).resolves.toBe(true);
    expect(keycloak.updateToken).toHaveBeenCalledWith(-1);
    expect(auth.accessToken).toBe('access-4');

    keycloak.updateToken.mockRejectedValue(new Error('session gone'));
    await expect(created.refresh()).resolves.toBe(false);
    expect(auth.loggedIn).toBe(false);
    // Signed out, there is nothing to refresh.
    keycloak.updateToken.mockClear();
    await expect(created.refresh()).resolves.toBe(false);
    expect(keycloak.updateToken).not.toHaveBeenCalled();
    created.dispose();
  });

  it('drops its tokens when another tab logged out (the store was reset)', async () => {
    const { session: created, keycloak, auth } = session(true);
    await created.check();
    auth.reset();
    expect(keycloak.clearToken).toHaveBeenCalled();
    created.dispose();
  });

  it('logs in and signs up through the host callback, with the page to come back to', async () => {
    const { session: created, keycloak } = session(false);
    await created.login({ redirect: '/de/search?query=x%20y&view=grid', locale: 'de' });
    expect(keycloak.init).toHaveBeenCalledTimes(1);
    expect(keycloak.init).toHaveBeenCalledWith({ pkceMethod: 'S256', checkLoginIframe: false });
    expect(keycloak.login).toHaveBeenCalledWith({
      redirectUri: `${ORIGIN}/account/callback?redirect=${encodeURIComponent('/de/search?query=x%20y&view=grid')}`,
      locale: 'de',
    });
    expect(window.sessionStorage.getItem(AUTH_FLOW_KEY)).toBe('login');

    await created.register({ redirect: '//evil.example/', locale: 'fr' });
    expect(keycloak.init).toHaveBeenCalledTimes(1);
    expect(keycloak.register).toHaveBeenCalledWith({
      redirectUri: `${ORIGIN}/account/callback?redirect=${encodeURIComponent('/fr')}`,
      locale: 'fr',
    });
    created.dispose();
  });

  it('tells the other tabs, remembers the logout and ends the session at the identity server', async () => {
    const { session: created, keycloak } = session(true);
    await created.check();
    const writes: Array<[string, string]> = [];
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key,
      value,
    ) {
      writes.push([key, value]);
    });
    await created.logout({ locale: 'nl' });
    expect(writes.map(([key]) => key)).toEqual([LOGOUT_EVENT, AUTH_FLOW_KEY]);
    expect(writes[1]![1]).toBe('logout');
    expect(keycloak.logout).toHaveBeenCalledWith({ redirectUri: `${ORIGIN}/nl` });
    created.dispose();
  });
});
