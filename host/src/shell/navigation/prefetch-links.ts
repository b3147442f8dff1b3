import { matchRoutes, type RouteObject } from 'react-router-dom';
import { prefetchAllowed, whenIdle } from '@portal/shared-kernel';
import { routeTable, type RemoteRoute } from '../../routes/route-table';

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
  if (!prefetchAllowed() || typeof IntersectionObserver === 'undefined') {
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
  const cancelScan = whenIdle(() => {
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      observer.observe(link);
    }
  });
  return () => {
    cancelScan();
    observer.disconnect();
  };
}
