import type { Router } from 'express';
import type { GatewayConfig } from '../config';
import type { SearchEngine } from '../search/engine';
import type { AccessTokenUser } from '../identity/identity-server';
import type { Store } from '../store/store';
import type { SearchThread } from './search/search-thread';

/** What every API router gets: the store, the configuration and shared services. */
export interface ApiContext {
  store: Store;
  config: GatewayConfig;
  /** The search engine over the store (facet index, FTS); reuse it, it holds caches. */
  search: SearchEngine;
  /** When set, the Search API runs on this thread instead of `search` (see search-thread.ts). */
  searchThread?: SearchThread;
  /**
   * Whether a Bearer token is an unexpired access token signed by the gateway's identity server
   * (`identity/`): the translate profile of Search and Record checks it (http/api-key.ts).
   */
  verifyAccessToken: (token: string) => boolean;
  /** Who a valid access token speaks for (`sub`, `preferred_username`); undefined when invalid. */
  accessTokenUser: (token: string) => AccessTokenUser | undefined;
  /** A line for the gateway log (never secrets). */
  log: (line: string) => void;
  /** api2's `requestNumber`. */
  nextRequestNumber: () => number;
}

/** An API module: builds its router; mounted at the root, so routes carry their full paths. */
export type ApiRouterFactory = (context: ApiContext) => Router;
