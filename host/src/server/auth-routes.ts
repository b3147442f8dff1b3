import { parse as parseCookies } from 'cookie';
import express, { type Request } from 'express';
import {
  DEFAULT_LOCALE,
  isLocaleCode,
  LOCALE_COOKIE,
  paths,
  safeRedirect,
  type LocaleCode,
} from '@portal/shared-kernel';
import {
  CALLBACK_PATH,
  KEYCLOAK_CLIENT_ID,
  KEYCLOAK_REALM,
  SILENT_CHECK_SSO_PATH,
} from '../shell/auth/auth-names';
import { escapeHtml } from './render/serialize';
import { pageOrigin } from './request-rules/page-origin';

/** The identity server's realm as the browser reaches it, through the host's `/auth` proxy. */
const REALM_PATH = `/auth/realms/${KEYCLOAK_REALM}`;
/** Logout without JavaScript (the header's link; spec §2.1: no locale). */
const LOGOUT_PATH = paths.logout();

/** The methods keycloak-js and the identity server's forms use on `/auth`. */
export const AUTH_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'OPTIONS'];

/**
 * The host's own sign-in paths. Exact and case-sensitive, as the locale rule exempts them
 * (`LOCALE_EXEMPT_PATHS`): `/account/callback/` takes the trailing slash redirect and
 * `/Account/callback` the locale redirect of any other path, instead of answering here.
 */
export function authRoutes(options: { publicOrigin?: string }) {
  const router = express.Router({ caseSensitive: true, strict: true });

  router.get(CALLBACK_PATH, (req, res) => {
    // The identity server's answer (`#state=…&code=…`) is in the request's fragment, which the
    // browser keeps across a redirect whose Location has none (RFC 9110 §10.2.2).
    const target = callbackTarget(req.query.redirect) ?? `/${cookieLocale(req)}`;
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, target);
  });

  router.get(LOGOUT_PATH, (req, res) => {
    const origin = pageOrigin(req, options.publicOrigin);
    if (!origin) {
      res
        .status(400)
        .setHeader('Cache-Control', 'no-store')
        .type('text/plain')
        .send('Bad request: the Host header is not a host name.');
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, logoutLocation(origin, cookieLocale(req)));
  });

  router.get(SILENT_CHECK_SSO_PATH, (_req, res) => {
    res.status(200).type('html').setHeader('Cache-Control', 'no-store');
    res.send(silentCheckSsoPage(String(res.locals.nonce ?? '')));
  });

  return router;
}

/**
 * Where `/account/callback` sends the browser for a `redirect` query value: the value if the spec
 * §5 login redirect rule accepts it, as a Location that stays a local path. Null (the caller's
 * fallback) for anything else: a missing or repeated parameter, another host, a value that was
 * not percent-encoded properly (`%zz`, raw non-ASCII or control characters).
 *
 * The value's own fragment is dropped: a Location with a fragment would replace the request's,
 * which holds the identity server's code. A backslash, allowed by the rule in a query, is sent
 * percent-encoded: the same query to the page, and no backslash in a Location at all.
 */
export function callbackTarget(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const accepted = safeRedirect(value);
  if (!accepted) return null;
  const target = accepted.replace(/#.*$/s, '').replace(/\\/g, '%5C');
  if (/[^\x21-\x7e]/.test(target) || /%(?![0-9a-f]{2})/i.test(target)) return null;
  return isLocalPath(target) ? target : null;
}

/** Belt and braces over the rule: a path that a browser resolves on this origin. */
function isLocalPath(target: string): boolean {
  if (!/^\/(?![/\\])/.test(target)) return false;
  const base = 'http://portal.invalid';
  return new URL(target, base).origin === base;
}

/**
 * The realm's logout endpoint for a visitor without JavaScript: without an `id_token_hint` the
 * identity server asks to confirm, then returns to the home page in the visitor's language.
 */
export function logoutLocation(origin: string, locale: LocaleCode): string {
  const query = new URLSearchParams({
    client_id: KEYCLOAK_CLIENT_ID,
    post_logout_redirect_uri: `${origin}/${locale}`,
  });
  return `${REALM_PATH}/protocol/openid-connect/logout?${query}`;
}

/**
 * keycloak-js's silent check page: loaded in a hidden iframe of this origin after a
 * `prompt=none` request, it hands its URL (the answer in the fragment) to the page that framed
 * it. The script runs under the response's CSP nonce; framing stays same-origin (the host's
 * `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`).
 */
export function silentCheckSsoPage(nonce: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="robots" content="noindex"><title>Sign-in check</title></head><body>',
    `<script nonce="${escapeHtml(nonce)}">parent.postMessage(location.href, location.origin)</script>`,
    '</body></html>',
  ].join('');
}

/** The visitor's locale as the `i18n_locale_code` cookie says, else the default (English). */
function cookieLocale(req: Request): LocaleCode {
  const cookie = parseCookies(req.headers.cookie ?? '')[LOCALE_COOKIE];
  return isLocaleCode(cookie) ? cookie : DEFAULT_LOCALE;
}
