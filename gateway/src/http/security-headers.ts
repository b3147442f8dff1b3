import type { NextFunction, Request, Response } from 'express';

/**
 * Request headers cross-origin scripts may send. `Range`, and `If-Range` with it, are not
 * CORS-safelisted for every value, so without them the preflight of a player seeking in media
 * fails.
 */
export const CORS_ALLOWED_REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Api-Key',
  'If-None-Match',
  'If-Modified-Since',
  // Record and Entity API formats answer If-Match with 412.
  'If-Match',
  'Range',
  'If-Range',
];

/**
 * Response headers cross-origin scripts may read beyond the safelisted few: validators, the
 * ranges of media answers (`Content-Range`, `Accept-Ranges`; `Content-Length` for progress), the
 * download name (`Content-Disposition`) and `Link` (paging and IIIF relations).
 */
export const CORS_EXPOSED_RESPONSE_HEADERS = [
  'ETag',
  'Last-Modified',
  'Content-Range',
  'Accept-Ranges',
  'Content-Length',
  'Content-Disposition',
  'Link',
];

/** Nothing loads, nothing frames: an API answer is data, never a page. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers for a JSON API: no sniffing, no framing, no referrer leaks, no caching of errors by
 * default. CORS is open for reads because the portal's browser code calls the APIs cross-origin
 * in development (api.europeana.eu does the same).
 */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', CORS_ALLOWED_REQUEST_HEADERS.join(', '));
  res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSED_RESPONSE_HEADERS.join(', '));
  next();
}
