import type { Request } from 'express';
import { bearerTokenOf } from '../../http/api-key';
import type { AccessTokenUser } from '../../identity/identity-server';
import { CommonsError } from '../../upstream/api-error';
import type { SetRecord } from './set-model';
import type { SetRepository } from './set-repository';
import { parseSetId } from './set-json';

/** Who an access token speaks for (ApiContext.accessTokenUser). */
export type AccessTokenUserOf = (token: string) => AccessTokenUser | undefined;

/** The usersets client roles that may publish and unpublish any gallery (contract §4). */
const PUBLISHER_ROLES = ['editor', 'publisher'];

/**
 * The signed-in user of a request, checked here on the server (the token's signature and
 * expiry); undefined without a token. A token that is not valid is a 401 even where none is
 * needed, so that the portal refreshes it (spec §7) rather than seeing less than it should.
 */
export function requesterOf(req: Request, userOf: AccessTokenUserOf): AccessTokenUser | undefined {
  const token = bearerTokenOf(req);
  if (token === undefined) return undefined;
  const user = userOf(token);
  if (!user) {
    throw new CommonsError(
      401,
      'The Bearer token is not valid: not an access token of this portal, or expired',
      '401_invalid_token',
    );
  }
  return user;
}

/** The signed-in user a write needs: 401 without a valid Bearer token. */
export function writerOf(req: Request, userOf: AccessTokenUserOf): AccessTokenUser {
  const user = requesterOf(req, userOf);
  if (!user) {
    throw new CommonsError(
      401,
      `${req.method} needs an authenticated user (Authorization: Bearer <token>)`,
      '401_token_missing',
    );
  }
  return user;
}

export function hasClientRole(user: AccessTokenUser, client: string, roles: readonly string[]) {
  return (user.clientRoles[client] ?? []).some((role) => roles.includes(role));
}

export function isPublisher(user: AccessTokenUser): boolean {
  return hasClientRole(user, 'usersets', PUBLISHER_ROLES);
}

/** The set of a path's id (400 for a malformed one, 404 for an unknown one). */
export function existingSet(sets: SetRepository, segment: string): SetRecord {
  const { id } = parseSetId(segment);
  const set = sets.get(id);
  if (!set) throw new CommonsError(404, `No user set with identifier ${id}`, '404_set_not_found');
  return set;
}

/** A private set is its creator's only: 401 for an anonymous request, 403 for anyone else. */
export function checkReadable(set: SetRecord, requester: AccessTokenUser | undefined): void {
  if (set.visibility !== 'private' || requester?.id === set.creator.id) return;
  if (!requester) {
    throw new CommonsError(
      401,
      `Set ${set.id} is private: sign in as its creator to read it`,
      '401_token_missing',
    );
  }
  throw new CommonsError(403, `Set ${set.id} is private to its creator`, '403_private_set');
}

/** Only a set's creator writes to it. */
export function checkOwner(set: SetRecord, writer: AccessTokenUser): void {
  if (writer.id !== set.creator.id) {
    throw new CommonsError(
      403,
      `Only the creator of set ${set.id} may change it`,
      '403_operation_not_permitted',
    );
  }
}

/** A set the request may read (the Set API's GET and the Recommendation API's set recommendations). */
export function readableSet(
  req: Request,
  sets: SetRepository,
  segment: string,
  userOf: AccessTokenUserOf,
): SetRecord {
  const requester = requesterOf(req, userOf);
  const set = existingSet(sets, segment);
  checkReadable(set, requester);
  return set;
}
