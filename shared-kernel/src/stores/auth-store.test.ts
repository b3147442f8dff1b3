import { AuthStore, type AuthActions } from './auth-store';

describe('AuthStore', () => {
  it('keeps the user, never the token, in snapshots', () => {
    const store = new AuthStore();
    store.setUser({ sub: 'u1', scope: ['openid'] }, 'token-1');
    expect(store.loggedIn).toBe(true);
    expect(store.hasScope('openid')).toBe(true);
    expect(store.snapshot()).toEqual({ user: { sub: 'u1', scope: ['openid'] } });
    store.setAccessToken('token-2');
    expect(store.accessToken).toBe('token-2');
    store.reset();
    expect(store.loggedIn).toBe(false);
    expect(store.accessToken).toBeNull();
  });

  it('carries the signed-in hint until the check ends', () => {
    const store = new AuthStore({ user: null, signedInHint: true });
    expect(store.checking).toBe(true);
    expect(store.snapshot()).toEqual({ user: null, signedInHint: true });
    store.settle();
    expect(store.checking).toBe(false);
    expect(store.snapshot()).toEqual({ user: null });

    const signedIn = new AuthStore({ signedInHint: true });
    signedIn.setUser({ sub: 'u1' }, 't');
    expect(signedIn.checking).toBe(false);
    expect(new AuthStore({ user: { sub: 'u1' }, signedInHint: true }).checking).toBe(false);
  });

  it('does nothing for the actions until the host connects them (the server never does)', async () => {
    const store = new AuthStore();
    await expect(store.login({ redirect: '/en', locale: 'en' })).resolves.toBeUndefined();
    await expect(store.logout({ locale: 'en' })).resolves.toBeUndefined();
    // No fresh token without a session: an API's 401 stands.
    await expect(store.refresh()).resolves.toBe(false);
  });

  it('hands the actions to what the host connected, until it disconnects', async () => {
    const store = new AuthStore();
    const actions: AuthActions = {
      login: jest.fn(async () => undefined),
      register: jest.fn(async () => undefined),
      logout: jest.fn(async () => undefined),
      refresh: jest.fn(async () => true),
    };
    const disconnect = store.connect(actions);
    await expect(store.refresh()).resolves.toBe(true);
    await store.login({ redirect: '/de/search?query=x', locale: 'de' });
    await store.register({ redirect: '/de', locale: 'de' });
    await store.logout({ locale: 'de' });
    expect(actions.login).toHaveBeenCalledWith({ redirect: '/de/search?query=x', locale: 'de' });
    expect(actions.register).toHaveBeenCalledWith({ redirect: '/de', locale: 'de' });
    expect(actions.logout).toHaveBeenCalledWith({ locale: 'de' });
    disconnect();
    await store.login({ redirect: '/de', locale: 'de' });
    expect(actions.login).toHaveBeenCalledTimes(1);
  });
});
