import type { RateLimits } from './constants';
import type { IdentityRepository } from './repository';
import type { SigningKey } from './signing-key';
import type { TokenService } from './tokens';

/** What the endpoints share, built once by `createIdentityServer`. */
export interface IdentityDependencies {
  repository: IdentityRepository;
  signingKey: SigningKey;
  tokens: TokenService;
  limits: RateLimits;
  /** The clock (tests). */
  now: () => number;
  /** A line for the gateway log: never a password, code, token, session id or key. */
  log: (line: string) => void;
}
