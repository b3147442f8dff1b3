import type { NextFunction, Request, Response } from 'express';

/**
 * Headers for a JSON API: no sniffing, no framing, no referrer leaks, no caching of errors by
 * default. CORS is open for reads because the portal's browser code calls the APIs cross-origin
 * in development (api.europeana.eu does the same).
 */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader(
    'Access-Control-Allow-Headers',
    'Authorization, Content-Type, X-Api-Key, If-None-Match, If-Modified-Since',
  );
  res.setHeader('Access-Control-Expose-Headers', 'ETag, Last-Modified');
  next();
}
