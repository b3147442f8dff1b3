import { Router, type Request, type Response } from 'express';
import {
  CLIENT_ID,
  COOKIES,
  LOGIN_ACTIONS_PATH,
  OIDC_PATH,
  RATE_LIMITS,
  REALM_PATH,
  type RateLimits,
  SUPPORTED_SCOPES,
} from './constants';
import { probe } from './cookie-probe';
import { openIdentityDatabase } from './database';
import type { IdentityDependencies } from './dependencies';
import { certs, discovery } from './discovery';
import { createPendingLogin } from './form-posts';
import type { JwtPayload } from './jwt';
import { authenticate, loginPage } from './login-form';
import { logout, logoutConfirm } from './logout-endpoint';
import { register, registrationPage } from './registration-form';
import { IdentityRepository, type AuthRequest } from './repository';
import { errorPage, paramsOf, redirect, requestContext, single } from './request';
import { identityErrors, route } from './routing';
import { clearSessionCookies, completeAuthorization } from './sign-in';
import { loadOrCreateSigningKey, type SigningKey } from './signing-key';
import { token } from './token-endpoint';
import { TokenService } from './tokens';
import { userinfo } from './userinfo-endpoint';
import { isAllowedRedirectUri, withParams } from './urls';

export interface IdentityServerOptions {
  /** The gateway's data directory (identity.sqlite and the signing key), or `:memory:`. */
  dataDir: string;
  /** A line for the gateway log: never a password, code, token, session id or key. */
  log?: (line: string) => void;
  /** The clock (tests). */
  now?: () => number;
  /** Other limits than RATE_LIMITS (tests). */
  rateLimits?: Partial<RateLimits>;
}

export interface IdentityServer {
  /** Serves `/auth/realms/europeana/...`; mount it before the APIs. */
  router: Router;
  /** Whether a Bearer token is an unexpired access token signed by this server (translate profile). */
  verifyAccessToken: (token: string) => boolean;
  /** Who an unexpired access token of this server speaks for (the Set API's owner checks). */
  accessTokenUser: (token: string) => AccessTokenUser | undefined;
  repository: IdentityRepository;
  signingKey: SigningKey;
  tokens: TokenService;
  close: () => void;
}

/** The user an access token names: its `sub`, `preferred_username` and `resource_access` claims. */
export interface AccessTokenUser {
  id: string;
  nickname: string;
  /** Roles per client (`resource_access`), e.g. `{ usersets: ['editor'] }`. */
  clientRoles: Record<string, string[]>;
}

function accessTokenUserOf(payload: JwtPayload | undefined): AccessTokenUser | undefined {
  if (!payload || typeof payload.sub !== 'string') return undefined;
  const nickname = typeof payload.preferred_username === 'string' ? payload.preferred_username : '';
  return { id: payload.sub, nickname, clientRoles: clientRolesOf(payload.resource_access) };
}

function clientRolesOf(claim: unknown): Record<string, string[]> {
  const roles: Record<string, string[]> = {};
  if (!claim || typeof claim !== 'object') return roles;
  for (const [client, access] of Object.entries(claim as Record<string, unknown>)) {
    const list = (access as { roles?: unknown } | null)?.roles;
    if (Array.isArray(list)) roles[client] = list.filter((r): r is string => typeof r === 'string');
  }
  return roles;
}

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
 * A Keycloak-compatible OpenID Connect server for realm `europeana` and its public client
 * `portal` (docs/decisions/0023-identity-server.md): authorization code with PKCE S256, refresh
 * rotation with replay detection, userinfo, RP-initiated logout, JWKS, and the pages keycloak-js
 * expects at Keycloak's paths, so keycloak-js works unmodified and a real Keycloak can replace it.
 */
export function createIdentityServer({
  dataDir,
  log = () => undefined,
  now = Date.now,
  rateLimits,
}: IdentityServerOptions): IdentityServer {
  const limits: RateLimits = { ...RATE_LIMITS, ...rateLimits };
  const db = openIdentityDatabase(dataDir);
  const repository = new IdentityRepository(db, now);
  const signingKey = loadOrCreateSigningKey(dataDir);
  const tokens = new TokenService(signingKey, repository, now);
  const deps: IdentityDependencies = { repository, signingKey, tokens, limits, now, log };
  const router = Router();

  // ---------------------------------------------------------------------------------------------
  // Authorization endpoint (and the registration form, with the same parameters)

  function authorize(kind: 'login' | 'register') {
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

  // ---------------------------------------------------------------------------------------------
  // Routes

  route(router, `${REALM_PATH}/.well-known/openid-configuration`, ['GET'], discovery);
  route(router, `${OIDC_PATH}/auth`, ['GET', 'POST'], authorize('login'));
  route(router, `${OIDC_PATH}/registrations`, ['GET', 'POST'], authorize('register'));
  route(router, `${LOGIN_ACTIONS_PATH}/authenticate`, ['POST'], authenticate(deps));
  route(router, `${LOGIN_ACTIONS_PATH}/registration`, ['POST'], register(deps));
  route(router, `${OIDC_PATH}/token`, ['POST'], token(deps));
  route(router, `${OIDC_PATH}/userinfo`, ['GET', 'POST'], userinfo(deps));
  route(router, `${OIDC_PATH}/logout`, ['GET', 'POST'], logout(deps));
  route(router, `${OIDC_PATH}/logout/logout-confirm`, ['POST'], logoutConfirm(deps));
  route(router, `${OIDC_PATH}/certs`, ['GET'], certs(deps));
  route(router, `${OIDC_PATH}/3p-cookies/step1.html`, ['GET'], probe('step1'));
  route(router, `${OIDC_PATH}/3p-cookies/step2.html`, ['GET'], probe('step2'));

  router.use(REALM_PATH, identityErrors(log));

  return {
    router,
    verifyAccessToken: (value) => tokens.verifyAccessToken(value) !== undefined,
    accessTokenUser: (value) => accessTokenUserOf(tokens.verifyAccessToken(value)),
    repository,
    signingKey,
    tokens,
    close: () => db.close(),
  };
}
