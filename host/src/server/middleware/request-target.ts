import type { NextFunction, Request, Response } from 'express';

/**
 * Requests whose target is not a path (RFC 9112 §3.2: origin-form, `/…`), which Express would
 * route anyway and answer with its default page (`Cannot GET *`):
 * - `OPTIONS *` (asterisk-form) asks about the server as a whole, the one use that form has: 204,
 *   the server is there. It is no bad request, and no page to answer 405 for.
 * - any other method with `*`, and an absolute-form the server did not turn into a path (another
 *   scheme, user information or a malformed host; `GET http://host/en` itself is read as its
 *   path by the HTTP server, request-rules/absolute-form.ts): 400, through the app's error
 *   handling, which answers a page request with the page for an address that cannot be read.
 */
export function requestTarget() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.url.startsWith('/')) return next();
    if (req.method === 'OPTIONS' && req.url === '*') {
      res.status(204).setHeader('Cache-Control', 'no-store').end();
      return;
    }
    next(Object.assign(new Error('The request target is not a path.'), { status: 400 }));
  };
}
