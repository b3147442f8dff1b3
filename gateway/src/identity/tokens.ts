import crypto from 'node:crypto';
import { CLIENT_ID, DEFAULT_REALM_ROLES, DEFAULT_RESOURCE_ACCESS, LIFETIMES } from './constants';
import { epochSeconds, signJwt, verifyJwt, type JwtPayload } from './jwt';
import type { IdentityRepository, Session, User } from './repository';
import type { SigningKey } from './signing-key';

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_expires_in: number;
  refresh_token: string;
  token_type: 'Bearer';
  id_token: string;
  'not-before-policy': 0;
  session_state: string;
  scope: string;
}

/** The claims about a user that tokens and userinfo share. */
export function profileClaims(user: User): {
  email: string;
  email_verified: boolean;
  preferred_username: string;
  name: string;
} {
  return {
    email: user.email,
    email_verified: user.emailVerified,
    preferred_username: user.username,
    name: user.name ?? user.username,
  };
}

function resourceAccess(user: User): Record<string, { roles: string[] }> {
  const access: Record<string, { roles: string[] }> = { ...DEFAULT_RESOURCE_ACCESS };
  for (const [client, roles] of Object.entries(user.clientRoles)) {
    if (Array.isArray(roles) && roles.length) access[client] = { roles: roles.map(String) };
  }
  return access;
}

/** Issues and verifies the three JWTs, Keycloak's shapes (claims of the sign-in contract). */
export class TokenService {
  constructor(
    private readonly key: SigningKey,
    private readonly repository: IdentityRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new access, ID and refresh token for a session; the refresh token's state is stored. */
  issue(input: {
    issuer: string;
    user: User;
    session: Session;
    scope: string;
    nonce: string | null;
  }): TokenResponse {
    const { issuer, user, session, scope, nonce } = input;
    const now = this.now();
    const iat = epochSeconds(now);
    const refreshExpiresAt = Math.min(now + LIFETIMES.idle, session.expiresAt);
    const common = {
      iat,
      auth_time: epochSeconds(session.authTime),
      iss: issuer,
      sub: user.id,
      azp: CLIENT_ID,
      sid: session.id,
      session_state: session.id,
    };
    const access = this.sign({
      ...common,
      exp: epochSeconds(now + LIFETIMES.accessToken),
      jti: crypto.randomUUID(),
      typ: 'Bearer',
      scope,
      realm_access: { roles: [...DEFAULT_REALM_ROLES, ...user.realmRoles] },
      resource_access: resourceAccess(user),
      ...profileClaims(user),
    });
    const id = this.sign({
      ...common,
      exp: epochSeconds(now + LIFETIMES.idToken),
      jti: crypto.randomUUID(),
      aud: CLIENT_ID,
      typ: 'ID',
      ...(nonce ? { nonce } : {}),
      ...profileClaims(user),
    });
    const jti = this.repository.createRefresh({
      sessionId: session.id,
      scope,
      nonce,
      expiresAt: refreshExpiresAt,
    });
    const refresh = this.sign({
      ...common,
      exp: epochSeconds(refreshExpiresAt),
      jti,
      aud: issuer,
      typ: 'Refresh',
      scope,
      ...(nonce ? { nonce } : {}),
    });
    return {
      access_token: access,
      expires_in: LIFETIMES.accessToken / 1000,
      refresh_expires_in: Math.max(0, Math.floor((refreshExpiresAt - now) / 1000)),
      refresh_token: refresh,
      token_type: 'Bearer',
      id_token: id,
      'not-before-policy': 0,
      session_state: session.id,
      scope,
    };
  }

  /** An access token of ours: signature, `typ: 'Bearer'`, not expired. */
  verifyAccessToken(token: string): JwtPayload | undefined {
    return this.verify(token, 'Bearer', false);
  }

  /** An ID token of ours; `exp` is ignored for logout's `id_token_hint`, as Keycloak does. */
  verifyIdToken(token: string, ignoreExpiry: boolean): JwtPayload | undefined {
    const payload = this.verify(token, 'ID', ignoreExpiry);
    return payload && payload.aud === CLIENT_ID ? payload : undefined;
  }

  verifyRefreshToken(token: string): JwtPayload | undefined {
    return this.verify(token, 'Refresh', false);
  }

  private verify(token: string, typ: string, ignoreExpiry: boolean): JwtPayload | undefined {
    const payload = verifyJwt(token, this.key.publicKey, this.key.kid);
    if (
      !payload ||
      payload.typ !== typ ||
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string'
    ) {
      return undefined;
    }
    if (!ignoreExpiry && !(typeof payload.exp === 'number' && payload.exp * 1000 > this.now()))
      return undefined;
    return payload;
  }

  private sign(payload: JwtPayload): string {
    return signJwt(payload, this.key.privateKey, this.key.kid);
  }
}
