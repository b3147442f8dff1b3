import { Router, type NextFunction, type Request, type Response } from 'express';
import type { AccessTokenUser } from '../../identity/identity-server';
import { jsonBody } from '../../http/json-body';
import type { Store } from '../../store/store';
import { CommonsError, commonsRoute, sendApiError } from '../../upstream/api-error';
import type { ApiRouterFactory } from '../context';
import { conditionalStatus } from '../common/conditional';
import { methodNotAllowed } from '../common/method-not-allowed';
import { stringsParam } from '../common/query-params';
import { configuredPublicUrl, publicBaseUrl } from '../iiif/public-url';
import { minimalViewOf } from '../recommend/item-views';
import {
  checkOwner,
  existingSet,
  hasClientRole,
  isPublisher,
  readableSet,
  requesterOf,
  writerOf,
  type AccessTokenUserOf,
} from './set-access';
import { parseItemListBody, parseSetBody, recordIdOfPath } from './set-body';
import { depictionOf, itemDescriptions } from './set-item-views';
import {
  checkPageInRange,
  itemUri,
  parseSetId,
  resultPage,
  sendPage,
  sendSet,
  setEtag,
  setJson,
  setUri,
  type PageRequest,
} from './set-json';
import { publicNickname, SET_BODY_LIMIT, type SetRecord } from './set-model';
import {
  issuedParam,
  pageParams,
  positionParam,
  profileParam,
  searchProfileParam,
  singleParam,
  type SetProfile,
} from './set-params';
import { PublicationRequestRepository } from './publication-request-repository';
import { mountPublicationRequests } from './publication-requests';
import { parseSetQuery, parseSetSort } from './set-query';
import { setRepositoryOf, type SetRepository } from './set-repository';

export interface SetRouterOptions {
  store: Store;
  sets: SetRepository;
  accessTokenUser: AccessTokenUserOf;
  publicUrl?: string;
  /** Portal base URL for the `guid` of `items.meta` items. */
  portalUrl: string;
}

const FIRST_PAGE = { page: 1, pageSize: 10 };

/**
 * User Sets API (contract §4) on sets.sqlite: likes folders (BookmarkFolder) and galleries
 * (Collection). `POST /set/`, `GET|PUT|DELETE /set/{id}[.json|.jsonld]`, `PUT /set/{id}/publish`,
 * `PUT /set/{id}/unpublish`, `GET|PUT|DELETE /set/{id}/{datasetId}/{localId}`,
 * `PUT|DELETE /set/{id}/items`, `GET /set/search`, `GET /set/{id}/search`. Who may do what is
 * checked here, from the Bearer token: writes need one and only the creator writes to a set;
 * a private set is its creator's only; publishing needs the usersets editor or publisher role.
 * `/set/{id}/recommend` is the Recommendation API's (recommend/router.ts).
 */
