import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { RECOMMEND_ALIAS } from './api-error';
import { readUpstreamConfig, type UpstreamApiId, type UpstreamConfig } from './upstream-config';
import { upstreamProxy } from './upstream-middleware';
import { rawQueryOf } from '../http/raw-query';

export interface MountUpstreamsOptions {
  config?: UpstreamConfig;
  publicUrl?: string;
}

/**
 * Puts the upstream forwarding in front of the store-backed routers, for every API whose
 * `EUROPEANA_<ID>_API_URL` is set (unset APIs pass straight through). Call it before mounting
 * the routers. The Thumbnail API is not here: it asks its upstream itself and falls back to the
 * store (never a broken image); the recommendation aliases are forwarded by their own router.
 */
export function mountUpstreamProxies(
  app: Express,
  options: MountUpstreamsOptions = {},
): UpstreamConfig {
  const config = options.config ?? readUpstreamConfig();
  const common = { config, ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}) };
  const exceptAliases =
    (proxy: RequestHandler): RequestHandler =>
    (req: Request, res: Response, next: NextFunction) =>
      RECOMMEND_ALIAS.test(req.path) ? next() : proxy(req, res, next);
  // APIs without an upstream get no layer at all: every request would otherwise walk ten
  // pass-through middlewares before reaching its router.
  const mount = (path: string, id: UpstreamApiId, handler: () => RequestHandler): void => {
    if (config[id]) app.use(path, handler());
  };

  mount('/record', 'RECORD', () => exceptAliases(upstreamProxy('RECORD', common)));
  mount('/api/v2/search.json', 'RECORD', () =>
    upstreamProxy('RECORD', {
      ...common,
      canonicalMount: '/record',
      mapPath: (p) => `/v2/search.json${rawQueryOf(p)}`,
    }),
  );
  mount('/api/v2/record', 'RECORD', () =>
    upstreamProxy('RECORD', { ...common, canonicalMount: '/record', mapPath: (p) => `/v2${p}` }),
  );
  mount('/v2/record', 'RECORD', () =>
    upstreamProxy('RECORD', { ...common, canonicalMount: '/record', mapPath: (p) => `/v2${p}` }),
  );
  mount('/fulltext', 'FULLTEXT', () => upstreamProxy('FULLTEXT', common));
  mount('/entity', 'ENTITY', () => exceptAliases(upstreamProxy('ENTITY', common)));
  mount('/set', 'SET', () => exceptAliases(upstreamProxy('SET', common)));
  mount('/annotation', 'ANNOTATION', () => upstreamProxy('ANNOTATION', common));
  mount('/recommend', 'RECOMMENDATION', () => upstreamProxy('RECOMMENDATION', common));
  mount('/presentation', 'IIIF_PRESENTATION', () => upstreamProxy('IIIF_PRESENTATION', common));
  mount('/media', 'MEDIA_PROXY', () => upstreamProxy('MEDIA_PROXY', common));
  return config;
}
