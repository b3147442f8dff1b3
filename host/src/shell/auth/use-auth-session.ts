import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@portal/shared-kernel';
import { getCookie } from '../browser-cookies';
import { SIGNED_IN_COOKIE, shouldCheckSignIn, takeAuthFlow } from './auth-flow';
import type * as KeycloakSessionModule from './keycloak-session';

type KeycloakSession = KeycloakSessionModule.KeycloakSession;

/** keycloak-js and the session around it: a chunk of its own, loaded only when needed. */
export function loadKeycloakSession(): Promise<typeof KeycloakSessionModule> {
  return import(/* webpackChunkName: "keycloak" */ './keycloak-session');
}

/**
 * Sign-in in the browser (auth contract, "Browser flow"). After hydration it registers the
 * login, sign-up and logout actions on the auth store, and loads keycloak-js for the silent
 * check only when the visitor may be signed in; anonymous visitors never download it. It shows
 * the toast the login flow flag asks for (spec §4) and clears the flag.
 */
export function useAuthSession(load: typeof loadKeycloakSession = loadKeycloakSession) {
  const { auth, toasts } = useStores();
  const { t } = useTranslation('host');
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    let cancelled = false;
    let session: Promise<KeycloakSession> | null = null;
    const ensureSession = () => {
      if (!session) {
        const loading = load().then((module) => module.createKeycloakSession(auth));
        // A chunk that failed to load is asked for again at the next action.
        loading.catch(() => {
          if (session === loading) session = null;
        });
        session = loading;
      }
      return session;
    };
    const disconnect = auth.connect({
      login: async (request) => (await ensureSession()).login(request),
      register: async (request) => (await ensureSession()).register(request),
      logout: async (request) => (await ensureSession()).logout(request),
      // Only a loaded session can hold a token to refresh; none was ever sent without one.
      refresh: async () => (session ? (await session).refresh() : false),
    });

    const flow = takeAuthFlow();
    const toastFor = (signedIn: boolean) => {
      if (cancelled) return;
      if (flow === 'login' && signedIn)
        toasts.show(translate.current('toasts.loggedIn'), 'success');
      if (flow === 'logout' && !signedIn) toasts.show(translate.current('toasts.loggedOut'));
    };
    if (shouldCheckSignIn(getCookie(SIGNED_IN_COOKIE) !== undefined, window.location.hash)) {
      ensureSession()
        .then((keycloak) => keycloak.check())
        .then(toastFor, () => {
          // keycloak-js could not even be loaded: the visitor stays anonymous.
          auth.settle();
        });
    } else {
      auth.settle();
      toastFor(false);
    }

    return () => {
      cancelled = true;
      disconnect();
      void session?.then((keycloak) => keycloak.dispose());
    };
  }, [auth, toasts, load]);
}
