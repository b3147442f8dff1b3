import type { Request, Response } from 'express';
import { CLIENT_ID, COOKIES, LIFETIMES, REALM_PATH } from './constants';
import { clearCookie, setCookie } from './cookies';
import {
  randomToken,
  type AuthRequest,
  type IdentityRepository,
  type Session,
  type User,
} from './repository';
import { redirect, type RequestContext } from './request';
import { withParams } from './urls';

/*
 * Sign-in state as the browser holds it (the session, signed-in and browser cookies), and the
 * redirect that ends an authorization with a code.
 */

function cookieOptions(ctx: RequestContext, path: string, httpOnly: boolean) {
  return { path, httpOnly, secure: ctx.secure };
}

/** The browser's id for binding forms to it (login CSRF), created once and reused. */
export function browserId(req: Request, res: Response, ctx: RequestContext): string {
  const existing = ctx.cookies.get(COOKIES.browser);
  const id = existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : randomToken();
  setCookie(res, COOKIES.browser, id, {
    ...cookieOptions(ctx, `${REALM_PATH}/`, true),
    maxAgeSeconds: 12 * 60 * 60,
  });
  return id;
}

export function clearSessionCookies(res: Response, ctx: RequestContext): void {
  clearCookie(res, COOKIES.session, cookieOptions(ctx, `${REALM_PATH}/`, true));
  clearCookie(res, COOKIES.signedIn, cookieOptions(ctx, '/', false));
}

/** Signs a user in: a new session (the browser's previous one ends) and its cookies. */
export function signIn(
  repository: IdentityRepository,
  res: Response,
  ctx: RequestContext,
  user: User,
): Session {
  const previous = repository.sessionByCookie(ctx.cookies.get(COOKIES.session));
  if (previous) repository.endSession(previous.id);
  const { session, cookie } = repository.createSession(user.id);
  const maxAgeSeconds = LIFETIMES.session / 1000;
  setCookie(res, COOKIES.session, cookie, {
    ...cookieOptions(ctx, `${REALM_PATH}/`, true),
    maxAgeSeconds,
  });
  setCookie(res, COOKIES.signedIn, '1', { ...cookieOptions(ctx, '/', false), maxAgeSeconds });
  return session;
}

/** Redirects to the client with a fresh code for the session. */
export function completeAuthorization(
  repository: IdentityRepository,
  res: Response,
  ctx: RequestContext,
  request: AuthRequest,
  session: Session,
): void {
  const code = repository.createCode({
    sessionId: session.id,
    clientId: CLIENT_ID,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    nonce: request.nonce ?? null,
    scope: request.scope,
  });
  repository.touchSession(session.id);
  redirect(
    res,
    withParams(
      request.redirectUri,
      { state: request.state, session_state: session.id, iss: ctx.issuer, code },
      request.responseMode,
    ),
  );
}
