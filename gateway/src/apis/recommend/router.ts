import { Router, type NextFunction, type Request, type Response } from 'express';
import { apiKeyOf } from '../../http/api-key';
import type { Store } from '../../store/store';
import type { ApiRouterFactory } from '../context';
import { CommonsError, commonsRoute } from '../../upstream/api-error';
import { forwardToUpstream } from '../../upstream/forward';
import { readUpstreamConfig, type UpstreamConfig } from '../../upstream/upstream-config';
import { methodNotAllowed } from '../common/method-not-allowed';
import { intParam } from '../common/query-params';
import { entityUriOf, isEntityKind, parseEntityIdSegment } from '../entity/entity-paths';
import { configuredPublicUrl, publicBaseUrl } from '../iiif/public-url';
import { readableSet, type AccessTokenUserOf } from '../set/set-access';
import { setRepositoryOf, type SetRepository } from '../set/set-repository';
import { entityRecommendations } from './entity-items';
import { minimalItems, minimalViewOf } from './item-views';
import { setRecommendations } from './set-items';
import { ItemSimilarity, type ScoredItem } from './similarity';
import { rawQueryOf } from '../../http/raw-query';

export interface RecommendRouterOptions {
  store: Store;
  publicUrl?: string;
  /** Portal base URL for the items' `guid`. */
  portalUrl: string;
  upstream?: UpstreamConfig;
  /** User sets (default: the store's sets.sqlite, set/set-repository.ts). */
  sets?: SetRepository;
  /** Who a Bearer token speaks for: a private set is recommended for to its creator only. */
  accessTokenUser?: AccessTokenUserOf;
}

/** The highest page × size the real API serves (page 0–40, pageSize 1–50). */
const MAX_PAGE = 40;
const MAX_PAGE_SIZE = 50;
/**
 * Every request ranks this many items (all the API can page to) and slices its page: a ranking
 * asked for only up to the requested page changes with the page (an entity's similar items are
 * merged from several seeds), so pages repeated some items and skipped others.
 */
const RANKED_POOL = (MAX_PAGE + 1) * MAX_PAGE_SIZE;

/**
 * Recommendation API (contract §5): `/recommend/record/{ds}/{id}`, `/recommend/entity/{type}/{id}`,
 * `/recommend/set/{id}` (each with optional `.json`) and the aliases `/record/{ds}/{id}/recommend`,
 * `/entity/{type}/{id}/recommend`, `/set/{id}/recommend`. Answers `{ items }` of minimal Search
 * API items ranked by similarity computed from the store; a user set's from its items
 * (sets.sqlite), never the items themselves, a private set's for its creator only.
 */
