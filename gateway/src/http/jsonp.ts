import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';

/** A plain JavaScript identifier or dotted path (`cb`, `jQuery123_456`, `app.handlers.done`). */
const CALLBACK = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;
const MAX_CALLBACK_LENGTH = 128;

/**
 * JSONP for the Search and Record APIs (`callback`, contract §1/§2). With a valid callback, JSON
 * answers, errors included (as api2 does), become `/**\/ cb(json);` served as
 * application/javascript. Only identifier paths are honoured: anything else could inject script
 * into the page that loads it, so it is refused with a 400 in the Search error shape. The
 * leading comment means a response never starts with bytes the caller chose (Rosetta Flash).
 */
export function jsonp(req: Request, res: Response, next: NextFunction): void {
  const value = req.query.callback;
  if (value === undefined || res.locals.jsonp) {
    next();
    return;
  }
  const callback = typeof value === 'string' ? value : undefined;
  if (!callback || callback.length > MAX_CALLBACK_LENGTH || !CALLBACK.test(callback)) {
    throw new ApiError(
      400,
      'Invalid callback parameter',
      `callback must be a JavaScript identifier or dotted path of at most ${MAX_CALLBACK_LENGTH} characters`,
      '400-SA',
    );
  }
  res.locals.jsonp = true;
  const send = res.send.bind(res);
  res.send = (body?: unknown): Response => {
    const json =
      typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : undefined;
    if (json === undefined || !/json/.test(String(res.get('Content-Type') ?? ''))) {
      return send(body);
    }
    res.type('application/javascript');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // U+2028/U+2029 are valid in JSON strings but end a line in older JavaScript parsers.
    const script = json.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
    return send(`/**/ ${callback}(${script});`);
  };
  next();
}
