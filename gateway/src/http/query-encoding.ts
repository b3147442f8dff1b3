import type { NextFunction, Request, Response } from 'express';
import { jsonExcerpt } from '../util/json-excerpt';
import { rawQueryOf, undecodableQueryPart } from './raw-query';

/**
 * Middleware: a request whose query string has a %-escape that is not UTF-8 goes to the error
 * handler as a 400 (in the path's API shape), naming the pair, instead of being answered from a
 * guessed reading of it.
 */
export function rejectUndecodableQuery(req: Request, _res: Response, next: NextFunction): void {
  const part = undecodableQueryPart(rawQueryOf(req.originalUrl));
  if (part === undefined) {
    next();
    return;
  }
  next(
    Object.assign(
      new Error(
        `The query string has a %-escape that is not UTF-8 (each % must start a byte of UTF-8, %25 for a % sign): ${jsonExcerpt(part)}`,
      ),
      { status: 400 },
    ),
  );
}