export function createRecommendRouter(options: RecommendRouterOptions): Router {
  const { store } = options;
  const router = Router();
  const publicUrl = options.publicUrl ?? configuredPublicUrl();
  const upstream = (options.upstream ?? readUpstreamConfig()).RECOMMENDATION;
  const similarity = new ItemSimilarity(store);

  const respond = (req: Request, res: Response, ranked: (limit: number) => ScoredItem[]): void => {
    const pageSize = intParam(req.query.pageSize, 'pageSize', {
      min: 1,
      max: MAX_PAGE_SIZE,
      fallback: 10,
    });
    const page = intParam(req.query.page, 'page', { min: 0, max: MAX_PAGE, fallback: 0 });
    const scored = ranked(RANKED_POOL).slice(page * pageSize, (page + 1) * pageSize);
    const apiKey = apiKeyOf(req);
    const items = minimalItems(store, scored, minimalViewOf(req, publicUrl, options.portalUrl));
    res.json({
      ...(apiKey ? { apikey: apiKey } : {}),
      success: true,
      itemsCount: items.length,
      items,
    });
  };

  const forRecord = commonsRoute((req, res) => {
    const datasetId = String(req.params.datasetId);
    const localId = String(req.params.localId).replace(/\.json$/, '');
    if (!/^\d+$/.test(datasetId) || !/^\w+$/.test(localId)) {
      throw new CommonsError(400, `Invalid record identifier /${datasetId}/${localId}`);
    }
    const itemKey = store.items.getKey(`/${datasetId}/${localId}`);
    if (itemKey === undefined)
      throw new CommonsError(404, `No record with identifier /${datasetId}/${localId}`);
    respond(req, res, (limit) => similarity.similar(itemKey, limit));
  });

  const forEntity = commonsRoute((req, res) => {
    const kind = String(req.params.type);
    const parsed = parseEntityIdSegment(String(req.params.id));
    if (!isEntityKind(kind) || !parsed)
      throw new CommonsError(400, 'Expected /recommend/entity/{type}/{id}');
    const uri = entityUriOf(kind, parsed.number);
    // Items may link to entities the store has no document for (imports): those still count.
    const known = store.entities.get(uri) !== undefined;
    respond(req, res, (limit) => {
      const ranked = entityRecommendations(store, similarity, uri, limit);
      if (!known && !ranked.length) throw new CommonsError(404, `No entity with identifier ${uri}`);
      return ranked;
    });
  });

  const forSet = commonsRoute((req, res) => {
    const sets = options.sets ?? setRepositoryOf(store);
    const set = readableSet(req, sets, String(req.params.id), options.accessTokenUser ?? noUser);
    const itemKeys = sets
      .itemIds(set.id)
      .map((recordId) => store.items.getKey(recordId))
      .filter((key): key is number => key !== undefined);
    respond(req, res, (limit) => setRecommendations(similarity, itemKeys, limit));
  });

  /** Upstream mode: every form goes to the upstream's canonical path. */
  type Handler = (req: Request, res: Response, next: NextFunction) => unknown;
  const canonical =
    (path: (req: Request) => string, local: Handler) =>
    (req: Request, res: Response, next: NextFunction): void => {
      if (!upstream) {
        Promise.resolve(local(req, res, next)).catch(next);
        return;
      }
      forwardToUpstream(req, res, {
        target: upstream,
        pathAndQuery: path(req) + rawQueryOf(req.originalUrl),
        // The upstream's redirects become the gateway's Recommendation API URLs, whichever form
        // was asked (an alias included), as for the other APIs.
        localBase: `${publicBaseUrl(req, publicUrl)}${req.baseUrl}/recommend`,
        shape: 'commons',
      }).catch(next);
    };
  const recordPath = (req: Request) =>
    `/record/${String(req.params.datasetId)}/${String(req.params.localId)}`;
  const entityPath = (req: Request) =>
    `/entity/${String(req.params.type)}/${String(req.params.id)}`;
  const setPath = (req: Request) => `/set/${String(req.params.id)}`;

  for (const [paths, path, handler] of [
    [
      ['/recommend/record/:datasetId/:localId', '/record/:datasetId/:localId/recommend{.json}'],
      recordPath,
      forRecord,
    ],
    [['/recommend/entity/:type/:id', '/entity/:type/:id/recommend{.json}'], entityPath, forEntity],
    [['/recommend/set/:id', '/set/:id/recommend{.json}'], setPath, forSet],
  ] as const) {
    router.get([...paths], canonical(path, handler));
    // Accept/reject signals (POST/DELETE) were retired in Aug 2023.
    router.all(
      [...paths],
      methodNotAllowed(
        ['GET'],
        'Only GET is supported: recommendation feedback (POST/DELETE) was retired in Aug 2023',
      ),
    );
  }
  return router;
}

/** Mounted by apis/index.ts. */
export const recommendApi: ApiRouterFactory = (context) =>
  createRecommendRouter({
    store: context.store,
    publicUrl: context.config.publicUrl,
    portalUrl: context.config.portalUrl,
    sets: setRepositoryOf(context.store),
    accessTokenUser: context.accessTokenUser,
  });

/** Without an identity server no token is valid. */
function noUser(): undefined {
  return undefined;
}
