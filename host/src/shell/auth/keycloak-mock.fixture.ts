// A stand-in for keycloak-js at its import boundary, for `jest.mock('keycloak-js', ...)`: it
// records what the portal asks of it, and the test decides what it answers.
import type { KeycloakTokenParsed } from 'keycloak-js';

export class FakeKeycloak {
  static instances: FakeKeycloak[] = [];
  authenticated = false;
  token: string | undefined;
  tokenParsed: KeycloakTokenParsed | undefined;
  timeSkew = 0;
  onTokenExpired?: () => void;
  onAuthLogout?: () => void;
  init = jest.fn(async (_options: unknown) => this.authenticated);
  login = jest.fn(async (_options: unknown) => undefined);
  register = jest.fn(async (_options: unknown) => undefined);
  logout = jest.fn(async (_options: unknown) => undefined);
  updateToken = jest.fn(async (_minValidity: number) => true);
  clearToken = jest.fn(() => {
    this.authenticated = false;
    this.token = undefined;
    this.tokenParsed = undefined;
    this.onAuthLogout?.();
  });

  constructor(readonly config: unknown) {
    FakeKeycloak.instances.push(this);
  }

  /** What a successful sign-in leaves in keycloak-js. */
  signIn(token: string, claims: KeycloakTokenParsed) {
    this.authenticated = true;
    this.token = token;
    this.tokenParsed = claims;
  }
}

export function lastKeycloak(): FakeKeycloak {
  const instance = FakeKeycloak.instances.at(-1);
  if (!instance) throw new Error('keycloak-js was not constructed');
  return instance;
}
