import type { Request, Response } from 'express';
import { THIRD_PARTY_COOKIE_PAGES } from './pages';

/** keycloak-js's third-party cookie probe, its two pages (pages.ts). */
export function probe(step: 'step1' | 'step2') {
  return (_req: Request, res: Response): void => {
    const page = THIRD_PARTY_COOKIE_PAGES[step];
    res.setHeader('Content-Security-Policy', page.csp);
    // Framed by the portal (same origin) only: frame-ancestors 'self' says so.
    res.removeHeader('X-Frame-Options');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page.html);
  };
}
