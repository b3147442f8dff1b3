import type { Request, Response } from 'express';
import { CLIENT_ID, COOKIES, SUPPORTED_SCOPES } from './constants';
import type { IdentityDependencies } from './dependencies';
import { loginPage } from './login-form';
import { createPendingLogin } from './pending-login';
import { registrationPage } from './registration-form';
import type { AuthRequest } from './repository';
import { errorPage, paramsOf, redirect, requestContext, single } from './request';
import { clearSessionCookies, completeAuthorization } from './sign-in';
import { isAllowedRedirectUri, withParams } from './urls';

/** Upper bounds for what clients send: longer values are refused rather than stored. */
const MAX_LENGTH: Record<string, number> = {
  state: 2048,
  nonce: 512,
  scope: 512,
  login_hint: 256,
  ui_locales: 256,
  kc_locale: 16,
};

const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The authorization endpoint (and the registration form, with the same parameters): a code for a
 * live session straight away, else the login or registration form for a new pending login. An
 * unknown client or redirect URI is a page; other bad parameters go back to the client.
 */
export function authorize({ repository, now }: IdentityDependencies, kind: 'login' | 'register') {
  return (req: Request, res: Response): void => {
    const params = paramsOf(req);
    const ctx = requestContext(repository, req, res, params);
    if (!ctx) return;
    let clientId: string | undefined;
    let redirectUri: string | undefined;
    try {
      clientId = single(params, 'client_id');
      redirectUri = single(params, 'redirect_uri');
    } catch {
      errorPage(res, ctx, 'error.badRequest', 400);
      return;
    }
    // Never a redirect to a client or address that is not ours.
    if (clientId !== CLIENT_ID) {
      errorPage(res, ctx, 'error.invalidClient', 400);
      return;
    }
    if (!redirectUri || !isAllowedRedirectUri(redirectUri, ctx.origin)) {
      errorPage(res, ctx, 'error.invalidRedirectUri', 400);
      return;
    }
    let state: string | undefined;
    let mode: 'query' | 'fragment' = 'fragment';
    const fail = (error: string, description: string): void =>
      redirect(
        res,
        withParams(
          redirectUri,
          { error, error_description: description, state, iss: ctx.issuer },
          mode,
        ),
      );
    let values: Record<string, string | undefined>;
    try {
      values = Object.fromEntries(
        [
          'state',
          'response_mode',
          'response_type',
          'scope',
          'nonce',
          'code_challenge',
          'code_challenge_method',
          'prompt',
          'max_age',
          'login_hint',
          'ui_locales',
          'kc_locale',
        ].map((name) => [name, single(params, name)]),
      );
    } catch (error) {
      try {
        state = single(params, 'state');
        mode = single(params, 'response_mode') === 'query' ? 'query' : 'fragment';
      } catch {
        // The state itself is the repeated parameter: the answer goes without it.
      }
      fail('invalid_request', (error as Error).message);
      return;
    }
    const tooLong = Object.entries(MAX_LENGTH).find(
      ([name, max]) => (values[name]?.length ?? 0) > max,
    );
    state = tooLong?.[0] === 'state' ? undefined : values.state;
    const responseMode = values.response_mode ?? 'fragment';
    if (responseMode !== 'fragment' && responseMode !== 'query') {
      fail('invalid_request', 'Invalid parameter: response_mode (fragment or query)');
      return;
    }
    mode = responseMode;
    if (tooLong) {
      fail('invalid_request', `Invalid parameter: ${tooLong[0]} is too long`);
      return;
    }
    if (!values.response_type) {
      fail('invalid_request', 'Missing parameter: response_type');
      return;
    }
    if (values.response_type !== 'code') {
      fail('unsupported_response_type', 'Only response_type=code is supported');
      return;
    }
    if (!values.code_challenge || !values.code_challenge_method) {
      fail(
        'invalid_request',
        'Missing parameter: code_challenge and code_challenge_method=S256 (PKCE) are required',
      );
      return;
    }
    if (values.code_challenge_method !== 'S256' || !PKCE_CHALLENGE.test(values.code_challenge)) {
      fail(
        'invalid_request',
        'Invalid parameter: code_challenge_method must be S256 with a 43-character code_challenge',
      );
      return;
    }
    const prompts = new Set((values.prompt ?? '').split(' ').filter(Boolean));
    if (prompts.has('none') && prompts.size > 1) {
      fail('invalid_request', 'Invalid parameter: prompt=none cannot be combined');
      return;
    }
    let maxAge: number | undefined;
    if (values.max_age !== undefined) {
      if (!/^\d{1,9}$/.test(values.max_age)) {
        fail('invalid_request', 'Invalid parameter: max_age');
        return;
      }
      maxAge = Number(values.max_age);
    }
    // Keycloak's default client scopes, whatever else was asked for (unknown scopes are ignored).
    const scope = SUPPORTED_SCOPES.join(' ');
    const request: AuthRequest = {
      redirectUri,
      responseMode,
      ...(state !== undefined ? { state } : {}),
      ...(values.nonce !== undefined ? { nonce: values.nonce } : {}),
      codeChallenge: values.code_challenge,
      scope,
      ...(values.login_hint ? { loginHint: values.login_hint } : {}),
      query: new URLSearchParams(
        Object.entries({
          client_id: CLIENT_ID,
          redirect_uri: redirectUri,
          state,
          response_mode: responseMode,
          response_type: 'code',
          scope: values.scope,
          nonce: values.nonce,
          code_challenge: values.code_challenge,
          code_challenge_method: 'S256',
          login_hint: values.login_hint,
          ui_locales: ctx.locale,
        }).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ).toString(),
    };

    const session = repository.sessionByCookie(ctx.cookies.get(COOKIES.session));
    const fresh = session && (maxAge === undefined || now() - session.authTime <= maxAge * 1000);
    if (kind === 'login' && session && fresh && !prompts.has('login')) {
      completeAuthorization(repository, res, ctx, request, session);
      return;
    }
    if (prompts.has('none')) {
      // The browser's "signed in" hint is wrong: the portal stops checking silently.
      if (!session) clearSessionCookies(res, ctx);
      fail('login_required', 'Login required');
      return;
    }
    const pending = createPendingLogin(repository, req, res, ctx, request, ctx.locale);
    if (kind === 'login') loginPage(res, ctx, pending);
    else registrationPage(res, ctx, pending);
  };
}
