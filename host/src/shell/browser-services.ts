import { prefetchRouteCode } from '../federation/prefetch-route-code';
import { startLinkPrefetch } from './navigation/prefetch-links';
import { startWebVitals } from './perf/report-web-vitals';
import { startSessionMonitor } from './session/browser-session';

/**
 * What the shell starts in the browser once the page is interactive: the session monitor, web
 * vitals and link prefetching. Loaded after hydration as a chunk of its own, so none of it is in
 * the first load.
 */
export function startBrowserServices(currentRoute: () => string): void {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  if (storage) startSessionMonitor(window, storage, navigator.userAgent);
  startWebVitals(currentRoute);
}

/** Prefetches the code of visible links' pages; call again after each navigation. */
export function prefetchVisibleLinks(): () => void {
  return startLinkPrefetch((route) => prefetchRouteCode(route));
}
