import http from 'node:http';
import https from 'node:https';
import type { Response } from 'express';
import { guardedLookup } from './guarded-lookup';
import {
  type AddressClassifier,
  type HopAddressCheck,
  hopAddressCheck,
  ipLiteralOf,
  redirectTarget,
} from './redirect-policy';

export interface RemoteFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Passed on so players can seek in remote audio/video too. */
  range?: string;
  /** Passed on with `range`: a part only while the file is still the version the player has. */
  ifRange?: string;
  /**
   * For HEAD: answer with the upstream's status and headers and close the upstream connection
   * without reading the body (a HEAD must not download a 200 MB original). The upstream still
   * gets a GET, so that its headers are the ones a GET gets: media servers and signed URLs often
   * answer HEAD differently or not at all.
   */
  headersOnly?: boolean;
  /** Which addresses count as public; only tests replace it (their servers are all on loopback). */
  isPublicAddress?: AddressClassifier;
}

const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'last-modified',
  'etag',
];

export class RemoteMediaError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const refusedAddress = (): RemoteMediaError =>
  new RemoteMediaError(502, 'The media server redirected to a non-public address');

/**
 * Streams a remote original to the response: http(s) only, at most three redirects (never from a
 * public address into a non-public one, see redirect-policy.ts), an inactivity timeout, and a
 * size cap (by Content-Length up front, by counting while streaming).
 * Rejects before anything is written, so the caller can still answer with an error.
 */
export function streamRemoteMedia(
  url: string,
  res: Response,
  options: RemoteFetchOptions,
): Promise<void> {
  return fetchHop(url, res, options, 0, undefined);
}

/**
 * One request of the chain. `mayConnect` is undefined for the first one (the record's own URL,
 * whatever its address) and then fixed by where that first request connected.
 */
function fetchHop(
  url: string | URL,
  res: Response,
  options: RemoteFetchOptions,
  redirects: number,
  mayConnect: HopAddressCheck | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      reject(new RemoteMediaError(502, 'The media URL is invalid'));
      return;
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      reject(new RemoteMediaError(502, 'Only http(s) media can be fetched'));
      return;
    }
    // An IP in the URL is connected to without `lookup`: check it here, before any request.
    const literal = ipLiteralOf(target);
    if (mayConnect && literal !== undefined && !mayConnect(literal)) {
      reject(refusedAddress());
      return;
    }
    const client = target.protocol === 'https:' ? https : http;
    const request = client.get(
      target,
      {
        headers: options.range
          ? { range: options.range, ...(options.ifRange ? { 'if-range': options.ifRange } : {}) }
          : {},
        // A connection of its own: a pooled keep-alive socket would skip `lookup` and could be
        // one an earlier fetch (allowed to stay on non-public addresses) opened.
        agent: false,
        ...(mayConnect ? { lookup: guardedLookup(mayConnect, refusedAddress) } : {}),
      },
      (upstream) => {
        // The address actually connected to: it decides the policy after the first request,
        // and re-checks later ones (should anything have reached a host without `lookup`).
        const address = upstream.socket.remoteAddress;
        if (mayConnect && (address === undefined || !mayConnect(address))) {
          upstream.destroy();
          reject(refusedAddress());
          return;
        }
        const status = upstream.statusCode ?? 502;
        const location = upstream.headers.location;
        if (status >= 300 && status < 400 && location) {
          upstream.resume();
          const next = redirectTarget(target, location, redirects);
          if ('refused' in next) reject(new RemoteMediaError(502, next.refused));
          else
            fetchHop(
              next.url,
              res,
              options,
              redirects + 1,
              mayConnect ?? hopAddressCheck(address, options.isPublicAddress),
            ).then(resolve, reject);
          return;
        }
        if (status >= 400) {
          upstream.resume();
          reject(new RemoteMediaError(502, `The media server answered ${status}`));
          return;
        }
        const length = Number(upstream.headers['content-length']);
        if (Number.isFinite(length) && length > options.maxBytes) {
          upstream.destroy();
          reject(new RemoteMediaError(502, `The media is larger than ${options.maxBytes} bytes`));
          return;
        }
        res.status(status);
        for (const name of PASSED_HEADERS) {
          const value = upstream.headers[name];
          if (value !== undefined && !(name === 'content-type' && res.getHeader('content-type')))
            res.setHeader(name, value);
        }
        if (options.headersOnly) {
          upstream.destroy();
          res.end();
          resolve();
          return;
        }
        let sent = 0;
        upstream.on('data', (chunk: Buffer) => {
          sent += chunk.length;
          if (sent > options.maxBytes) {
            upstream.destroy();
            res.destroy();
          }
        });
        upstream.pipe(res);
        upstream.on('end', () => resolve());
        upstream.on('error', () => {
          res.destroy();
          resolve();
        });
      },
    );
    request.setTimeout(options.timeoutMs, () =>
      request.destroy(new RemoteMediaError(504, 'The media server did not answer in time')),
    );
    request.on('error', (error) => {
      if (res.headersSent) {
        res.destroy();
        resolve();
      } else
        reject(
          error instanceof RemoteMediaError
            ? error
            : new RemoteMediaError(502, 'The media server is unreachable'),
        );
    });
    res.on('close', () => request.destroy());
  });
}