export function createSetRouter(options: SetRouterOptions): Router {
  const { store, sets, accessTokenUser: userOf } = options;
  const router = Router();
  const publicUrl = options.publicUrl ?? configuredPublicUrl();
  const base = (req: Request): string => publicBaseUrl(req, publicUrl);

  const present = (
    req: Request,
    set: SetRecord,
    profile: SetProfile,
    page: Omit<PageRequest, 'total'> = FIRST_PAGE,
  ): Record<string, unknown> => {
    const view = minimalViewOf(req, publicUrl, options.portalUrl);
    const isShownBy = depictionOf(store, sets.itemIds(set.id, 0, 1)[0], view);
    if (profile === 'meta') return setJson(set, { ...(isShownBy ? { isShownBy } : {}) });
    const ids = sets.itemIds(set.id, (page.page - 1) * page.pageSize, page.pageSize);
    return setJson(set, {
      ...(isShownBy ? { isShownBy } : {}),
      items: profile === 'items' ? ids.map(itemUri) : itemDescriptions(store, ids, view),
    });
  };
  /**
   * Answers a write with the set as `profile` asks (meta by default), read before the write so
   * that a bad profile changes nothing.
   */
  const answerWrite = (req: Request, res: Response, status = 200) => {
    const profile = profileParam(req);
    const format = req.params.id === undefined ? undefined : formatOf(req);
    return (set: SetRecord): void => {
      sendSet(res, status, set, present(req, set, profile), format);
    };
  };

  /**
   * The user a write needs, checked before its body is read: a request without a valid token
   * is a 401 whatever it sends.
   */
  const authenticated = (req: Request, res: Response, next: NextFunction): void => {
    try {
      res.locals.writer = writerOf(req, userOf);
      next();
    } catch (error) {
      if (!(error instanceof CommonsError)) throw error;
      sendApiError(req, res, error.status, {
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
      });
    }
  };
  /** The set of the path that the signed-in writer owns, unchanged since the If-Match given. */
  const ownedSet = (req: Request, res: Response): SetRecord => {
    const set = existingSet(sets, String(req.params.id));
    checkOwner(set, writer(res));
    checkIfMatch(req, set);
    return set;
  };
  /** A write of a set's creator: token, then body (within the limit), set, owner, If-Match. */
  const ownerWrite = (
    method: 'put' | 'delete',
    path: string,
    readsBody: boolean,
    write: (req: Request, set: SetRecord, user: AccessTokenUser) => SetRecord,
  ): void => {
    router[method](
      path,
      authenticated,
      ...(readsBody ? jsonBody(SET_BODY_LIMIT) : []),
      commonsRoute((req, res) => {
        const set = ownedSet(req, res);
        const answer = answerWrite(req, res);
        answer(write(req, set, writer(res)));
      }),
    );
  };

  router.post(
    '/set',
    authenticated,
    ...jsonBody(SET_BODY_LIMIT),
    commonsRoute((req, res) => {
      const user = writer(res);
      const answer = answerWrite(req, res, 201);
      const set = sets.create(
        { id: user.id, nickname: publicNickname(user.nickname) },
        parseSetBody(req.body, canEditEntitySets(user)),
      );
      res.location(`${base(req)}/set/${set.id}`);
      answer(set);
    }),
  );
  router.all('/set', methodNotAllowed(['POST']));

  router.get(
    '/set/search',
    commonsRoute((req, res) => {
      const requester = requesterOf(req, userOf);
      const query = requiredQuery(req, 'sets');
      if (req.query.facet !== undefined)
        throw new CommonsError(400, 'Facets of sets are not offered by this gateway');
      const search = {
        clauses: parseSetQuery(query, stringsParam(req.query.qf)),
        sort: parseSetSort(singleParam(req, 'sort'), singleParam(req, 'sortOrder')),
      };
      const listsIds = searchProfileParam(req) === 'items';
      const page = pageParams(req);
      const found = sets.search(
        search,
        requester?.id,
        (page.page - 1) * page.pageSize,
        page.pageSize,
      );
      checkPageInRange({ ...page, total: found.total });
      const items = listsIds
        ? found.sets.map((set) => setUri(set.id))
        : found.sets.map((set) => present(req, set, 'meta'));
      sendPage(res, resultPage(req, base(req), { ...page, total: found.total }, items));
    }),
  );
  // Before `/set/{id}`, which would call `search` a malformed set id.
  router.all('/set/search', methodNotAllowed(['GET']));
  mountPublicationRequests(router, {
    sets,
    requests: new PublicationRequestRepository(sets.db),
    authenticated,
    present: (req, set) => present(req, set, 'meta'),
    base,
  });

  router.get(
    '/set/:id',
    commonsRoute((req, res) => {
      const set = readableSet(req, sets, String(req.params.id), userOf);
      if (req.query.sort !== undefined || req.query.sortOrder !== undefined) {
        throw new CommonsError(400, 'The items of a set keep their order: sort is not offered');
      }
      const profile = profileParam(req);
      const page = pageParams(req);
      checkPageInRange({ ...page, total: set.total });
      sendSet(res, 200, set, present(req, set, profile, page), formatOf(req));
    }),
  );
  ownerWrite('put', '/set/:id', true, (req, set, user) =>
    sets.update(set, parseSetBody(req.body, canEditEntitySets(user))),
  );
  router.delete(
    '/set/:id',
    authenticated,
    commonsRoute((req, res) => {
      sets.delete(ownedSet(req, res).id);
      res.status(204).end();
    }),
  );
  router.all('/set/:id', methodNotAllowed(['GET', 'PUT', 'DELETE']));

  for (const publish of [true, false]) {
    router.put(
      `/set/:id/${publish ? 'publish' : 'unpublish'}`,
      authenticated,
      commonsRoute((req, res) => {
        // Publishers review any user's gallery: the role, not ownership, is what counts.
        if (!isPublisher(writer(res))) {
          throw new CommonsError(
            403,
            'Publishing needs the usersets client role editor or publisher',
            '403_operation_not_permitted',
          );
        }
        const set = existingSet(sets, String(req.params.id));
        checkIfMatch(req, set);
        if (set.type !== 'Collection') {
          throw new CommonsError(400, `A ${set.type} cannot be published or unpublished`);
        }
        if (!publish && set.visibility !== 'published') {
          throw new CommonsError(400, `Set ${set.id} is not published`);
        }
        const answer = answerWrite(req, res);
        const now = Date.now();
        answer(sets.setPublished(set.id, publish ? issuedParam(req, now) : undefined, now));
      }),
    );
  }
  router.all(['/set/:id/publish', '/set/:id/unpublish'], methodNotAllowed(['PUT']));

  ownerWrite('put', '/set/:id/items', true, (req, set) =>
    sets.insertItems(set, parseItemListBody(req.body), positionParam(req)),
  );
  ownerWrite('delete', '/set/:id/items', true, (req, set) =>
    sets.removeItems(set, parseItemListBody(req.body)),
  );
  router.all('/set/:id/items', methodNotAllowed(['PUT', 'DELETE']));

  router.get(
    '/set/:id/search',
    commonsRoute((req, res) => {
      const set = readableSet(req, sets, String(req.params.id), userOf);
      const wanted = parseSetQuery(requiredQuery(req, 'items'), stringsParam(req.query.qf)).map(
        (clause) => {
          if (clause.field !== 'item') {
            throw new CommonsError(
              400,
              'The items of a set are searched by item:/{datasetId}/{localId} only',
            );
          }
          return new Set(clause.values);
        },
      );
      const profile = profileParam(req, 'items');
      const page = pageParams(req);
      const matching = sets
        .itemIds(set.id)
        .filter((recordId) => wanted.every((values) => values.has(recordId)));
      checkPageInRange({ ...page, total: matching.length });
      const ids = matching.slice((page.page - 1) * page.pageSize, page.page * page.pageSize);
      const items =
        profile === 'meta'
          ? []
          : profile === 'items'
            ? ids.map(itemUri)
            : itemDescriptions(store, ids, minimalViewOf(req, publicUrl, options.portalUrl));
      sendPage(res, resultPage(req, base(req), { ...page, total: matching.length }, items));
    }),
  );
  router.all('/set/:id/search', methodNotAllowed(['GET']));

  const itemPath = '/set/:id/:datasetId/:localId';
  const recordIdOfRequest = (req: Request): string =>
    recordIdOfPath(String(req.params.datasetId), String(req.params.localId));
  router.get(
    itemPath,
    commonsRoute((req, res) => {
      const set = readableSet(req, sets, String(req.params.id), userOf);
      const recordId = recordIdOfRequest(req);
      if (!sets.hasItem(set.id, recordId)) {
        throw new CommonsError(
          404,
          `Set ${set.id} does not hold ${recordId}`,
          '404_item_not_found',
        );
      }
      res.status(204).end();
    }),
  );
  ownerWrite('put', itemPath, false, (req, set) =>
    sets.insertItems(set, [recordIdOfRequest(req)], positionParam(req)),
  );
  ownerWrite('delete', itemPath, false, (req, set) =>
    sets.removeItems(set, [recordIdOfRequest(req)]),
  );
  router.all(itemPath, methodNotAllowed(['GET', 'PUT', 'DELETE']));
  return router;
}

