import compression from 'compression';
import { parse as parseCookies } from 'cookie';
import express, { type NextFunction, type Request, type Response } from 'express';
import { LOCALE_COOKIE } from '@portal/shared-kernel';
import { RegistryWatcher } from '../federation/registry-watcher';
import type { HostConfig } from './config';
import { FAVICON_SVG } from './favicon';
import { originsOf, securityHeaders } from './middleware/security-headers';
import { reverseProxy } from './middleware/proxies';
import { readClientAssets } from './render/client-assets';
import { renderPage } from './render/render-page';
import { legacyRedirect } from './request-rules/legacy-redirects';
import { localeRule } from './request-rules/locale';
import { locationOf, type QueryRecord, type RuleRedirect } from './request-rules/rule-result';
import { trailingSlashRule } from './request-rules/trailing-slash';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The host's Express app. Order matters (ARCHITECTURE.md "How a request flows"): static files
 * and proxies first, then the request rules (trailing slash, legacy redirects, locale), then the
 * server render.
 */
export function createHostApp(config: HostConfig) {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.set('trust proxy', 'loopback');

  const registry = new RegistryWatcher(config.registryFile);
  const assets = readClientAssets(config.clientDir);

  app.use(compression());
  app.use(
    securityHeaders({
      scriptOrigins: originsOf([config.releasesPublicUrl]),
      imageOrigins: originsOf([
        config.env.EUROPEANA_THUMBNAIL_API_URL,
        config.env.EUROPEANA_MEDIA_PROXY_API_URL,
      ]),
    }),
  );
  app.use(requestLog);

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', remotes: registry.current().map((r) => `${r.remote}@${r.version}`) });
  });

  app.get('/favicon.svg', (_req, res) => {
    res.type('image/svg+xml').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(FAVICON_SVG);
  });
  app.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'));

  app.use(
    '/assets',
    express.static(config.clientDir, {
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      index: false,
      fallthrough: false,
    }),
  );
  app.use('/api', reverseProxy(config.gatewayUrl, 'gateway'));
  app.use('/releases', reverseProxy(config.releasesInternalUrl, 'releases'));

  app.get('/{*path}', async (req, res, next) => {
    try {
      await handlePage(req, res);
    } catch (error) {
      next(error);
    }
  });

  async function handlePage(req: Request, res: Response) {
    res.setHeader('Vary', 'Accept-Language, Cookie');
    const path = req.path;
    const query = req.query as QueryRecord;
    const cookies = parseCookies(req.headers.cookie ?? '');

    const redirect = trailingSlashRule(path, query) ?? legacyRedirect(path, query);
    if (redirect) return answerRule(res, redirect);

    const decision = localeRule({
      path,
      query,
      cookieLocale: cookies[LOCALE_COOKIE],
      acceptLanguage: req.get('accept-language'),
    });
    if (decision.kind === 'redirect') return answerRule(res, decision.redirect);
    if (decision.kind === 'exempt') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }

    const { locale } = decision;
    if (cookies[LOCALE_COOKIE] !== locale) {
      res.cookie(LOCALE_COOKIE, locale, {
        path: '/',
        sameSite: 'lax',
        maxAge: ONE_YEAR_SECONDS * 1000,
      });
    }
    const result = await renderPage(req, locale, cookies, res.locals.nonce as string, {
      config,
      registry,
      assets,
    });
    if (result.kind === 'redirect') {
      res.redirect(result.status, result.location);
      return;
    }
    res.status(result.status).type('html').setHeader('Cache-Control', 'no-store');
    res.send(result.html);
  }

  function answerRule(res: Response, redirect: RuleRedirect) {
    if (redirect.status >= 300 && redirect.status < 400) {
      res.redirect(redirect.status, locationOf(redirect));
      return;
    }
    res
      .status(redirect.status)
      .type('text/plain')
      .send(redirect.status === 410 ? 'Gone' : 'Error');
  }

  // Last resort: never a stack trace in a response.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number; statusCode?: number }).status ?? 500;
    if (status >= 500) console.error(`host: ${(error as Error)?.stack ?? String(error)}`);
    if (res.headersSent) return;
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .type('text/plain')
      .send(status === 404 ? 'Not found' : 'The page could not be shown. Please try again.');
  });

  return app;
}

function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    if (process.env.HOST_ACCESS_LOG === 'off') return;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${req.method} ${req.path} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
  next();
}
