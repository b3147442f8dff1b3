import http from 'node:http';
import https from 'node:https';
import { pipeline, type Transform } from 'node:stream';
import type { Request, Response } from 'express';
import { inlineContentSecurityPolicy } from '../apis/media/disposition';
import { apiKeyOf } from '../http/api-key';
import { sendApiError, type ErrorShape } from './api-error';
import { keyScrubber, scrubbingStream, type KeyScrubber } from './key-scrubber';
import {
  BodyTooLarge,
  hasRequestBody,
  MAX_FORWARDED_BODY_BYTES,
  readRequestBody,
} from './request-body';
import { bodyDecoder, isJson, mayCarryKey } from './text-body';
import type { UpstreamTarget } from './upstream-config';
import { PartialText, UnusableAnswer, UpstreamTimeout, upstreamFailure } from './upstream-failure';

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
  // A way to send the key (contract §0), dropped when the server's key is sent instead.
  'x-api-key',
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
  'proxy-connection',
  'set-cookie',
]);

/**
 * The gateway's own security policy (http/security-headers.ts) and the host's (HSTS is the
 * public host's to pin): an upstream's versions of these would replace them, so they stay here.
 */
const GATEWAY_SECURITY_HEADERS = new Set([
  'content-security-policy',
  'content-security-policy-report-only',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
]);

/**
 * Headers about the upstream's own server, which say nothing to the gateway's clients: `Refresh`
 * (a redirect of its own, which could lead anywhere), `Server`, `X-Powered-By`.
 */
const UPSTREAM_ONLY_HEADERS = new Set(['refresh', 'server', 'x-powered-by']);

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
   * When given, only answers it accepts (by status and headers) are passed on; otherwise (and
   * on network errors) nothing is written and the promise resolves to `false`, so the caller can
   * answer itself (thumbnails try the upstream first, then the store).
   */
  accept?: (status: number, headers: http.IncomingHttpHeaders) => boolean;
}

const HTML = /^\s*(?:text\/html|application\/xhtml\+xml)(?:$|[\s;])/i;

/** A multi-range answer: its parts may be text, each cut at the range's edges. */
const MULTIPART_RANGES = /^\s*multipart\/byteranges(?:$|[\s;])/i;

/**
 * Sends the request to the upstream API and passes its answer back: same method, path below the
 * API base, query kept, `wskey` set to the configured key. The Europeana APIs echo that key in
 * their answers, so text answers (JSON, XML, ...) stream through a scrubber that replaces the key
 * by the client's own (key-scrubber.ts), in constant memory whatever their size, and headers are
 * scrubbed likewise; binary bodies (media) stream through untouched. The timeout is an inactivity
 * timeout: no answer, or a stalled body, for `timeoutMs` ends the exchange with a 503 (or a cut
 * connection if the answer already started).
 */
