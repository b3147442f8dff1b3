import type { Request, Response } from 'express';
import { CLIENT_ID, COOKIES, OIDC_PATH } from './constants';
import type { IdentityDependencies } from './dependencies';
import { button, form, hidden, link, paragraph, sendPage } from './pages';
import {
  errorPage,
  paramsOf,
  redirect,
  requestContext,
  sameSecret,
  single,
  type RequestContext,
} from './request';
import { clearSessionCookies } from './sign-in';
import { isAllowedPostLogoutUri, withParams } from './urls';

/**
 * RP-initiated logout: with a valid `id_token_hint` the session ends at once; without one, while
 * signed in, a confirmation form (posted to `logoutConfirm`).
 */
export function logout({ repository, tokens }: IdentityDependencies) {
  return (req: Request, res: Response): void => {
    const params = paramsOf(req);
    const ctx = requestContext(repository, req, res, params);
    if (!ctx) return;
    let p: Record<string, string | undefined>;
    try {
      p = Object.fromEntries(
        ['id_token_hint', 'post_logout_redirect_uri', 'redirect_uri', 'state', 'client_id'].map(
          (n) => [n, single(params, n)],
        ),
      );
    } catch {
      errorPage(res, ctx, 'error.badRequest', 400);
      return;
    }
    if (p.client_id !== undefined && p.client_id !== CLIENT_ID) {
      errorPage(res, ctx, 'error.invalidClient', 400);
      return;
    }
    // `redirect_uri` is the legacy name the Europeana portal sends (Keycloak's legacy option).
    const target = p.post_logout_redirect_uri ?? p.redirect_uri;
    if (target !== undefined && !isAllowedPostLogoutUri(target, ctx.origin)) {
      errorPage(res, ctx, 'error.invalidPostLogoutRedirectUri', 400);
      return;
    }
    const state = p.state && p.state.length <= 2048 ? p.state : undefined;
    const hint = p.id_token_hint ? tokens.verifyIdToken(p.id_token_hint, true) : undefined;
    const current = repository.sessionByCookie(ctx.cookies.get(COOKIES.session));
    if (hint || !current) {
      // Asked by the client that holds the session's ID token (or nothing to end): no question.
      if (hint) repository.endSession(String(hint.sid));
      if (current) repository.endSession(current.id);
      finishLogout(res, ctx, target, state);
      return;
    }
    // No proof the request comes from the portal: a link must not sign anyone out by itself.
    const pending = repository.createPendingLogout({
      sessionId: current.id,
      redirectUri: target ?? null,
      state: state ?? null,
      locale: ctx.locale,
    });
    const { t } = ctx;
    sendPage(res, t, {
      locale: ctx.locale,
      title: t('logout.title'),
      body: [
        paragraph(t('logout.confirm')),
        form(
          `${OIDC_PATH}/logout/logout-confirm`,
          [
            hidden('session_code', pending.id),
            hidden('csrf', pending.csrf),
            button(t('logout.submit')),
          ].join('\n'),
        ),
      ].join('\n'),
    });
  };
}

/** The confirmation form's answer: ends the session it was shown for. */
export function logoutConfirm({ repository }: IdentityDependencies) {
  return (req: Request, res: Response): void => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    let id: string | undefined;
    let csrf: string | undefined;
    try {
      id = single(body, 'session_code');
      csrf = single(body, 'csrf');
    } catch {
      id = undefined;
    }
    const pending = id ? repository.takePendingLogout(id) : undefined;
    const ctx = requestContext(repository, req, res, { ui_locales: pending?.locale });
    if (!ctx) return;
    if (!pending) {
      errorPage(res, ctx, 'error.expired', 400);
      return;
    }
    const current = repository.sessionByCookie(ctx.cookies.get(COOKIES.session));
    if (!sameSecret(csrf ?? '', pending.csrf) || (current && current.id !== pending.sessionId)) {
      errorPage(res, ctx, 'error.formRejected', 403);
      return;
    }
    if (pending.sessionId) repository.endSession(pending.sessionId);
    finishLogout(res, ctx, pending.redirectUri ?? undefined, pending.state ?? undefined);
  };
}

/** The cookies cleared, then back to the client (with its state) or a "logged out" page. */
function finishLogout(
  res: Response,
  ctx: RequestContext,
  target: string | undefined,
  state: string | undefined,
): void {
  clearSessionCookies(res, ctx);
  if (target) {
    redirect(res, state ? withParams(target, { state }, 'query') : target);
    return;
  }
  const { t } = ctx;
  sendPage(res, t, {
    locale: ctx.locale,
    title: t('logout.doneTitle'),
    body: `${paragraph(t('logout.done'))}\n<p>${link(`/${ctx.locale}`, t('common.home'))}</p>`,
  });
}
