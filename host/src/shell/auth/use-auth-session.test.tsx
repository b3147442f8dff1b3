import { act, waitFor } from '@testing-library/react';
import { RootStore } from '@portal/shared-kernel';
import { renderShell } from '../testing/render-shell';
import { AUTH_FLOW_KEY, shouldCheckSignIn, takeAuthFlow } from './auth-flow';
import { FakeKeycloak, lastKeycloak } from './keycloak-mock.fixture';
import { loadKeycloakSession, useAuthSession } from './use-auth-session';

jest.mock('keycloak-js', () => ({
  __esModule: true,
  default: jest.fn((config: unknown) => {
    const { FakeKeycloak: Fake } = jest.requireActual<{ FakeKeycloak: typeof FakeKeycloak }>(
      './keycloak-mock.fixture',
    );
    const keycloak = new Fake(config);
    keycloak.init.mockImplementation(async () => {
      if (document.cookie.includes('portal_signed_in=1')) {
        keycloak.signIn('access-1', { sub: 'u-1', name: 'Ada', exp: Date.now() / 1000 + 300 });
      }
      return keycloak.authenticated;
    });
    return keycloak;
  }),
}));

function AuthSession({ load }: { load: typeof loadKeycloakSession }) {
  useAuthSession(load);
  return null;
}

function start(stores = new RootStore({ auth: { user: null, signedInHint: true } })) {
  const load = jest.fn(loadKeycloakSession);
  const view = renderShell(<AuthSession load={load} />, { stores, path: '/en/stories' });
  return { stores, load, view };
}

beforeEach(() => {
  FakeKeycloak.instances = [];
  window.sessionStorage.clear();
  document.cookie = 'portal_signed_in=; Path=/; Max-Age=0';
  window.history.replaceState(null, '', '/');
});

describe('when keycloak-js is loaded', () => {
  it('only for a possible SSO session or a login answer in the fragment', () => {
    expect(shouldCheckSignIn(true, '')).toBe(true);
    expect(shouldCheckSignIn(false, '')).toBe(false);
    expect(shouldCheckSignIn(false, '#state=abc&code=xyz&session_state=s')).toBe(true);
    expect(shouldCheckSignIn(false, '#error=login_required&state=abc')).toBe(true);
    expect(shouldCheckSignIn(false, '#state=abc')).toBe(false);
    expect(shouldCheckSignIn(false, '#main-content')).toBe(false);
  });

  it('never for an anonymous visitor, who is anonymous at once', async () => {
    const { stores, load, view } = start();
    expect(stores.auth.checking).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(FakeKeycloak.instances).toHaveLength(0);
    // The actions are there all the same, and load keycloak-js when used.
    await act(() => stores.auth.login({ redirect: '/en/stories', locale: 'en' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(lastKeycloak().login).toHaveBeenCalled();
    view.unmount();
  });

  it('after hydration when the signed-in cookie is there, and fills the store', async () => {
    document.cookie = 'portal_signed_in=1; Path=/';
    const { stores, load, view } = start();
    await waitFor(() => expect(stores.auth.loggedIn).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
    expect(stores.auth.user).toEqual({ sub: 'u-1', name: 'Ada' });
    expect(stores.auth.accessToken).toBe('access-1');
    expect(lastKeycloak().init).toHaveBeenCalledWith(
      expect.objectContaining({ onLoad: 'check-sso', pkceMethod: 'S256' }),
    );
    view.unmount();
  });

  it('when the identity server sent the visitor back with a code', async () => {
    window.history.replaceState(null, '', '/en/stories#state=s1&session_state=x&code=c1');
    const { stores, load, view } = start();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(stores.auth.checking).toBe(false));
    view.unmount();
  });
});

describe('login flow flag (spec §4)', () => {
  it('welcomes the visitor back after a login and clears the flag', async () => {
    document.cookie = 'portal_signed_in=1; Path=/';
    window.sessionStorage.setItem(AUTH_FLOW_KEY, 'login');
    const { stores, view } = start();
    await waitFor(() =>
      expect(stores.toasts.toasts.map((toast) => toast.message)).toEqual(['You are logged in.']),
    );
    expect(window.sessionStorage.getItem(AUTH_FLOW_KEY)).toBeNull();
    view.unmount();
  });

  it('says the visitor is logged out after a logout, once', () => {
    window.sessionStorage.setItem(AUTH_FLOW_KEY, 'logout');
    const { stores, view } = start();
    expect(stores.toasts.toasts.map((toast) => toast.message)).toEqual([
      'You have been logged out.',
    ]);
    expect(takeAuthFlow()).toBeNull();
    view.unmount();
  });

  it('shows nothing when a login did not end signed in', async () => {
    window.sessionStorage.setItem(AUTH_FLOW_KEY, 'login');
    const { stores, view } = start();
    expect(stores.toasts.toasts).toEqual([]);
    expect(window.sessionStorage.getItem(AUTH_FLOW_KEY)).toBeNull();
    view.unmount();
  });
});
