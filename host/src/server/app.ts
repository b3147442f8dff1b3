import compression from 'compression';
import { parse as parseCookies } from 'cookie';
import express, { type NextFunction, type Request, type Response } from 'express';
import {
  DEBUG_SETTINGS_COOKIE,
  DEFAULT_LOCALE,
  isLocaleCode,
  LOCALE_COOKIE,
  serializeDebugSettings,
  type LocaleCode,
} from '@portal/shared-kernel';
import { FEEDBACK_WIDGET } from '../shell/footer/feedback-widget-release';
import { RegistryWatcher } from '../federation/registry-watcher';
import type { HostConfig } from './config';
import { AUTH_METHODS, authRoutes } from './auth-routes';
import { FAVICON_SVG } from './favicon';
import { allowedMethods } from './middleware/allowed-methods';
import { originsOf, securityHeaders } from './middleware/security-headers';
import { reverseProxy } from './middleware/proxies';
import { requestTarget } from './middleware/request-target';
import { singleHost } from './middleware/single-host';
import { readClientAssets } from './render/client-assets';
import { debugSettingsOf } from './render/debug-settings';
import {
  renderFallbackDocument,
  renderUnreadableAddressDocument,
} from './render/fallback-document';
import { renderPage } from './render/render-page';
import { dotSegmentRule } from './request-rules/dot-segments';
import { legacyRedirect } from './request-rules/legacy-redirects';
import { sameSiteLocation } from './request-rules/local-path';
import { chooseLocale, localeRule } from './request-rules/locale';
import { pageOrigin } from './request-rules/page-origin';
import { pageQueryRule } from './request-rules/page-query';
import { locationOf, type QueryRecord, type RuleRedirect } from './request-rules/rule-result';
import { trailingSlashRule } from './request-rules/trailing-slash';
import { robotsTxt } from './robots';

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
  // Pages are rendered per visit and sent with no-store: an ETag (a SHA-1 over every ~100 KB
  // page) would cost CPU on each render and never be used. Static files keep theirs
  // (express.static makes its own from size and modification time).
  app.set('etag', false);

  const registry = new RegistryWatcher(config.registryFile);
  const assets = readClientAssets(config.clientDir);
  const deps = { config, registry, assets };

  app.use(compression());
  // The feedback widget loads from its CDN, only when its flag is on (spec §9).
  const feedbackOrigins = config.features.jiraServiceDeskFeedbackForm
    ? [FEEDBACK_WIDGET.origin]
    : [];
  app.use(
    securityHeaders({
      scriptOrigins: [...originsOf([config.releasesPublicUrl]), ...feedbackOrigins],
      styleOrigins: feedbackOrigins,
      imageOrigins: originsOf([
        config.env.EUROPEANA_THUMBNAIL_API_URL,
        config.env.EUROPEANA_MEDIA_PROXY_API_URL,
      ]),
      // The players load audio and video from the media proxy (spec §9), ours or Europeana's.
      mediaOrigins: originsOf([config.env.EUROPEANA_MEDIA_PROXY_API_URL]),
    }),
  );
  app.use(requestLog);
  const proxiedPrefixes = ['/api', '/releases', '/auth'];
  // RFC 9112 §3.2: more than one Host header is a 400.
  app.use(singleHost(proxiedPrefixes));
  // A target that is no path (`GET *`, `GET ftp://…`): 400 (OPTIONS *: 204), before any path
  // is read. `GET http://host/…` already came in as its path (http-server.ts).
  app.use(requestTarget());
  // Pages and the host's other paths answer GET and HEAD only (405 otherwise); the proxies below
  // pass every method on but TRACE, the identity server's only what keycloak-js and its forms use.
  app.use(allowedMethods(proxiedPrefixes, { '/auth': AUTH_METHODS }));

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', remotes: registry.current().map((r) => `${r.remote}@${r.version}`) });
  });

  app.get('/favicon.svg', (_req, res) => {
    res.type('image/svg+xml').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(FAVICON_SVG);
  });
  app.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'));
  const robots = robotsTxt(proxiedPrefixes);
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(robots);
  });

  app.use(
    '/assets',
    express.static(config.clientDir, {
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      index: false,
      fallthrough: false,
    }),
  );
  const proxyOptions = { publicOrigin: config.publicOrigin };
  // The identity server shares the gateway, but is reached only through `/auth` below: through
  // `/api` (no cookies either way) it could hold no session, and its issuer would be wrong.
  app.use('/api/auth', (_req, res) => {
    res
      .status(404)
      .type('application/json')
      .send(JSON.stringify({ success: false, error: 'Not found' }));
  });
  app.use('/api', reverseProxy(config.gatewayUrl, 'gateway', proxyOptions));
  app.use('/releases', reverseProxy(config.releasesInternalUrl, 'releases', proxyOptions));
  // The identity server (by default in the gateway, at the same `/auth/...` path), with the
  // browser's cookies: its session lives in them.
  app.use('/auth', reverseProxy(config.authUrl, 'identity', { ...proxyOptions, cookies: true }));
  // `/account/callback`, `/account/logout`, `/silent-check-sso.html`: answered here, before the
  // page handler (the locale rule exempts the first two, which are no pages).
  app.use(authRoutes(proxyOptions));

  app.get('/{*path}', async (req, res, next) => {
    try {
      await handlePage(req, res);
    } catch (error) {
      next(error);
    }
  });

  async function handlePage(req: Request, res: Response) {
    res.setHeader('Vary', 'Accept-Language, Cookie');
    const origin = pageOrigin(req, config.publicOrigin);
    if (!origin) {
      res.status(400).type('text/plain').send('Bad request: the Host header is not a host name.');
      return;
    }
    const path = req.path;
    const query = req.query as QueryRecord;
    const cookies = parseCookies(req.headers.cookie ?? '');

    // Spec §2.1 and §2.4, in order: dot segments and trailing slash, legacy URLs, locale, page
    // query.
    const legacy =
      dotSegmentRule(path, query) ?? trailingSlashRule(path, query) ?? legacyRedirect(path, query);
    if (legacy && legacy.status !== 410) return answerRule(res, legacy);

    const decision = localeRule({
      path,
      query,
      cookieLocale: cookies[LOCALE_COOKIE],
      acceptLanguage: req.get('accept-language'),
    });
    if (decision.kind === 'redirect') {
      if (decision.chosen) rememberLocale(res, decision.chosen);
      return answerRule(res, decision.redirect);
    }
    const pageRedirect = pageQueryRule(path, query);
    if (pageRedirect) return answerRule(res, pageRedirect);

    const locale =
      decision.kind === 'locale'
        ? decision.locale
        : chooseLocale({
            cookieLocale: cookies[LOCALE_COOKIE],
            acceptLanguage: req.get('accept-language'),
          });
    if (decision.kind === 'locale' && cookies[LOCALE_COOKIE] !== locale)
      rememberLocale(res, locale);

    const debug = debugSettingsOf(cookies, query);
    if (debug.changed) {
      res.cookie(DEBUG_SETTINGS_COOKIE, serializeDebugSettings(debug.settings), {
        path: '/',
        sameSite: 'lax',
        maxAge: ONE_YEAR_SECONDS * 1000,
      });
    }

    // A retired page (410) is rendered as the error page at its own path, with its status.
    const gonePaths = legacy ? [path.replace(/^\/[a-z]{2}\//, '')] : [];
    try {
      const result = await renderPage(req, locale, cookies, res.locals.nonce as string, deps, {
        debug: debug.settings,
        gonePaths,
        origin,
      });
      if (result.kind === 'redirect') {
        if (result.cookies.length) res.append('Set-Cookie', result.cookies);
        res.redirect(result.status, sameSiteLocation(result.location));
        return;
      }
      res.status(result.status).type('html').setHeader('Cache-Control', 'no-store');
      res.send(result.html);
    } catch (error) {
      console.error(`render: ${(error as Error)?.stack ?? String(error)}`);
      if (res.headersSent) return;
      res
        .status(500)
        .type('html')
        .setHeader('Cache-Control', 'no-store')
        .send(await renderFallbackDocument(locale));
    }
  }

  function rememberLocale(res: Response, locale: LocaleCode) {
    res.cookie(LOCALE_COOKIE, locale, {
      path: '/',
      sameSite: 'lax',
      maxAge: ONE_YEAR_SECONDS * 1000,
    });
  }

  function answerRule(res: Response, redirect: RuleRedirect) {
    res.redirect(redirect.status, locationOf(redirect));
  }

  // Last resort: never a stack trace in a response.
  app.use(async (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number; statusCode?: number }).status ?? 500;
    if (status >= 500) console.error(`host: ${(error as Error)?.stack ?? String(error)}`);
    if (res.headersSent) return;
    // A page address the router cannot decode: a page in the address's language, not bare text.
    if (status === 400 && isPageRequest(req)) {
      const locale = localeOfPath(req.path) ?? DEFAULT_LOCALE;
      res
        .status(400)
        .type('html')
        .setHeader('Cache-Control', 'no-store')
        .send(await renderUnreadableAddressDocument(locale));
      return;
    }
    const answered = status >= 400 && status < 600 ? status : 500;
    res
      .status(answered)
      .type('text/plain')
      .send(
        answered === 404
          ? 'Not found'
          : answered < 500
            ? 'Bad request'
            : 'The page could not be shown. Please try again.',
      );
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

/** A GET of a page (not an API, asset or release file), which gets an HTML answer. */
function isPageRequest(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !/^\/(api|assets|releases|auth)(\/|$)/.test(req.path)
  );
}

/** The locale a page address starts with (`/fr/item/…`), if any. */
function localeOfPath(path: string): LocaleCode | undefined {
  const code = /^\/([a-z]{2})(?=\/|$)/.exec(path)?.[1];
  return code && isLocaleCode(code) ? code : undefined;
}
