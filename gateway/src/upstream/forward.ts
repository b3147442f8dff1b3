import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream';
import type { Request, Response } from 'express';
import { apiKeyOf } from '../http/api-key';
import { sendApiError, type ErrorShape } from './api-error';
import { keyScrubber, type KeyScrubber } from './key-scrubber';
import { BodyTooLarge, DEFAULT_MAX_TEXT_BYTES, isTextLike, readBody } from './text-body';
import type { UpstreamTarget } from './upstream-config';
import { PartialText, UpstreamTimeout, upstreamFailure } from './upstream-failure';

/**
 * Request headers worth passing on; everything else (cookies, hop-by-hop, host) stays here.
 * Not Accept-Encoding: text answers are scrubbed of the server's key, which needs their plain
 * bytes (the host in front compresses for browsers).
 */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
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

/** Checksums of the upstream's bytes, wrong once the key in them is replaced. */
const BODY_DIGESTS = ['content-md5', 'digest', 'content-digest', 'repr-digest'];

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
  /** Largest text answer read whole to scrub the key from (default 16 MiB); larger ones: 502. */
  maxTextBytes?: number;
}

/**
 * Sends the request to the upstream API and passes its answer back: same method, path below the
 * API base, query kept, `wskey` set to the configured key. The Europeana APIs echo that key in
 * their answers, so text answers (JSON, XML, ...) are read whole and the key replaced by the
 * client's own (key-scrubber.ts) before they go out, and headers are scrubbed likewise; binary
 * bodies (media) stream through untouched. The timeout is an inactivity timeout: no answer, or a
 * stalled body, for `timeoutMs` ends the exchange with a 503 (or a cut connection if the answer
 * already started).
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
  headers['accept-encoding'] = 'identity';
  const body = bufferedBody(req);
  if (body !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(body.length);
  } else if (req.headers['content-length'] !== undefined) {
    headers['content-length'] = req.headers['content-length'];
  }
  const client = url.protocol === 'https:' ? https : http;
  const scrubber = keyScrubber(target.key, apiKeyOf(req));
  const maxTextBytes = options.maxTextBytes ?? DEFAULT_MAX_TEXT_BYTES;

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

    // One failure answers: a timeout or reset is reported by both the request and the body.
    let failed = false;
    const fail = (error: Error): void => {
      if (failed) return;
      failed = true;
      upstreamReq.destroy();
      if (res.headersSent || res.destroyed) {
        res.destroy();
        settle(true);
        return;
      }
      if (options.accept) {
        settle(false);
        return;
      }
      const failure = upstreamFailure(error, target, options.shape);
      // Only the API id and the error kind: the URL carries the key.
      console.warn(`upstream ${target.id}: ${failure.logged}`);
      sendApiError(req, res, failure.status, failure.details, options.shape);
      settle(true);
    };
    upstreamReq.on('error', fail);

    upstreamReq.on('response', (upstreamRes) => {
      const status = upstreamRes.statusCode ?? 502;
      if (options.accept && !options.accept(status)) {
        upstreamRes.resume();
        settle(false);
        return;
      }
      const answer = (): void => {
        res.status(status);
        copyHeaders(res, upstreamRes.headers, options, scrubber);
      };
      if (!scrubber.active || !isTextLike(upstreamRes.headers['content-type'])) {
        answer();
        pipeline(upstreamRes, res, (error) => {
          if (error) res.destroy();
        });
        settle(true);
        return;
      }
      // The key written in comes from the query (part of the URL) or X-Api-Key: caches must
      // not hand one client's answer to a client with another key.
      const answerScrubbed = (): void => {
        answer();
        res.vary('X-Api-Key');
      };
      if (req.method === 'HEAD' || status === 204 || status === 304) {
        // No body to scrub, and the length of the scrubbed one is not known.
        upstreamRes.resume();
        answerScrubbed();
        res.removeHeader('content-length');
        res.end();
        settle(true);
        return;
      }
      // A range of a text could cut the key at its edge, where no whole key is left to find.
      if (status === 206) {
        fail(new PartialText());
        return;
      }
      const declared = Number(upstreamRes.headers['content-length']);
      if (!upstreamRes.headers['content-encoding'] && declared > maxTextBytes) {
        fail(new BodyTooLarge(maxTextBytes));
        return;
      }
      readBody(upstreamRes, upstreamRes.headers['content-encoding'], maxTextBytes).then(
        (raw) => {
          if (failed) return;
          const scrubbed = scrubber.bytes(raw);
          answerScrubbed();
          res.removeHeader('content-encoding');
          if (scrubbed !== raw) {
            for (const name of BODY_DIGESTS) res.removeHeader(name);
            // The bytes are not the upstream's any more: its tag can only say "equivalent"
            // (RFC 9110 §8.8.1). If-None-Match still revalidates with it (weak comparison).
            const etag = res.getHeader('etag');
            if (typeof etag === 'string' && !etag.startsWith('W/'))
              res.setHeader('etag', `W/${etag}`);
          }
          res.setHeader('content-length', String(scrubbed.length));
          res.end(scrubbed);
          settle(true);
        },
        (error: Error) => fail(error),
      );
    });

    if (body !== undefined) upstreamReq.end(body);
    else if (req.method === 'GET' || req.method === 'HEAD' || req.readableEnded) upstreamReq.end();
    else req.pipe(upstreamReq);
  });
}

/**
 * The upstream's response headers, less hop-by-hop ones and its CORS policy, with `Location`
 * made a gateway URL and the server's key replaced in every value (`Link` echoes it, for one).
 */
function copyHeaders(
  res: Response,
  upstreamHeaders: http.IncomingHttpHeaders,
  options: ForwardOptions,
  scrubber: KeyScrubber,
): void {
  for (const [name, value] of Object.entries(upstreamHeaders)) {
    // Our CORS policy answers for our origin (http/security-headers.ts); the upstream's own
    // Access-Control-* headers would replace it with whatever that server allows.
    if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith('access-control-')) continue;
    const rewritten = name === 'location' ? rewriteLocation(String(value), options) : value;
    res.setHeader(
      name,
      Array.isArray(rewritten) ? rewritten.map(scrubber.text) : scrubber.text(rewritten),
    );
  }
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
