import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream';
import type { Request, Response } from 'express';
import { sendApiError, type ErrorShape } from './api-error';
import type { UpstreamTarget } from './upstream-config';

/** Request headers worth passing on; everything else (cookies, hop-by-hop, host) stays here. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'content-type',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'prefer',
  'range',
];

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
]);

export interface ForwardOptions {
  target: UpstreamTarget;
  /** Path below the API base plus the original query, e.g. `/agent/1.json?lang=en`. */
  pathAndQuery: string;
  /** The gateway's public URL of the same API base, to rewrite upstream `Location` headers. */
  localBase?: string;
  shape: ErrorShape;
  /**
   * When given, only answers with an accepted status are passed on; otherwise (and on network
   * errors) nothing is written and the promise resolves to `false`, so the caller can answer
   * itself (thumbnails try the upstream first, then the store).
   */
  accept?: (status: number) => boolean;
}

class UpstreamTimeout extends Error {}

/**
 * Sends the request to the upstream API and streams the answer back: same method, path below
 * the API base, query kept, `wskey` set to the configured key. Bodies stream both ways (media,
 * large search pages). The timeout is an inactivity timeout: no answer, or a stalled body, for
 * `timeoutMs` ends the exchange with a 503 (or a cut connection if the answer already started).
 */
export function forwardToUpstream(
  req: Request,
  res: Response,
  options: ForwardOptions,
): Promise<boolean> {
  const { target } = options;
  const url = upstreamUrl(target, options.pathAndQuery);
  const headers: http.OutgoingHttpHeaders = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  const body = bufferedBody(req);
  if (body !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(body.length);
  } else if (req.headers['content-length'] !== undefined) {
    headers['content-length'] = req.headers['content-length'];
  }
  const client = url.protocol === 'https:' ? https : http;

  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (value: boolean): void => {
      if (!settled) {
        settled = true;
        resolve(value);
      }
    };
    const upstreamReq = client.request(url, { method: req.method, headers });
    upstreamReq.setTimeout(target.timeoutMs, () => upstreamReq.destroy(new UpstreamTimeout()));
    res.on('close', () => {
      if (!res.writableFinished) upstreamReq.destroy();
    });

    upstreamReq.on('response', (upstreamRes) => {
      const status = upstreamRes.statusCode ?? 502;
      if (options.accept && !options.accept(status)) {
        upstreamRes.resume();
        settle(false);
        return;
      }
      res.status(status);
      for (const [name, value] of Object.entries(upstreamRes.headers)) {
        // Our CORS policy answers for our origin (http/security-headers.ts); the upstream's own
        // Access-Control-* headers would replace it with whatever that server allows.
        if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith('access-control-'))
          continue;
        res.setHeader(name, name === 'location' ? rewriteLocation(String(value), options) : value);
      }
      pipeline(upstreamRes, res, (error) => {
        if (error) res.destroy();
      });
      settle(true);
    });

    upstreamReq.on('error', (error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (options.accept) {
        settle(false);
        return;
      }
      // Only the API id and the error kind: the URL carries the key.
      const timedOut = error instanceof UpstreamTimeout;
      console.warn(`upstream ${target.id}: ${timedOut ? 'timeout' : errorCode(error)}`);
      sendApiError(
        req,
        res,
        timedOut ? 503 : 502,
        {
          message: timedOut
            ? `The upstream ${target.id} API did not answer within ${target.timeoutMs} ms`
            : `The upstream ${target.id} API is unreachable (${errorCode(error)})`,
          code:
            options.shape === 'api2'
              ? timedOut
                ? '503-UT'
                : '502-UP'
              : timedOut
                ? '503_upstream_timeout'
                : '502_upstream_unreachable',
          error: timedOut ? 'Service Unavailable' : 'Bad Gateway',
        },
        options.shape,
      );
      settle(true);
    });

    if (body !== undefined) upstreamReq.end(body);
    else if (req.method === 'GET' || req.method === 'HEAD' || req.readableEnded) upstreamReq.end();
    else req.pipe(upstreamReq);
  });
}

export function upstreamUrl(target: UpstreamTarget, pathAndQuery: string): URL {
  const local = new URL(
    pathAndQuery.startsWith('/') ? pathAndQuery : `/${pathAndQuery}`,
    'http://local',
  );
  const url = new URL(target.url.href);
  url.pathname = `${target.url.pathname}${local.pathname === '/' ? '' : local.pathname}`;
  url.search = local.search;
  if (target.key) url.searchParams.set('wskey', target.key);
  return url;
}

/** A body a parser already consumed (express.json) must be re-serialised; a raw one streams. */
function bufferedBody(req: Request): Buffer | undefined {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  if (!req.readableEnded || req.body === undefined) return undefined;
  if (Buffer.isBuffer(req.body)) return req.body;
  return Buffer.from(typeof req.body === 'string' ? req.body : JSON.stringify(req.body));
}

function rewriteLocation(location: string, options: ForwardOptions): string {
  if (!options.localBase) return location;
  const base = options.target.url.href.replace(/\/+$/, '');
  if (location === base || location.startsWith(`${base}/`) || location.startsWith(`${base}?`)) {
    return stripKey(options.localBase + location.slice(base.length));
  }
  return stripKey(location);
}

/** Upstream redirects may echo our `wskey`; it must not reach the browser. */
function stripKey(location: string): string {
  try {
    const url = new URL(location);
    if (!url.searchParams.has('wskey')) return location;
    url.searchParams.delete('wskey');
    return url.href;
  } catch {
    return location;
  }
}

function errorCode(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ?? error.name;
}
