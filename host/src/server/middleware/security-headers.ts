import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export interface CspSources {
  /** Extra origins scripts and manifests load from (a release CDN). */
  scriptOrigins: string[];
  /** Extra origins images load from (an upstream thumbnail API). */
  imageOrigins: string[];
  /** Extra origins stylesheets load from (the feedback widget's CDN, when it is on). */
  styleOrigins?: string[];
  /** Extra origins audio and video load from (an upstream media proxy). */
  mediaOrigins?: string[];
}

/**
 * Security headers of every response, and the Content Security Policy of pages: scripts only
 * from this origin (and the release CDN, if one is configured) or inline with this response's
 * nonce; styles likewise (emotion's tags carry the nonce); images and connections also to https
 * origins (IIIF services); no plugins, no framing by others.
 */
export function securityHeaders(sources: CspSources) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.nonce = nonce;
    const scripts = ["'self'", `'nonce-${nonce}'`, ...sources.scriptOrigins].join(' ');
    const csp = [
      "default-src 'self'",
      `script-src ${scripts}`,
      `style-src 'self' 'nonce-${nonce}' ${(sources.styleOrigins ?? []).join(' ')}`.trim(),
      // IIIF image services and manifests live on the providers' own servers (decision 0015):
      // deep zoom reads their info.json and manifests (connect) and their tiles (img), over https.
      `img-src 'self' data: blob: https: ${sources.imageOrigins.join(' ')}`.trim(),
      "font-src 'self'",
      `connect-src 'self' https: ${sources.scriptOrigins.join(' ')}`.trim(),
      `media-src 'self' blob: ${(sources.mediaOrigins ?? []).join(' ')}`.trim(),
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join('; ');
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    );
    next();
  };
}

/** Origins of absolute URLs (relative URLs are same-origin and need no entry). */
export function originsOf(urls: Array<string | undefined>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url || !/^https?:\/\//.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins];
}
