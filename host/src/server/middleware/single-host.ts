import type { NextFunction, Request, Response } from 'express';
import { proxiedPaths } from './allowed-methods';

const MESSAGE = 'Bad request: more than one Host header.';

/**
 * RFC 9112 §3.2: a request with more than one Host header line is answered 400. Node keeps the
 * first and drops the others from `req.headers`, so the page was served for `Host: localhost`
 * while a proxy in front may have routed by `Host: evil.example`; the lines as sent are in
 * `req.rawHeaders`. The answer has the shape of the app's other Host header 400s: JSON on the
 * proxies' paths (`proxiedPrefixes`), plain text elsewhere.
 */
export function singleHost(proxiedPrefixes: readonly string[]) {
  const proxied = proxiedPaths(proxiedPrefixes);
  return (req: Request, res: Response, next: NextFunction) => {
    if (hostLines(req.rawHeaders) <= 1) return next();
    res.status(400).setHeader('Cache-Control', 'no-store');
    if (proxied(req.path)) {
      res.type('application/json').send(JSON.stringify({ success: false, error: MESSAGE }));
    } else {
      res.type('text/plain').send(MESSAGE);
    }
  };
}

/** Host header lines in `rawHeaders` (names and values, one after the other). */
function hostLines(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]!.toLowerCase() === 'host') count += 1;
  }
  return count;
}
