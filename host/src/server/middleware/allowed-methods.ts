import type { NextFunction, Request, Response } from 'express';

/**
 * The methods of the host's own paths: pages, `/health`, the favicons, `/robots.txt` and
 * `/assets`.
 */
export const PAGE_METHODS = 'GET, HEAD';

/** Methods a proxy passes on, by prefix, where it passes on fewer than all but TRACE. */
export type ProxyMethods = Readonly<Record<string, readonly string[]>>;

/**
 * Which methods reach the app. The proxies (paths under one of `proxiedPrefixes`, matched as
 * Express mounts them: case-insensitively, the prefix alone or followed by a slash) pass every
 * method on to their server, except TRACE, which nothing here uses and which exists to echo a
 * request back: it is refused with 501, in the proxies' JSON error shape. Every other path is the
 * host's own and read-only, so a method other than GET and HEAD gets 405 with `Allow: GET, HEAD`
 * in plain text, instead of Express's default 404 HTML (`Cannot POST /en`). That includes OPTIONS:
 * the pages offer no CORS and no other method, and the 405's Allow header says what an OPTIONS
 * answer would. A proxy named in `proxyMethods` passes on only its methods there (the identity
 * server's `/auth`: GET, HEAD, POST, OPTIONS) and answers others likewise with 405 and its Allow.
 */
export function allowedMethods(
  proxiedPrefixes: readonly string[],
  proxyMethods: ProxyMethods = {},
) {
  const proxied = proxiedPaths(proxiedPrefixes);
  const limited = Object.entries(proxyMethods).map(
    ([prefix, methods]) => [proxiedPaths([prefix]), methods] as const,
  );
  return (req: Request, res: Response, next: NextFunction) => {
    const methods = limited.find(([matches]) => matches(req.path))?.[1];
    if (methods) {
      if (methods.includes(req.method)) return next();
      return methodNotAllowed(res, methods.join(', '));
    }
    if (proxied(req.path)) {
      if (req.method !== 'TRACE') return next();
      res
        .status(501)
        .type('application/json')
        .send(JSON.stringify({ success: false, error: 'TRACE is not supported' }));
      return;
    }
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    methodNotAllowed(res, PAGE_METHODS);
  };
}

function methodNotAllowed(res: Response, allow: string) {
  res
    .status(405)
    .setHeader('Allow', allow)
    .setHeader('Cache-Control', 'no-store')
    .type('text/plain')
    .send('Method not allowed');
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
