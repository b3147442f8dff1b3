import express, { type Express } from 'express';
import { API_ROUTERS } from './apis';
import { methodNotAllowed } from './apis/common/method-not-allowed';
import { telemetryApi } from './apis/telemetry/router';
import type { ApiContext, ApiRouterFactory } from './apis/context';
import { DEFAULT_TRUSTED_PROXIES, type GatewayConfig } from './config';
import { errorHandler, notFound } from './http/error-response';
import { createIdentityServer, type IdentityServer } from './identity/identity-server';
import { rejectUndecodableQuery } from './http/query-encoding';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import type { SearchThread } from './apis/search/search-thread';
import { SearchEngine } from './search/engine';
import { FacetIndexCache } from './search/facet-index-cache';
import type { Store } from './store/store';
import { mountUpstreamProxies } from './upstream/mount-upstreams';

export interface GatewayAppOptions {
  store: Store;
  config: GatewayConfig;
  /** Where log lines go (default stdout). */
  log?: (line: string) => void;
  /** API modules to mount (default: all of `apis/index.ts`). */
  routers?: readonly ApiRouterFactory[];
  /** Run the Search API on this thread (the server does; tests mostly search in-process). */
  searchThread?: SearchThread;
  /**
   * The OpenID Connect server at `/auth/realms/europeana` (default: one on the store's data
   * directory, `identity.sqlite` and the signing key beside `gateway.sqlite`).
   */
  identity?: IdentityServer;
}

/**
 * The gateway's Express app: security headers, request log, `/health`, one router
 * per API, then JSON 404 and error handlers (no HTML, no stack traces).
 */
export function createGatewayApp({
  store,
  config,
  log = defaultLog,
  routers = API_ROUTERS,
  searchThread,
  identity = createIdentityServer({ dataDir: store.dataDir, log }),
}: GatewayAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  // Only the forwarding headers of these peers name the public URL (see publicBaseUrl).
  trustProxies(app, config.trustedProxies ?? DEFAULT_TRUSTED_PROXIES);
  app.use(securityHeaders);
  if (config.logRequests) app.use(requestLog(log));
  // A CORS preflight (OPTIONS) is answered by the path's own handlers, with the methods the path
  // allows (the 405 handlers, see answerPreflight); an unknown path's is a 404. `OPTIONS *` asks
  // about the server as a whole (RFC 9110 §9.3.7), no path: 204, the server is there.
  app.use((req, res, next) => {
    if (req.method === 'OPTIONS' && req.url === '*') res.status(204).end();
    else next();
  });
  // Upstream APIs get the client's body as it came (forward.ts reads it, within the limit of
  // local JSON bodies). The routes that take a JSON body parse it themselves, each within its own
  // limit (http/json-body.ts): no parser in front reads the body first.
  mountUpstreamProxies(app, { publicUrl: config.publicUrl });
  // Past the upstreams (which pass the query on byte for byte, for the upstream to judge), a
  // query the parser could only read by guessing is a 400, as the same bytes in the path are.
  app.use(rejectUndecodableQuery);
  // Sign-in (Keycloak's realm paths; the host proxies `/auth/*` here): before the APIs, none of
  // which has paths under `/auth`.
  app.use(identity.router);
  app.locals.identity = identity;

  let requestNumber = 0;
  const context: ApiContext = {
    store,
    config,
    search: new SearchEngine(store, new FacetIndexCache(store)),
    ...(searchThread ? { searchThread } : {}),
    verifyAccessToken: identity.verifyAccessToken,
    accessTokenUser: identity.accessTokenUser,
    log,
    nextRequestNumber: () => ++requestNumber,
  };

  // Lets the server build the search indexes before it starts listening (see warmGateway).
  app.locals.warmSearch = async (): Promise<void> => {
    if (searchThread) await searchThread.warm();
    else context.search.facetIndex();
  };
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', items: store.items.count(), entities: store.entities.count() });
  });
  app.all('/health', methodNotAllowed(['GET']));
  for (const factory of routers) app.use(factory(context));
  app.use(telemetryApi(context));
  app.use(notFound);
  app.use(errorHandler(log));
  return app;
}

function defaultLog(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** The app's identity server (its database is closed with the store). */
export function identityOf(app: Express): IdentityServer {
  return app.locals.identity as IdentityServer;
}

/** Builds the in-memory search indexes now rather than on the first request. */
export async function warmGateway(app: Express): Promise<void> {
  await (app.locals.warmSearch as (() => Promise<void>) | undefined)?.();
}

function trustProxies(app: Express, proxies: string): void {
  try {
    app.set('trust proxy', proxies);
  } catch {
    throw new Error(`GATEWAY_TRUSTED_PROXIES is not a list of addresses or ranges: ${proxies}`);
  }
}