/** The `entities` editor role, which the real API asks of an EntityBestItemsSet's creator. */
function canEditEntitySets(user: AccessTokenUser): boolean {
  return hasClientRole(user, 'entities', ['editor']);
}

/** `query`, required (`*` for everything). */
function requiredQuery(req: Request, what: 'sets' | 'items'): string {
  const query = singleParam(req, 'query')?.trim();
  if (!query)
    throw new CommonsError(400, `The query parameter is required (use * for all ${what})`);
  return query;
}

function writer(res: Response): AccessTokenUser {
  return res.locals.writer as AccessTokenUser;
}

/** The format the path's set id asks for (`42.jsonld`); the id itself is checked where it is read. */
function formatOf(req: Request) {
  return parseSetId(String(req.params.id)).format;
}

/** 412 when If-Match names another version of the set than the stored one. */
function checkIfMatch(req: Request, set: SetRecord): void {
  if (req.get('if-match') && conditionalStatus(req, setEtag(set)) === 412) {
    throw new CommonsError(
      412,
      `Set ${set.id} has changed since the version in If-Match (now ${setEtag(set)})`,
      '412_precondition_failed',
    );
  }
}

/** Mounted by apis/index.ts, after the Recommendation API (which serves `/set/{id}/recommend`). */
export const setApi: ApiRouterFactory = (context) =>
  createSetRouter({
    store: context.store,
    sets: setRepositoryOf(context.store),
    accessTokenUser: context.accessTokenUser,
    publicUrl: context.config.publicUrl,
    portalUrl: context.config.portalUrl,
  });
