import type { Request } from 'express';
import { ApiError } from './api-error';

/**
 * The API key the way api-commons reads it: query `wskey`, else header `X-Api-Key`, else
 * `Authorization: APIKEY <key>`. Keys are not required offline; they are echoed as `apikey`.
 */
export function apiKeyOf(req: Request): string | undefined {
  const fromQuery = firstString(req.query.wskey);
  if (fromQuery) return fromQuery;
  const header = req.get('x-api-key');
  if (header) return header;
  const auth = /^APIKEY\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return auth?.[1];
}

/** A Bearer token, if the request carries one (`Authorization: Bearer <token>`). */
export function bearerTokenOf(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
}

/** No Bearer token, one of ours that is valid, or one that is not. */
export type BearerState = 'absent' | 'valid' | 'invalid';

/**
 * What the request's Bearer token is worth. Offline, the gateway verifies it against its own
 * identity server's key (`identity/`: ES256 signature, `exp`, `typ: 'Bearer'`), as the real APIs
 * verify Keycloak's; in upstream mode the token is forwarded and the real APIs check it.
 */
export function bearerStateOf(req: Request, verify: (token: string) => boolean): BearerState {
  const token = bearerTokenOf(req);
  if (token === undefined) return 'absent';
  return verify(token) ? 'valid' : 'invalid';
}

/** api2's answer to a token it cannot verify (contract §1: 401, `invalid_jwttoken`). */
export function invalidTokenError(): ApiError {
  return new ApiError(
    401,
    'Unauthorized',
    'The Bearer token is not valid: not an access token of this portal, or expired.',
    '401-invalid_jwttoken',
  );
}

export function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}
