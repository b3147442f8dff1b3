import crypto from 'node:crypto';
import { CLIENT_ID, LIFETIMES } from './constants';
import { epochSeconds, signJwt } from './jwt';
import { loadOrCreateSigningKey } from './signing-key';

/**
 * For tests of the APIs that check Bearer tokens (the translate profile): an access token signed
 * with the identity server's key in `dataDir`, as a signed-in user's would be. `claims` override
 * (an `exp` in the past, another `typ`).
 */
export function testAccessToken(dataDir: string, claims: Record<string, unknown> = {}): string {
  const key = loadOrCreateSigningKey(dataDir);
  const now = Date.now();
  return signJwt(
    {
      iat: epochSeconds(now),
      exp: epochSeconds(now + LIFETIMES.accessToken),
      jti: crypto.randomUUID(),
      typ: 'Bearer',
      azp: CLIENT_ID,
      sub: crypto.randomUUID(),
      sid: crypto.randomUUID(),
      scope: 'openid profile email',
      ...claims,
    },
    key.privateKey,
    key.kid,
  );
}
