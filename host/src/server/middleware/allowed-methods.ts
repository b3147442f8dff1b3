import type { NextFunction, Request, Response } from 'express';

/**
 * The methods of the host's own paths: pages, `/health`, the favicons, `/robots.txt` and
 * `/assets`.
 */
export const PAGE_METHODS = 'GET, HEAD';

/**
 * Which methods reach the app. The proxies (paths under one of `proxiedPrefixes`, matched as
 * Express mounts them: case-insensitively, the prefix alone or followed by a slash) pass every
 * method on to their server, except TRACE, which nothing here uses and which exists to echo a
 * request back: it is refused with 501, in the proxies' JSON error shape. Every other path is the
 * host's own and read-only, so a method other than GET and HEAD gets 405 with `Allow: GET, HEAD`
 * in plain text, instead of Express's default 404 HTML (`Cannot POST /en`). That includes OPTIONS:
 * the pages offer no CORS and no other method, and the 405's Allow header says what an OPTIONS
 * answer would.
 */
export function allowedMethods(proxiedPrefixes: readonly string[]) {
  const proxied = proxiedPaths(proxiedPrefixes);
  return (req: Request, res: Response, next: NextFunction) => {
    if (proxied(req.path)) {
      if (req.method !== 'TRACE') return next();
      res
        .status(501)
        .type('application/json')
        .send(JSON.stringify({ success: false, error: 'TRACE is not supported' }));
      return;
    }
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res
      .status(405)
      .setHeader('Allow', PAGE_METHODS)
      .setHeader('Cache-Control', 'no-store')
      .type('text/plain')
      .send('Method not allowed');
  };
}

/**
 * Whether a path is one of the proxies' (under one of `prefixes`, matched as Express mounts them:
 * case-insensitively, the prefix alone or followed by a slash).
 */
export function proxiedPaths(prefixes: readonly string[]): (path: string) => boolean {
  const proxied = new RegExp(`^(?:${prefixes.map(escapeRegExp).join('|')})(?:/|$)`, 'i');
  return (path) => proxied.test(path);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