export async function forwardToUpstream(
  req: Request,
  res: Response,
  options: ForwardOptions,
): Promise<boolean> {
  const { target } = options;
  let body: Buffer | undefined;
  try {
    body = await bodyToForward(req);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) {
      // The client went away mid-body: nobody is left to answer.
      res.destroy();
      return true;
    }
    refuseLargeBody(req, res, options.shape);
    return true;
  }
  const path = upstreamPath(target, options.pathAndQuery);
  const headers: http.OutgoingHttpHeaders = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  // With the server's key configured, it is the only key that goes upstream: the client's own,
  // in X-Api-Key or as `Authorization: APIKEY …`, stays here (a Bearer token still goes).
  if (target.key) {
    delete headers['x-api-key'];
    if (/^\s*apikey\s/i.test(String(headers.authorization ?? ''))) delete headers.authorization;
  }
  headers['accept-encoding'] = 'identity';
  if (body !== undefined) headers['content-length'] = String(body.length);
  const client = target.url.protocol === 'https:' ? https : http;
  const scrubber = keyScrubber(target.key, apiKeyOf(req));

  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (value: boolean): void => {
      if (!settled) {
        settled = true;
        resolve(value);
      }
    };
    // The exchange in progress: a partial text is asked for again, whole (see below).
    let upstreamReq: http.ClientRequest;
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
        // The answer started: only cutting it tells the client it is incomplete.
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
      if (failure.retryAfter) res.setHeader('Retry-After', failure.retryAfter);
      sendApiError(req, res, failure.status, failure.details, options.shape);
      settle(true);
    };

    const ask = (askHeaders: http.OutgoingHttpHeaders): http.ClientRequest => {
      const current = client.request(target.url, { method: req.method, headers: askHeaders, path });
      upstreamReq = current;
      current.setTimeout(target.timeoutMs, () => current.destroy(new UpstreamTimeout()));
      current.on('error', (error) => {
        if (current === upstreamReq) fail(error);
      });
      current.on('response', (upstreamRes) => onResponse(upstreamRes, askHeaders));
      // A 101 hands the socket over to another protocol, and the timeout with it: without this
      // listener the exchange would wait forever. The gateway speaks only HTTP to its clients.
      current.on('upgrade', (_upstreamRes, socket) => {
        socket.destroy();
        if (current === upstreamReq) fail(new UnusableAnswer('a protocol switch (101)'));
      });
      return current;
    };

    const onResponse = (
      upstreamRes: http.IncomingMessage,
      askHeaders: http.OutgoingHttpHeaders,
    ): void => {
      const status = upstreamRes.statusCode ?? 502;
      // HTTP's statuses are 100–599 (RFC 9110 §15): Express refuses to write others, or passes
      // them on to clients that do not know what they mean.
      if (status < 100 || status > 599) {
        fail(new UnusableAnswer(`an invalid status ${status}`));
        return;
      }
      const contentType = upstreamRes.headers['content-type'];
      // The real APIs answer their errors in JSON; anything else (a proxy's or a servlet
      // container's HTML page, with a stack trace) is not the API's and stays here.
      if (status >= 500 && !isJson(contentType)) {
        upstreamRes.resume();
        const retryAfter = upstreamRes.headers['retry-after'];
        fail(
          new UnusableAnswer(
            `a ${status} answer that is not JSON`,
            status === 503 || status === 504
              ? { status, ...(retryAfter ? { retryAfter: scrubber.text(retryAfter) } : {}) }
              : undefined,
          ),
        );
        return;
      }
      // Likewise a 4xx page (a proxy's 404, a WAF's 403): its status goes on, in the API's shape.
      // And an HTML page answered as a success by an API that answers data: a portal or
      // maintenance page, never the API's answer.
      if (status >= 400 && status < 500 && HTML.test(contentType ?? '') && !options.accept) {
        upstreamRes.resume();
        fail(new UnusableAnswer(`a ${status} answer that is an HTML page`, undefined, status));
        return;
      }
      if (status < 300 && !target.servesMedia && HTML.test(contentType ?? '')) {
        upstreamRes.resume();
        fail(new UnusableAnswer(`a ${status} answer that is an HTML page`));
        return;
      }
      if (options.accept && !options.accept(status, upstreamRes.headers)) {
        upstreamRes.resume();
        settle(false);
        return;
      }
      // A redirect is followed by the client: only to an address of this API, through us. On
      // another status (a 201's new resource) a Location outside the API is only left out.
      const location =
        upstreamRes.headers.location === undefined
          ? undefined
          : localLocation(upstreamRes.headers.location, path, options);
      if (
        upstreamRes.headers.location !== undefined &&
        location === undefined &&
        status >= 300 &&
        status < 400
      ) {
        upstreamRes.resume();
        fail(new UnusableAnswer('a redirect to an address outside the API'));
        return;
      }
      const links = upstreamRes.headers.link;
      const local = {
        location,
        link:
          links === undefined ? undefined : localLinks([links].flat().join(', '), path, options),
      };
      const answer = (): void => {
        res.status(status);
        copyHeaders(res, upstreamRes.headers, scrubber, local);
      };
      const text = !target.servesMedia || mayCarryKey(contentType);
      const partialText = status === 206 && (text || MULTIPART_RANGES.test(contentType ?? ''));
      if (!scrubber.active || (!text && !partialText)) {
        answer();
        pipeline(upstreamRes, res, (error) => {
          if (error) res.destroy();
        });
        settle(true);
        return;
      }
      // The key written in comes from the query (part of the URL), X-Api-Key or
      // `Authorization: APIKEY <key>`: caches must not hand one client's answer to a client
      // with another key.
      const answerScrubbed = (): void => {
        answer();
        res.vary('X-Api-Key');
        res.vary('Authorization');
        weakenTag(res);
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
      if (partialText) {
        // A range of a text could cut the key at its edge, where no whole key is left to find,
        // and its offsets are those of the upstream's bytes, not of the scrubbed ones. So a GET
        // that asked for a range is asked again without Range and If-Range, and answered 200
        // with the whole text, scrubbed: a server may always ignore Range (RFC 9110 §14.2), and
        // only text answers pay the second request, binary ranges (media) pass as they are.
        // An upstream that still answers in part, or a 206 to a request without a range, is a
        // 502: nothing of it can be passed on.
        if (req.method === 'GET' && askHeaders.range !== undefined) {
          const whole = { ...askHeaders };
          delete whole.range;
          delete whole['if-range'];
          const partial = upstreamReq;
          ask(whole).end();
          partial.destroy();
          return;
        }
        fail(new PartialText());
        return;
      }
      let decoder: Transform | undefined;
      try {
        decoder = bodyDecoder(upstreamRes.headers['content-encoding']);
      } catch (error) {
        fail(error as Error);
        return;
      }
      const scrubbed = scrubbingStream(scrubber);
      let ended = false;
      const done = (error: Error | null): void => {
        if (error && !ended) fail(error);
      };
      if (decoder) pipeline(upstreamRes, decoder, scrubbed, done);
      else pipeline(upstreamRes, scrubbed, done);
      // Waiting for a slow client is not an upstream stall. Once the body is read, the socket
      // may serve another request (keep-alive): it is not ours to change any more.
      const stallTimeout = (ms: number): void => {
        if (!upstreamRes.complete) upstreamRes.socket?.setTimeout(ms);
      };
      // Headers go out with the first scrubbed bytes: a failure before them (a corrupt
      // compressed body) is still answered in the API's error shape, without the upstream's.
      let started = false;
      const start = (): void => {
        if (started) return;
        started = true;
        answerScrubbed();
        // Chunked: the scrubbed length is only known at the end. Decoded, and not byte ranges
        // of anything any more.
        res.removeHeader('content-length');
        res.removeHeader('content-encoding');
        res.setHeader('accept-ranges', 'none');
        // Whether the key occurs is only known at the end either: the bytes may not be the
        // upstream's, so its checksums go (and its tag is weak, see weakenTag).
        for (const name of BODY_DIGESTS) res.removeHeader(name);
      };
      scrubbed.on('data', (chunk: Buffer) => {
        if (failed) return;
        start();
        if (!res.write(chunk)) {
          scrubbed.pause();
          stallTimeout(0);
        }
      });
      res.on('drain', () => {
        stallTimeout(target.timeoutMs);
        scrubbed.resume();
      });
      scrubbed.on('end', () => {
        if (failed) return;
        ended = true;
        start();
        res.end();
        settle(true);
      });
    };

    ask(headers).end(body);
  });
}

