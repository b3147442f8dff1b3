import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { configuredPublicUrl, publicBaseUrl } from '../apis/iiif/public-url';
import { answerPreflight } from '../apis/common/method-not-allowed';
import type { ErrorShape } from './api-error';
import { forwardToUpstream } from './forward';
import { readUpstreamConfig, type UpstreamApiId, type UpstreamConfig } from './upstream-config';

export interface UpstreamMiddlewareOptions {
  /** Defaults to the variables of the process environment. */
  config?: UpstreamConfig;
  /** Error body shape: api2 for the Record/Search API, api-commons for the others. */
  shape?: ErrorShape;
  /** Maps the path below the mount point (with query) to the path below the upstream base. */
  mapPath?: (pathAndQuery: string) => string;
  /**
   * Where the gateway serves the upstream's base itself, for its redirects: a mount with
   * `mapPath` (`/api/v2/record` → `/v2…`) cannot invert the mapping, so they go to this one.
   */
  canonicalMount?: string;
  publicUrl?: string;
}

/** The methods of the Europeana APIs: reads, and the writes of Set, Annotation and Entity. */
const UPSTREAM_METHODS = ['GET', 'POST', 'PUT', 'DELETE'];

/**
 * Forwards every request of one API to its upstream when `EUROPEANA_<ID>_API_URL` is set, and
 * otherwise steps aside (`next()`) so the store-backed router answers. Mount it in front of the
 * API's router at the API's base path: `app.use('/entity', upstreamProxy('ENTITY'), entityRouter)`;
 * the path below the mount point is appended to the upstream base URL.
 */
export function upstreamProxy(
  id: UpstreamApiId,
  options: UpstreamMiddlewareOptions = {},
): RequestHandler {
  const target = (options.config ?? readUpstreamConfig())[id];
  if (!target) return (_req: Request, _res: Response, next: NextFunction) => next();
  const shape = options.shape ?? (id === 'RECORD' || id === 'FULLTEXT' ? 'api2' : 'commons');
  const publicUrl = options.publicUrl ?? configuredPublicUrl();
  return (req: Request, res: Response, next: NextFunction) => {
    // The CORS preflight is answered here, not forwarded: an upstream's Access-Control-* headers
    // are not passed on (forward.ts), and which methods a path takes is the upstream's to say,
    // with its 405, when the request comes.
    if (answerPreflight(req, res, UPSTREAM_METHODS)) return;
    forwardToUpstream(req, res, {
      target,
      pathAndQuery: options.mapPath ? options.mapPath(req.url) : req.url,
      localBase: publicBaseUrl(req, publicUrl) + (options.canonicalMount ?? req.baseUrl),
      shape,
    }).catch(next);
  };
}

/** Whether an API is in upstream mode (for routers that must decide per request). */
export function isUpstream(
  id: UpstreamApiId,
  config: UpstreamConfig = readUpstreamConfig(),
): boolean {
  return config[id] !== undefined;
}
