import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { errorShapeOfPath, sendApiError } from '../upstream/api-error';

/** Whether the request carries a body (an empty one does not count). */
function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && Number(length) > 0;
}

/**
 * For routes that read a JSON body (`POST` Search, `POST /entity/retrieve`): a body sent as
 * anything but `application/json` (a form, text/plain, no Content-Type) is answered 415 in the
 * path's error shape, naming the type to use, instead of being ignored and answered with an
 * error about its absent content. A request without a body passes (a POST Search may give its
 * parameters in the URL). Charsets other than UTF-8 and unknown encodings are refused with 415
 * before this, by `express.json`.
 */
export function requireJsonBody(req: Request, res: Response, next: NextFunction): void {
  if (!hasBody(req) || req.is('application/json')) {
    next();
    return;
  }
  const type = req.headers['content-type']?.slice(0, 100);
  const shape = errorShapeOfPath(req.path);
  sendApiError(
    req,
    res,
    415,
    {
      message: `The request body must be JSON, sent with Content-Type: application/json (${type ? `not ${type}` : 'the request has no Content-Type'}).`,
      ...(shape === 'api2' ? { code: '415' } : {}),
    },
    shape,
  );
}

/** The largest JSON body a route reads unless it names its own limit. */
export const DEFAULT_JSON_BODY_LIMIT = '1mb';

/**
 * The handlers that read a route's JSON body: 415 for a body of another type (requireJsonBody),
 * then `express.json` within `limit`, whose 413 (over the limit), 400 (malformed JSON) and 415
 * (charset) the app's error handler answers in the path's error shape. Each route reads its own
 * body, with its own limit: a parser in front of the routers would read every body first within
 * its limit, and a route's smaller one would never apply (`POST /entity/retrieve`, 256 KB).
 */
export function jsonBody(limit: string | number = DEFAULT_JSON_BODY_LIMIT): RequestHandler[] {
  // Not strict: `null`, `1` or `"x"` is valid JSON (RFC 8259), and the route says what it expects
  // instead of express.json calling it "not valid JSON".
  return [requireJsonBody, express.json({ limit, strict: false })];
}
