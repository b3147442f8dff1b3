import type { Request, RequestHandler, Response, Router } from 'express';
import type { AccessTokenUser } from '../../identity/identity-server';
import { CommonsError, commonsRoute } from '../../upstream/api-error';
import { methodNotAllowed } from '../common/method-not-allowed';
import type {
  PublicationRequest,
  PublicationRequestRepository,
} from './publication-request-repository';
import { checkOwner, existingSet, isPublisher } from './set-access';
import { checkPageInRange, resultPage, sendPage, setUri } from './set-json';
import { PUBLICATION_MIN_ITEMS, type SetRecord } from './set-model';
import { pageParams } from './set-params';
import type { SetRepository } from './set-repository';

export interface PublicationRequestDeps {
  sets: SetRepository;
  requests: PublicationRequestRepository;
  /** Puts the request's valid user in `res.locals.writer`, or answers 401. */
  authenticated: RequestHandler;
  /** A set as the Set API shows it (meta profile, with its picture). */
  present: (req: Request, set: SetRecord) => Record<string, unknown>;
  base: (req: Request) => string;
}

/**
 * Asking for a gallery to be published (spec §4), beside the Set API: Europeana's portal sends
 * this request to its service desk, where editors review it; here editors find the requests at
 * `GET /set/publication-requests` and publish with the Set API's own `PUT /set/{id}/publish`.
 * Decision 0026.
 *
 *   PUT    /set/{id}/publication-request   the creator asks (201; 200 when already asked)
 *   GET    /set/{id}/publication-request   the creator or an editor reads it (204 when none)
 *   DELETE /set/{id}/publication-request   the creator withdraws it, an editor declines it
 *   GET    /set/publication-requests       editors: waiting requests, oldest first, with sets
 *
 * A request ends by itself when the gallery is published or made private.
 */
export function mountPublicationRequests(router: Router, deps: PublicationRequestDeps): void {
  const { sets, requests, authenticated, present, base } = deps;

  router.get(
    '/set/publication-requests',
    authenticated,
    commonsRoute((req, res) => {
      checkPublisher(writer(res));
      const page = pageParams(req);
      const found = requests.page((page.page - 1) * page.pageSize, page.pageSize);
      checkPageInRange({ ...page, total: found.total });
      const items = found.requests.flatMap((request) => {
        const set = sets.get(request.setId);
        return set ? [{ ...present(req, set), publicationRequest: requestJson(request) }] : [];
      });
      sendPage(res, resultPage(req, base(req), { ...page, total: found.total }, items));
    }),
  );
  router.all('/set/publication-requests', methodNotAllowed(['GET']));

  const path = '/set/:id/publication-request';
  router.get(
    path,
    authenticated,
    commonsRoute((req, res) => {
      const set = existingSet(sets, String(req.params.id));
      checkCreatorOrPublisher(set, writer(res));
      const request = requests.get(set.id);
      res.set('Cache-Control', 'private, no-cache');
      // No request is an answer, not a missing resource: 204 (a 404 would be logged as a
      // failure in the creator's browser console on every visit of their gallery).
      if (!request) res.status(204).end();
      else res.json(requestJson(request));
    }),
  );
  router.put(
    path,
    authenticated,
    commonsRoute((req, res) => {
      const set = existingSet(sets, String(req.params.id));
      checkOwner(set, writer(res));
      checkPublishable(set);
      const { request, created } = requests.request(set.id, writer(res).id);
      res.status(created ? 201 : 200).json(requestJson(request));
    }),
  );
  router.delete(
    path,
    authenticated,
    commonsRoute((req, res) => {
      const set = existingSet(sets, String(req.params.id));
      checkCreatorOrPublisher(set, writer(res));
      if (!requests.end(set.id)) throw noRequest(set);
      res.status(204).end();
    }),
  );
  router.all(path, methodNotAllowed(['GET', 'PUT', 'DELETE']));
}

function requestJson(request: PublicationRequest): Record<string, unknown> {
  return {
    type: 'PublicationRequest',
    set: setUri(request.setId),
    requested: new Date(request.requestedAt).toISOString(),
  };
}

/** Spec §4: a public gallery with a title, a description and at least 15 items; 400 says what is missing. */
function checkPublishable(set: SetRecord): void {
  if (set.type !== 'Collection') {
    throw new CommonsError(400, `A ${set.type} cannot be published`);
  }
  if (set.visibility === 'published') {
    throw new CommonsError(400, `Set ${set.id} is already published`);
  }
  if (set.visibility === 'private') {
    throw new CommonsError(
      400,
      `Set ${set.id} is private: make it public before asking to publish it`,
    );
  }
  const missing = [
    ...(hasText(set.title) ? [] : ['a title']),
    ...(hasText(set.description) ? [] : ['a description']),
    ...(set.total >= PUBLICATION_MIN_ITEMS
      ? []
      : [`at least ${PUBLICATION_MIN_ITEMS} items (it has ${set.total})`]),
  ];
  if (missing.length) {
    throw new CommonsError(
      400,
      `A gallery needs ${missing.join(', ')} to be published`,
      '400_not_publishable',
    );
  }
}

function hasText(map: Record<string, string> | undefined): boolean {
  return Object.values(map ?? {}).some((text) => text.trim() !== '');
}

function checkPublisher(user: AccessTokenUser): void {
  if (!isPublisher(user)) {
    throw new CommonsError(
      403,
      'Publication requests are read by the usersets client role editor or publisher',
      '403_operation_not_permitted',
    );
  }
}

function checkCreatorOrPublisher(set: SetRecord, user: AccessTokenUser): void {
  if (!isPublisher(user)) checkOwner(set, user);
}

function noRequest(set: SetRecord): CommonsError {
  return new CommonsError(
    404,
    `No one has asked to publish set ${set.id}`,
    '404_no_publication_request',
  );
}

function writer(res: Response): AccessTokenUser {
  return res.locals.writer as AccessTokenUser;
}