/**
 * The upstream's response headers, less hop-by-hop ones (those its `Connection` names included)
 * its CORS and security policies and those about its own server, with `Location` and `Link` made
 * gateway URLs and the server's key replaced in every value (`Link` echoes it, for one).
 */
function copyHeaders(
  res: Response,
  upstreamHeaders: http.IncomingHttpHeaders,
  scrubber: KeyScrubber,
  /** Headers given in their gateway form (`Location`, `Link`); an undefined one is dropped. */
  local: Record<string, string | undefined>,
): void {
  const hopByHop = connectionOptions(upstreamHeaders.connection);
  for (const [name, value] of Object.entries(upstreamHeaders)) {
    // Our CORS policy answers for our origin (http/security-headers.ts); the upstream's own
    // Access-Control-* headers would replace it with whatever that server allows.
    if (value === undefined || HOP_BY_HOP.has(name) || hopByHop.has(name)) continue;
    if (GATEWAY_SECURITY_HEADERS.has(name) || name.startsWith('access-control-')) continue;
    if (UPSTREAM_ONLY_HEADERS.has(name)) continue;
    const kept = name in local ? local[name] : value;
    if (kept === undefined) continue;
    res.setHeader(name, Array.isArray(kept) ? kept.map(scrubber.text) : scrubber.text(kept));
  }
  // A PDF shown in the browser gets the policy the local media proxy gives it: the API's
  // `default-src 'none'` leaves Chrome's PDF viewer blank (apis/media/disposition.ts).
  const disposition = String(upstreamHeaders['content-disposition'] ?? 'inline');
  const inlinePolicy = /^\s*inline\b/i.test(disposition)
    ? inlineContentSecurityPolicy(upstreamHeaders['content-type'])
    : undefined;
  if (inlinePolicy) res.setHeader('Content-Security-Policy', inlinePolicy);
}

/**
 * The tag of a scrubbed answer: its bytes may not be the upstream's, so the tag can only say
 * "equivalent" (RFC 9110 §8.8.1). The same on 200, HEAD and 304, so that a cache keeps one tag
 * for the resource; If-None-Match still revalidates with it (weak comparison).
 */
function weakenTag(res: Response): void {
  const etag = res.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('etag', `W/${etag}`);
}

