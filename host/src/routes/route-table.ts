/**
 * The route table: which remote route module renders which path (spec §2.2). Paths are relative
 * to the locale segment (`/:lang`). This file is the only place that ties URLs to remotes.
 */
export interface RemoteRoute {
  /** Route id, also used in tests and logs. */
  id: string;
  /** Path below `/:lang`; `undefined` with `index: true` for the home page. */
  path?: string;
  index?: boolean;
  /** Remote (folder name, as in the registry) and the route module it exposes. */
  remote: RemoteName;
  expose: string;
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
  { id: 'account-login', path: 'account/login', remote: 'mf-account', expose: './login' },
];

/** Module Federation container name of a remote (`mf-search` -> `mf_search`). */
export function containerName(remote: RemoteName | string): string {
  return remote.replace(/-/g, '_');
}
