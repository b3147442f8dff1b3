import { Router } from 'express';
import { authorize } from './authorization-endpoint';
import {
  LOGIN_ACTIONS_PATH,
  OIDC_PATH,
  RATE_LIMITS,
  REALM_PATH,
  type RateLimits,
} from './constants';
import { probe } from './cookie-probe';
import { openIdentityDatabase } from './database';
import type { IdentityDependencies } from './dependencies';
import { certs, discovery } from './discovery';
import type { JwtPayload } from './jwt';
import { authenticate } from './login-form';
import { logout, logoutConfirm } from './logout-endpoint';
import { register } from './registration-form';
import { IdentityRepository } from './repository';
import { identityErrors, route } from './routing';
import { loadOrCreateSigningKey, type SigningKey } from './signing-key';
import { token } from './token-endpoint';
import { TokenService } from './tokens';
import { userinfo } from './userinfo-endpoint';

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

  // Keycloak's paths, each with its methods (others get a 405).
  route(router, `${REALM_PATH}/.well-known/openid-configuration`, ['GET'], discovery);
  route(router, `${OIDC_PATH}/auth`, ['GET', 'POST'], authorize(deps, 'login'));
  route(router, `${OIDC_PATH}/registrations`, ['GET', 'POST'], authorize(deps, 'register'));
  route(router, `${LOGIN_ACTIONS_PATH}/authenticate`, ['POST'], authenticate(deps));
  route(router, `${LOGIN_ACTIONS_PATH}/registration`, ['POST'], register(deps));
  route(router, `${OIDC_PATH}/token`, ['POST'], token(deps));
  route(router, `${OIDC_PATH}/userinfo`, ['GET', 'POST'], userinfo(deps));
  route(router, `${OIDC_PATH}/logout`, ['GET', 'POST'], logout(deps));
  route(router, `${OIDC_PATH}/logout/logout-confirm`, ['POST'], logoutConfirm(deps));
  route(router, `${OIDC_PATH}/certs`, ['GET'], certs(deps));
  route(router, `${OIDC_PATH}/3p-cookies/step1.html`, ['GET'], probe('step1'));
  route(router, `${OIDC_PATH}/3p-cookies/step2.html`, ['GET'], probe('step2'));

  // Errors of this router (a body too large, a bad charset), in the endpoint's own language.
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