/** The headers `Connection` names are hop-by-hop too (RFC 9110 §7.6.1). */
function connectionOptions(connection: string | undefined): Set<string> {
  return new Set(
    (connection ?? '')
      .split(',')
      .map((option) => option.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * The path and query to ask the upstream for: the path below the API base (resolved as a URL
 * path, so `..` cannot climb out of the base), then the client's query as it came, byte for
 * byte (parsed and re-encoded, `%E9` became U+FFFD and `%ZZ` became `%25ZZ`), with the server's
 * key, when there is one, in place of the client's `wskey`.
 */
export function upstreamPath(target: UpstreamTarget, pathAndQuery: string): string {
  const q = pathAndQuery.indexOf('?');
  const rawPath = q < 0 ? pathAndQuery : pathAndQuery.slice(0, q);
  const rawQuery = q < 0 ? '' : pathAndQuery.slice(q + 1);
  const local = new URL(rawPath.startsWith('/') ? rawPath : `/${rawPath}`, 'http://local');
  // The API's root keeps its slash: `POST /set/` and `POST /annotation/` create, and a server
  // that matches paths strictly has no `POST /set`.
  const path = `${target.url.pathname.replace(/\/+$/, '')}${local.pathname}`;
  const query = target.key ? withServerKey(rawQuery, target.key) : rawQuery;
  return query ? `${path}?${query}` : path;
}

/** The raw query less every `wskey` (however its name is encoded), plus `wskey=<server key>`. */
function withServerKey(rawQuery: string, key: string): string {
  const kept = rawQuery === '' ? [] : rawQuery.split('&').filter((pair) => !isKeyParameter(pair));
  return [...kept, `wskey=${encodeURIComponent(key)}`].join('&');
}

function isKeyParameter(pair: string): boolean {
  const eq = pair.indexOf('=');
  const name = (eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name) === 'wskey';
  } catch {
    return false;
  }
}

/**
 * The body to send upstream: the client's bytes as they came (a JSON body parsed and serialised
 * again loses number precision, duplicate keys and spacing), within the limit of local JSON
 * bodies. app.ts mounts the upstreams before its body parsers; a body a parser in front already
 * consumed can only be serialised again.
 */
async function bodyToForward(req: Request): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  if (req.readableEnded) return parsedBody(req);
  if (!hasRequestBody(req)) return undefined;
  return readRequestBody(req, MAX_FORWARDED_BODY_BYTES);
}

function parsedBody(req: Request): Buffer | undefined {
  if (req.body === undefined) return undefined;
  if (Buffer.isBuffer(req.body)) return req.body;
  return Buffer.from(typeof req.body === 'string' ? req.body : JSON.stringify(req.body));
}

/**
 * 413 in the API's error shape, as express.json answers local JSON bodies over the limit. The
 * connection closes after it: the rest of the body is not worth reading.
 */
function refuseLargeBody(req: Request, res: Response, shape: ErrorShape): void {
  res.setHeader('connection', 'close');
  sendApiError(
    req,
    res,
    413,
    {
      message: `The request body is larger than ${MAX_FORWARDED_BODY_BYTES / (1024 * 1024)} MB`,
      ...(shape === 'api2' ? { code: '413' } : {}),
    },
    shape,
  );
}

/**
 * An upstream `Location` as the gateway's own URL, or undefined when it points outside the API's
 * base: another host, another path of the upstream's host, or no http(s) URL at all
 * (`javascript:`). Passing such a redirect on would send clients wherever the upstream says, an
 * open redirect on the portal's origin. A relative one is resolved against the request that got
 * it. The key an upstream may echo in it (`wskey`) is dropped.
 */
export function localLocation(
  location: string,
  requestPath: string,
  options: Pick<ForwardOptions, 'target' | 'localBase'>,
): string | undefined {
  let url: URL;
  try {
    url = new URL(location, new URL(requestPath, options.target.url));
  } catch {
    return undefined;
  }
  const base = options.target.url;
  const basePath = base.pathname.replace(/\/+$/, '');
  if (url.origin !== base.origin) return undefined;
  if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return undefined;
  // (deleted only when there: URLSearchParams writes the rest of the query in its own encoding)
  if (url.searchParams.has('wskey')) url.searchParams.delete('wskey');
  const below = url.pathname.slice(basePath.length) + url.search;
  return `${options.localBase ?? ''}${below}`;
}

/**
 * A `Link` header with the upstream's own addresses made the gateway's (a `rel="next"` page), and
 * those outside the API dropped; links to other sites (a vocabulary's `rel="type"`) stay.
 */
function localLinks(
  value: string,
  requestPath: string,
  options: Pick<ForwardOptions, 'target' | 'localBase'>,
): string | undefined {
  const kept: string[] = [];
  for (const link of value.split(/,(?=\s*<)/)) {
    const target = /^\s*<([^>]*)>/.exec(link);
    if (!target) continue;
    let url: URL;
    try {
      url = new URL(target[1]!, new URL(requestPath, options.target.url));
    } catch {
      continue;
    }
    if (url.origin !== options.target.url.origin) {
      kept.push(link.trim());
      continue;
    }
    const local = localLocation(url.href, requestPath, options);
    if (local !== undefined) kept.push(link.trim().replace(/^<[^>]*>/, `<${local}>`));
  }
  return kept.length ? kept.join(', ') : undefined;
}
