import type { Request, RequestHandler, Response } from 'express';
import { bearerTokenOf } from '../../http/api-key';
import { errorShapeOfPath, sendApiError } from '../../upstream/api-error';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Answers the CORS preflight (`OPTIONS`) of a path the gateway serves: 204 with the methods the
 * path allows, the `Allow` of its 405, in `Access-Control-Allow-Methods` and `Allow` (the other
 * CORS headers are security-headers.ts's). Returns whether the request was one. Paths the gateway
 * does not serve never get here: their OPTIONS is the app's 404, as any other method's.
 */
export function answerPreflight(req: Request, res: Response, allowed: readonly string[]): boolean {
  if (req.method !== 'OPTIONS') return false;
  const methods = allowed.join(', ');
  res.set('Allow', methods);
  res.set('Access-Control-Allow-Methods', methods);
  res.status(204).end();
  return true;
}

/**
 * The last handler of a path (`router.all(path, methodNotAllowed([...]))`): a method the path
 * does not serve gets 405 with `Allow` (contract: "wrong method 405"), not the app's 404, which
 * would tell a client the resource does not exist. The body has the error shape of the path's
 * API (`errorShapeOfPath`: api-commons for Entity, Annotation, ..., api2 with code `405` for
 * the others, as Search and Record answer theirs). OPTIONS, the CORS preflight, gets 204 with
 * the same methods (answerPreflight).
 */
export function methodNotAllowed(allowed: readonly string[], message?: string): RequestHandler {
  return (req: Request, res: Response): void => {
    if (answerPreflight(req, res, allowed)) return;
    res.set('Allow', allowed.join(', '));
    const shape = errorShapeOfPath(req.path);
    sendApiError(
      req,
      res,
      405,
      {
        message:
          message ??
          `${req.method} is not supported here${allowed.length ? `; use ${allowed.join(' or ')}` : ''}.`,
        // As the Search and Record APIs word theirs.
        ...(shape === 'api2' ? { error: 'Method not allowed', code: '405' } : {}),
      },
      shape,
    );
  };
}

/**
 * Like methodNotAllowed, for resources whose writes the real API accepts from signed-in users
 * only: a write without `Authorization: Bearer` is refused with 401 first, as the real API's
 * authentication does before looking at the operation; a write with a token still gets 405,
 * because this gateway stores no user data to write to.
 */
export function writeNeedsBearer(allowed: readonly string[], what: string): RequestHandler {
  const readOnly = methodNotAllowed(allowed, `${what} are read-only in this gateway.`);
  const other = methodNotAllowed(allowed);
  return (req, res, next) => {
    if (!WRITE_METHODS.has(req.method)) {
      other(req, res, next);
      return;
    }
    if (!bearerTokenOf(req)) {
      sendApiError(req, res, 401, {
        message: `${req.method} needs an authenticated user (Authorization: Bearer <token>).`,
      });
      return;
    }
    readOnly(req, res, next);
  };
}
