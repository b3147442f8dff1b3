import { matchRoutes, type RouteObject } from 'react-router-dom';
import { PREFETCH_IDLE_TIMEOUT_MS } from '@portal/shared-kernel';
import { routeTable, type RemoteRoute } from '../../routes/route-table';

interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §9: no prefetching on 2g connections or when the visitor asked to save data. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

const MATCHABLE: RouteObject[] = [
  {
    path: '/:lang',
    children: routeTable.map((route) =>
      route.index
        ? { index: true, id: route.id, handle: route }
        : { path: route.path, id: route.id, handle: route },
    ),
  },
];

/** The route table entry an internal link leads to, if it is one of the remotes' pages. */
export function remoteRouteOf(href: string, origin: string): RemoteRoute | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const matches = matchRoutes(MATCHABLE, url.pathname) ?? [];
  const leaf = matches[matches.length - 1];
  return leaf && leaf.route.handle ? (leaf.route.handle as RemoteRoute) : null;
}

function idleSupported(): boolean {
  return typeof window.requestIdleCallback === 'function';
}

/**
 * Prefetches the code of pages that visible internal links lead to, once the browser is idle
 * (waiting at most 2 s), unless the connection is slow or saving data (spec §9). `load` fetches
 * the remote's route code, so a click on the link renders without waiting for the network.
 * Returns the function that stops it.
 */
export function startLinkPrefetch(
  load: (route: RemoteRoute) => Promise<unknown>,
  root: ParentNode = document,
): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!prefetchAllowed(connection) || typeof IntersectionObserver === 'undefined') {
    return () => undefined;
  }
  const done = new Set<string>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const route = remoteRouteOf((entry.target as HTMLAnchorElement).href, window.location.origin);
      if (!route || done.has(`${route.remote}/${route.expose}`)) continue;
      done.add(`${route.remote}/${route.expose}`);
      void load(route).catch(() => undefined);
    }
  });
  let idle = 0;
  const scan = () => {
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      observer.observe(link);
    }
  };
  const schedule = () => {
    idle = idleSupported()
      ? window.requestIdleCallback(scan, { timeout: PREFETCH_IDLE_TIMEOUT_MS })
      : window.setTimeout(scan, 1);
  };
  schedule();
  return () => {
    if (idleSupported()) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
    observer.disconnect();
  };
}
