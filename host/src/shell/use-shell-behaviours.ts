import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router-dom';
import { useStores, whenIdle } from '@portal/shared-kernel';
import { useAuthSession } from './auth/use-auth-session';
import { useLikesSession } from './auth/use-likes-session';
import { useConsentPersistence } from './consent/use-consent-persistence';
import { useLogoutEvent } from './session/use-logout-event';
import type * as BrowserServicesModule from './browser-services';

type BrowserServices = typeof BrowserServicesModule;

/**
 * What the shell does in the browser beside drawing: keeps the consent cookie, signs the visitor
 * in (keycloak-js, only when they may be signed in), follows logouts of other tabs, records each
 * navigation's API requests, and (from a chunk loaded when the browser is idle after hydration)
 * monitors the session, measures web vitals per route and prefetches visible links.
 */
export function useShellBehaviours() {
  const { requests } = useStores();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const routeId = useRef('unknown');
  routeId.current = matches[matches.length - 1]?.id ?? 'unknown';
  const [services, setServices] = useState<BrowserServices | null>(null);

  useConsentPersistence();
  useAuthSession();
  useLikesSession();
  useLogoutEvent();

  useEffect(() => {
    let cancelled = false;
    // Once the browser is idle after hydration: none of these services is needed to draw or use
    // the page. Asked for in this effect directly, the chunk (and web vitals after it) loaded in
    // the gaps of the time-sliced hydration, competing with it, and counted as first-load
    // JavaScript one load in three.
    const cancelIdle = whenIdle(() => {
      void import(/* webpackChunkName: "browser-services" */ './browser-services').then(
        (module) => {
          if (cancelled) return;
          module.startBrowserServices(() => routeId.current);
          setServices(module);
        },
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);

  // Spec §4: request recording starts on navigation to a different path, stops when it completes.
  const targetPath = navigation.location?.pathname;
  useEffect(() => {
    if (navigation.state === 'idle') requests.stopRecording();
    else if (targetPath !== undefined && targetPath !== pathname) requests.restart();
  }, [navigation.state, targetPath, pathname, requests]);

  useEffect(() => services?.prefetchVisibleLinks(), [services, pathname]);
}
