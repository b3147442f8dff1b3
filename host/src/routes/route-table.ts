/**
 * The route table: which remote route module renders which path (spec §2.2). Paths are relative
 * to the locale segment (`/:lang`). This file is the only place that ties URLs to remotes.
 */
import { CONTENT_PAGE_SLUG } from '@portal/shared-kernel';

export interface RemoteRoute {
  /** Route id, also used in tests and logs. */
  id: string;
  /** Path below `/:lang`; `undefined` with `index: true` for the home page. */
  path?: string;
  index?: boolean;
  /** Remote (folder name, as in the registry) and the route module it exposes. */
  remote: RemoteName;
  expose: string;
  /**
   * For a splat route: the shape the rest of the path (`*`) must have. Any other path answers
   * 404 at once, without the remote's loader and also when the remote is unavailable: a path
   * that can never be one of its pages is not found, whatever state the remote is in.
   */
  splat?: RegExp;
}

export const REMOTE_NAMES = [
  'mf-search',
  'mf-item',
  'mf-collections',
  'mf-stories',
  'mf-account',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const routeTable: RemoteRoute[] = [
  { id: 'home', index: true, remote: 'mf-stories', expose: './home' },
  { id: 'search', path: 'search', remote: 'mf-search', expose: './search' },
  { id: 'item', path: 'item/*', remote: 'mf-item', expose: './item' },
  { id: 'collections', path: 'collections', remote: 'mf-collections', expose: './collections' },
  {
    id: 'collection-type',
    path: 'collections/:type',
    remote: 'mf-collections',
    expose: './collection-type',
  },
  { id: 'entity', path: 'collections/:type/*', remote: 'mf-collections', expose: './entity' },
  { id: 'account', path: 'account', remote: 'mf-account', expose: './account' },
  { id: 'account-login', path: 'account/login', remote: 'mf-account', expose: './login' },
  { id: 'galleries', path: 'galleries', remote: 'mf-account', expose: './galleries' },
  // Spec §2.2: `{numericId}-{slug}`; the page redirects any other slug, or none, to its title's.
  {
    id: 'gallery',
    path: 'galleries/*',
    remote: 'mf-account',
    expose: './gallery',
    splat: /^\d+(?:-[^/]*)?$/,
  },
  // Spec §2.2 `/{lang}/*`: every other path is a static page's slug, or "page not found".
  { id: 'page', path: '*', remote: 'mf-stories', expose: './page', splat: CONTENT_PAGE_SLUG },
];

/** Module Federation container name of a remote (`mf-search` -> `mf_search`). */
export function containerName(remote: RemoteName | string): string {
  return remote.replace(/-/g, '_');
}
