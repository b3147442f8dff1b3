import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router-dom';
import { useStores } from '@portal/shared-kernel';
import { loadRouteModule } from '../federation/load-route-module';
import { useConsentPersistence } from './consent/use-consent-persistence';
import { startLinkPrefetch } from './navigation/prefetch-links';
import { startWebVitals } from './perf/report-web-vitals';
import { startSessionMonitor } from './session/browser-session';
import { useLogoutEvent } from './session/use-logout-event';

/**
 * What the shell does in the browser beside drawing: keeps the consent cookie, follows logouts
 * of other tabs, monitors the session, records each navigation's API requests, prefetches
 * visible links and measures web vitals per route.
 */
export function useShellBehaviours() {
  const { requests } = useStores();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const routeId = useRef('unknown');
  routeId.current = matches[matches.length - 1]?.id ?? 'unknown';

  useConsentPersistence();
  useLogoutEvent();

  useEffect(() => {
    let storage: Storage;
    try {
      storage = window.localStorage;
    } catch {
      return undefined;
    }
    return startSessionMonitor(window, storage, navigator.userAgent);
  }, []);

  useEffect(() => {
    startWebVitals(() => routeId.current);
  }, []);

  // Spec §4: request recording starts on navigation to a different path, stops when it completes.
  const targetPath = navigation.location?.pathname;
  useEffect(() => {
    if (navigation.state === 'idle') requests.stopRecording();
    else if (targetPath !== undefined && targetPath !== pathname) requests.restart();
  }, [navigation.state, targetPath, pathname, requests]);

  useEffect(() => startLinkPrefetch((route) => loadRouteModule(route)), [pathname]);
}
