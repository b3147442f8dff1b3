import http from 'node:http';
import https from 'node:https';
import type { Response } from 'express';

export interface RemoteFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Passed on so players can seek in remote audio/video too. */
  range?: string;
}

const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'last-modified',
  'etag',
];
const MAX_REDIRECTS = 3;

export class RemoteMediaError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Streams a remote original to the response: http(s) only, at most three redirects, an
 * inactivity timeout, and a size cap (by Content-Length up front, by counting while streaming).
 * Rejects before anything is written, so the caller can still answer with an error.
 */
export function streamRemoteMedia(
  url: string,
  res: Response,
  options: RemoteFetchOptions,
  redirects = 0,
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
    const client = target.protocol === 'https:' ? https : http;
    const request = client.get(
      target,
      { headers: options.range ? { range: options.range } : {} },
      (upstream) => {
        const status = upstream.statusCode ?? 502;
        const location = upstream.headers.location;
        if (status >= 300 && status < 400 && location) {
          upstream.resume();
          if (redirects >= MAX_REDIRECTS) reject(new RemoteMediaError(502, 'Too many redirects'));
          else
            streamRemoteMedia(new URL(location, target).href, res, options, redirects + 1).then(
              resolve,
              reject,
            );
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
