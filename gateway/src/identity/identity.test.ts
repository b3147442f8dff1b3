import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGatewayApp } from '../app';
import { listen, type TestServer } from '../apis/testing/test-server';
import { loadConfig } from '../config';
import { openStore, type Store } from '../store/store';
import { CLIENT_ID, LIFETIMES, OIDC_PATH, REALM_PATH } from './constants';
import { createIdentityServer, type IdentityServer } from './identity-server';
import { SIGNING_KEY_FILE } from './signing-key';

/** A gateway with its identity server on a temporary data directory and a settable clock. */
interface Harness {
  server: TestServer;
  identity: IdentityServer;
  dataDir: string;
  store: Store;
  logLines: string[];
  clock: { offset: number };
  close: () => Promise<void>;
}

async function start(
  dataDir?: string,
  rateLimits: Parameters<typeof createIdentityServer>[0]['rateLimits'] = {
    perAddress: 1000,
    registrationsPerAddress: 1000,
  },
): Promise<Harness> {
  const root = dataDir ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'identity-test-'));
  const dir = dataDir ?? path.join(root!, 'data');
  const clock = { offset: 0 };
  const identity = createIdentityServer({
    dataDir: dir,
    now: () => Date.now() + clock.offset,
    rateLimits,
  });
  const store = openStore({ dataDir: ':memory:' });
  const logLines: string[] = [];
  const app = createGatewayApp({
    store,
    config: { ...loadConfig({}), logRequests: true },
    identity,
    log: (line) => logLines.push(line),
  });
  const server = await listen(app);
  return {
    server,
    identity,
    dataDir: dir,
    store,
    logLines,
    clock,
    close: async () => {
      await server.close();
      identity.close();
      store.close();
      if (root) fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A browser: keeps cookies per name, never follows redirects. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(
    pathOrUrl: string,
    init: {
      method?: string;
      form?: Record<string, string>;
      headers?: Record<string, string>;
      body?: string;
    } = {},
  ): Promise<{ status: number; headers: Headers; text: string; location: string | null }> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size)
      headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body = init.body;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${this.base}${pathOrUrl}`;
    const res = await fetch(url, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (/Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
    return {
      status: res.status,
      headers: res.headers,
      text: await res.text(),
      location: res.headers.get('location'),
    };
  }
}

const pkce = () => {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
};

function authQuery(
  h: Harness,
  overrides: Record<string, string | undefined> = {},
  challenge = pkce().challenge,
) {
  const params: Record<string, string | undefined> = {
    client_id: CLIENT_ID,
    redirect_uri: `${h.server.url}/account/callback?redirect=%2Fen`,
    state: 'st-1',
    response_mode: 'fragment',
    response_type: 'code',
    scope: 'openid',
    nonce: 'n-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  return new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();
}

/** The form's action and CSRF token from a login or registration page. */
function formOf(html: string): { action: string; csrf: string } {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !csrf) throw new Error(`no form in ${html.slice(0, 300)}`);
  return { action: action.replace(/&amp;/g, '&'), csrf };
}

/** The parameters of a redirect to the client (fragment or query). */
function callbackParams(location: string): URLSearchParams {
  const url = new URL(location);
  return new URLSearchParams(url.hash ? url.hash.slice(1) : url.search);
}

const PASSWORD = 'correct horse battery';

async function register(
  h: Harness,
  browser: Browser,
  email: string,
  username = '',
  challenge = pkce().challenge,
) {
  const page = await browser.request(`${OIDC_PATH}/registrations?${authQuery(h, {}, challenge)}`);
  const { action, csrf } = formOf(page.text);
  return browser.request(action, {
    form: { csrf, email, username, password: PASSWORD, 'password-confirm': PASSWORD },
  });
}

async function login(
  h: Harness,
  browser: Browser,
  username: string,
  password = PASSWORD,
  overrides = {},
) {
  const { verifier, challenge } = pkce();
  const page = await browser.request(`${OIDC_PATH}/auth?${authQuery(h, overrides, challenge)}`);
  expect(page.status).toBe(200);
  const { action, csrf } = formOf(page.text);
  const res = await browser.request(action, { form: { csrf, username, password } });
  return { res, verifier };
}

async function exchange(h: Harness, code: string, verifier: string, redirectUri?: string) {
  const res = await fetch(`${h.server.url}${OIDC_PATH}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code,
      redirect_uri: redirectUri ?? `${h.server.url}/account/callback?redirect=%2Fen`,
      code_verifier: verifier,
    }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function refresh(h: Harness, token: string) {
  const res = await fetch(`${h.server.url}${OIDC_PATH}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: token,
    }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const userinfo = (h: Harness, token: string) =>
  fetch(`${h.server.url}${OIDC_PATH}/userinfo`, { headers: { Authorization: `Bearer ${token}` } });

const payloadOf = (jwt: unknown): Record<string, unknown> =>
  JSON.parse(Buffer.from(String(jwt).split('.')[1] ?? '', 'base64url').toString('utf8'));

/** Registers `email` (which signs in) and exchanges the code; returns the browser and the tokens. */
async function signedIn(h: Harness, email: string, username = '') {
  const browser = new Browser(h.server.url);
  const { verifier, challenge } = pkce();
  const res = await register(h, browser, email, username, challenge);
  expect(res.status).toBe(302);
  const tokens = await exchange(h, callbackParams(res.location!).get('code')!, verifier);
  expect(tokens.status).toBe(200);
  return { browser, tokens: tokens.body };
}

describe('identity server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await start();
  });
  afterAll(() => h.close());

  it('publishes its discovery document and public key', async () => {
    const res = await fetch(`${h.server.url}${REALM_PATH}/.well-known/openid-configuration`);
    const doc = (await res.json()) as Record<string, unknown>;
    const issuer = `${h.server.url}${REALM_PATH}`;
    expect(doc).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    // Behind the host's proxy, the issuer is the public origin, without the /api prefix.
    const proxied = await fetch(`${h.server.url}${REALM_PATH}/.well-known/openid-configuration`, {
      headers: { 'X-Forwarded-Host': 'portal.example', 'X-Forwarded-Proto': 'https' },
    });
    expect(((await proxied.json()) as { issuer: string }).issuer).toBe(
      'https://portal.example/auth/realms/europeana',
    );
    const certs = (await (await fetch(`${h.server.url}${OIDC_PATH}/certs`)).json()) as {
      keys: Array<Record<string, unknown>>;
    };
    expect(certs.keys).toHaveLength(1);
    expect(certs.keys[0]).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
      kid: h.identity.signingKey.kid,
    });
    expect(certs.keys[0]).not.toHaveProperty('d');
  });

  it('runs the code flow with PKCE: tokens, userinfo, claims', async () => {
    const browser = new Browser(h.server.url);
    const registered = await register(h, browser, 'Ada@Example.org', 'ada');
    expect(registered.status).toBe(302);
    const { res, verifier } = await login(h, new Browser(h.server.url), 'ada');
    expect(res.status).toBe(302);
    const location = res.location!;
    expect(location.startsWith(`${h.server.url}/account/callback?redirect=%2Fen#`)).toBe(true);
    const params = callbackParams(location);
    expect(params.get('state')).toBe('st-1');
    expect(params.get('iss')).toBe(`${h.server.url}${REALM_PATH}`);
    expect(params.get('session_state')).toBeTruthy();
    const tokens = await exchange(h, params.get('code')!, verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 300,
      refresh_expires_in: 1800,
      'not-before-policy': 0,
      session_state: params.get('session_state'),
      scope: 'openid profile email',
    });
    const access = payloadOf(tokens.body.access_token);
    expect(access).toMatchObject({
      typ: 'Bearer',
      azp: 'portal',
      preferred_username: 'ada',
      email: 'ada@example.org',
      name: 'ada',
      sid: params.get('session_state'),
      scope: 'openid profile email',
    });
    expect(access.realm_access).toEqual({ roles: expect.arrayContaining(['offline_access']) });
    expect(access.resource_access).toHaveProperty('account');
    const id = payloadOf(tokens.body.id_token);
    expect(id).toMatchObject({
      typ: 'ID',
      aud: 'portal',
      nonce: 'n-1',
      sub: access.sub,
      sid: access.sid,
    });
    expect(typeof id.auth_time).toBe('number');
    expect(payloadOf(tokens.body.refresh_token)).toMatchObject({ typ: 'Refresh', sid: access.sid });
    const header = JSON.parse(
      Buffer.from(String(tokens.body.access_token).split('.')[0]!, 'base64url').toString(),
    );
    expect(header).toEqual({ alg: 'ES256', typ: 'JWT', kid: h.identity.signingKey.kid });
    const info = await userinfo(h, String(tokens.body.access_token));
    expect(info.status).toBe(200);
    expect(await info.json()).toEqual({
      sub: access.sub,
      email: 'ada@example.org',
      email_verified: false,
      preferred_username: 'ada',
      name: 'ada',
    });
    // userinfo also answers POST.
    const posted = await fetch(`${h.server.url}${OIDC_PATH}/userinfo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${String(tokens.body.access_token)}` },
    });
    expect(posted.status).toBe(200);
    // Signing in by e-mail works as well, in any case.
    const byEmail = await login(h, new Browser(h.server.url), 'ADA@example.org');
    expect(byEmail.res.status).toBe(302);
  });

  it('sets the session cookies as the contract says, and a new session at every login', async () => {
    const browser = new Browser(h.server.url);
    const res = await register(h, browser, 'cookie@example.org');
    const cookies = res.headers.getSetCookie();
    const sso = cookies.find((c) => c.startsWith('portal_sso='))!;
    const signedInCookie = cookies.find((c) => c.startsWith('portal_signed_in='))!;
    // Attributes in any order: what each cookie says, not how it is spelled out.
    const attributes = (cookie: string) => new Set(cookie.split('; ').slice(1));
    expect(attributes(sso)).toEqual(
      new Set(['Path=/auth/realms/europeana/', 'Max-Age=36000', 'SameSite=Lax', 'HttpOnly']),
    );
    expect(signedInCookie.split('; ')[0]).toBe('portal_signed_in=1');
    expect(attributes(signedInCookie)).toEqual(
      new Set(['Path=/', 'Max-Age=36000', 'SameSite=Lax']),
    );
    const first = callbackParams(res.location!).get('session_state');
    const again = await login(h, browser, 'cookie@example.org', PASSWORD, { prompt: 'login' });
    const second = callbackParams(again.res.location!).get('session_state');
    expect(second).not.toBe(first);
    expect(h.identity.repository.liveSession(first!)).toBeUndefined();
    // The cookie's value is no session id that tokens or the browser's scripts see.
    expect(browser.cookies.get('portal_sso')).not.toBe(second);
  });

  it('answers prompt=none with a code when signed in, login_required when not', async () => {
    const { browser } = await signedIn(h, 'silent@example.org');
    const silent = await browser.request(
      `${OIDC_PATH}/auth?${authQuery(h, { prompt: 'none', redirect_uri: `${h.server.url}/silent-check-sso.html` })}`,
    );
    expect(silent.status).toBe(302);
    expect(silent.location!.startsWith(`${h.server.url}/silent-check-sso.html#`)).toBe(true);
    expect(callbackParams(silent.location!).get('code')).toBeTruthy();

    const anonymous = new Browser(h.server.url);
    anonymous.cookies.set('portal_signed_in', '1');
    const none = await anonymous.request(
      `${OIDC_PATH}/auth?${authQuery(h, { prompt: 'none', response_mode: 'query' })}`,
    );
    expect(none.status).toBe(302);
    const params = new URL(none.location!).searchParams;
    expect(params.get('error')).toBe('login_required');
    expect(params.get('state')).toBe('st-1');
    expect(params.get('redirect')).toBe('/en');
    expect(
      none.headers
        .getSetCookie()
        .some((c) => c.startsWith('portal_signed_in=;') && /Max-Age=0/.test(c)),
    ).toBe(true);
    expect(anonymous.cookies.has('portal_signed_in')).toBe(false);
  });

  it('refuses a wrong verifier, a replayed code and another redirect_uri', async () => {
    const browser = new Browser(h.server.url);
    await register(h, browser, 'pkce@example.org');
    const first = await login(h, browser, 'pkce@example.org', PASSWORD, { prompt: 'login' });
    const code = callbackParams(first.res.location!).get('code')!;
    const wrong = await exchange(h, code, pkce().verifier);
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const second = await login(h, browser, 'pkce@example.org', PASSWORD, { prompt: 'login' });
    const code2 = callbackParams(second.res.location!).get('code')!;
    const mismatch = await exchange(
      h,
      code2,
      second.verifier,
      `${h.server.url}/account/callback?redirect=%2Fde`,
    );
    expect(mismatch).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Incorrect redirect_uri' },
    });

    const third = await login(h, browser, 'pkce@example.org', PASSWORD, { prompt: 'login' });
    const code3 = callbackParams(third.res.location!).get('code')!;
    const ok = await exchange(h, code3, third.verifier);
    expect(ok.status).toBe(200);
    const replay = await exchange(h, code3, third.verifier);
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // The replay ended the session: the tokens of the first exchange stop working.
    expect((await userinfo(h, String(ok.body.access_token))).status).toBe(401);
  });

  it('expires codes after 60 seconds', async () => {
    const browser = new Browser(h.server.url);
    await register(h, browser, 'slow@example.org');
    const { res, verifier } = await login(h, browser, 'slow@example.org', PASSWORD, {
      prompt: 'login',
    });
    h.clock.offset = LIFETIMES.code + 1000;
    try {
      const late = await exchange(h, callbackParams(res.location!).get('code')!, verifier);
      expect(late).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    } finally {
      h.clock.offset = 0;
    }
  });

  it('rotates refresh tokens; a replayed one ends the session', async () => {
    const { tokens } = await signedIn(h, 'rotate@example.org');
    const next = await refresh(h, String(tokens.refresh_token));
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(payloadOf(next.body.id_token).nonce).toBe('n-1');
    const again = await refresh(h, String(next.body.refresh_token));
    expect(again.status).toBe(200);
    const replay = await refresh(h, String(tokens.refresh_token));
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // The whole session is gone: the newest refresh token and access token too.
    expect((await refresh(h, String(again.body.refresh_token))).status).toBe(400);
    const info = await userinfo(h, String(again.body.access_token));
    expect(info.status).toBe(401);
    expect(info.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
  });

  it('logs out with a valid id_token_hint and refuses userinfo afterwards', async () => {
    const { browser, tokens } = await signedIn(h, 'bye@example.org');
    const res = await browser.request(
      `${OIDC_PATH}/logout?${new URLSearchParams({
        client_id: CLIENT_ID,
        id_token_hint: String(tokens.id_token),
        post_logout_redirect_uri: `${h.server.url}/de`,
        state: 'x',
      })}`,
    );
    expect(res.status).toBe(302);
    expect(res.location).toBe(`${h.server.url}/de?state=x`);
    expect(browser.cookies.has('portal_sso')).toBe(false);
    expect(browser.cookies.has('portal_signed_in')).toBe(false);
    expect((await userinfo(h, String(tokens.access_token))).status).toBe(401);
    expect((await refresh(h, String(tokens.refresh_token))).status).toBe(400);
    // The hint's token and the id_token_hint never reach the log.
    expect(h.logLines.join('\n')).not.toContain(String(tokens.id_token));
  });

  it('accepts an expired id_token_hint (as Keycloak does) and the legacy redirect_uri', async () => {
    const { browser, tokens } = await signedIn(h, 'legacy@example.org');
    h.clock.offset = LIFETIMES.idToken + 60_000;
    try {
      const res = await browser.request(
        `${OIDC_PATH}/logout?${new URLSearchParams({ id_token_hint: String(tokens.id_token), redirect_uri: `${h.server.url}/en` })}`,
      );
      expect(res.status).toBe(302);
      expect(res.location).toBe(`${h.server.url}/en`);
    } finally {
      h.clock.offset = 0;
    }
  });

  it('asks for confirmation without a valid hint, and never logs out by a link alone', async () => {
    const { browser, tokens } = await signedIn(h, 'confirm@example.org');
    const page = await browser.request(
      `${OIDC_PATH}/logout?${new URLSearchParams({ client_id: CLIENT_ID, post_logout_redirect_uri: `${h.server.url}/fr`, id_token_hint: 'forged' })}`,
      { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } },
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="fr"');
    expect(page.text).toContain('Voulez-vous vous déconnecter');
    expect((await userinfo(h, String(tokens.access_token))).status).toBe(200);
    const { action } = { action: /action="([^"]+)"/.exec(page.text)![1]! };
    const code = /name="session_code" value="([^"]+)"/.exec(page.text)![1]!;
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.text)![1]!;
    // A forged confirmation (another CSRF token) is refused and ends nothing.
    const forged = await browser.request(action, { form: { session_code: code, csrf: 'nope' } });
    expect(forged.status).toBe(403);
    expect((await userinfo(h, String(tokens.access_token))).status).toBe(200);
    // The form is single-use: ask again, confirm properly.
    const page2 = await browser.request(
      `${OIDC_PATH}/logout?post_logout_redirect_uri=${encodeURIComponent(`${h.server.url}/fr`)}`,
    );
    const confirmed = await browser.request(action, {
      form: {
        session_code: /name="session_code" value="([^"]+)"/.exec(page2.text)![1]!,
        csrf: /name="csrf" value="([^"]+)"/.exec(page2.text)![1]!,
      },
    });
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe(`${h.server.url}/fr`);
    expect(csrf).toBeTruthy();
    expect((await userinfo(h, String(tokens.access_token))).status).toBe(401);
  });

  it('shows a logged-out page without a redirect, and refuses foreign post-logout addresses', async () => {
    const { browser, tokens } = await signedIn(h, 'page@example.org');
    const res = await browser.request(
      `${OIDC_PATH}/logout?id_token_hint=${String(tokens.id_token)}&ui_locales=de`,
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain('Sie sind abgemeldet');
    for (const target of [
      'https://evil.example/',
      `${h.server.url}/x#frag`,
      `${h.server.url.replace('127.0.0.1', 'localhost')}/en`,
    ]) {
      const refused = await browser.request(
        `${OIDC_PATH}/logout?post_logout_redirect_uri=${encodeURIComponent(target)}`,
      );
      expect(refused.status).toBe(400);
      expect(refused.location).toBeNull();
    }
  });

  it('never redirects to an unknown client or redirect_uri', async () => {
    const browser = new Browser(h.server.url);
    for (const overrides of [
      { client_id: 'other' },
      { redirect_uri: 'https://evil.example/account/callback' },
      { redirect_uri: `${h.server.url}/account/callback#x` },
      { redirect_uri: `${h.server.url}/elsewhere` },
      { redirect_uri: undefined },
    ]) {
      const res = await browser.request(`${OIDC_PATH}/auth?${authQuery(h, overrides)}`, {
        headers: { 'Accept-Language': 'nl' },
      });
      expect(res.status).toBe(400);
      expect(res.location).toBeNull();
      expect(res.text).toContain('<html lang="nl"');
    }
    // A repeated client_id is no client either.
    const repeated = await browser.request(`${OIDC_PATH}/auth?${authQuery(h)}&client_id=portal`);
    expect(repeated.status).toBe(400);
    expect(repeated.location).toBeNull();
  });

  it('redirects other bad requests back with the OAuth error', async () => {
    const browser = new Browser(h.server.url);
    const cases: Array<[Record<string, string | undefined>, string]> = [
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ code_challenge: undefined }, 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ response_mode: 'form_post' }, 'invalid_request'],
    ];
    for (const [overrides, error] of cases) {
      const res = await browser.request(`${OIDC_PATH}/auth?${authQuery(h, overrides)}`);
      expect(res.status).toBe(302);
      expect(callbackParams(res.location!).get('error')).toBe(error);
      expect(callbackParams(res.location!).get('state')).toBe('st-1');
    }
    // Without a state, the answer has none.
    const stateless = await browser.request(
      `${OIDC_PATH}/auth?${authQuery(h, { state: undefined })}`,
    );
    expect(stateless.status).toBe(200);
  });

  it('shows the login form localised, accessible and locked down', async () => {
    const browser = new Browser(h.server.url);
    const res = await browser.request(
      `${OIDC_PATH}/auth?${authQuery(h, { ui_locales: 'xx de-AT' })}`,
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="de"');
    expect(res.text).toContain('<label for="username">Benutzername oder E-Mail</label>');
    expect(res.text).toContain('autocomplete="current-password"');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toMatch(/style-src 'sha256-[^']+'/);
    expect(csp).not.toContain('unsafe-inline');
    // The link to the registration form carries the same request.
    const registration = /href="([^"]*registrations\?[^"]*)"/
      .exec(res.text)![1]!
      .replace(/&amp;/g, '&');
    const params = new URL(registration, h.server.url).searchParams;
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('redirect_uri')).toBe(`${h.server.url}/account/callback?redirect=%2Fen`);
    expect(params.get('ui_locales')).toBe('de');
    // Other sources of the language, in order: kc_locale, the portal's cookie, Accept-Language.
    const kc = await browser.request(`${OIDC_PATH}/auth?${authQuery(h, { kc_locale: 'sv' })}`, {
      headers: { 'Accept-Language': 'it' },
    });
    expect(kc.text).toContain('<html lang="sv"');
    const withCookie = new Browser(h.server.url);
    withCookie.cookies.set('i18n_locale_code', 'pl');
    expect(
      (
        await withCookie.request(`${OIDC_PATH}/auth?${authQuery(h)}`, {
          headers: { 'Accept-Language': 'it' },
        })
      ).text,
    ).toContain('<html lang="pl"');
    expect(
      (
        await browser.request(`${OIDC_PATH}/auth?${authQuery(h)}`, {
          headers: { 'Accept-Language': 'xx, it;q=0.5' },
        })
      ).text,
    ).toContain('<html lang="it"');
  });

  it('keeps the typed username, escaped, with one generic error tied to the fields', async () => {
    const browser = new Browser(h.server.url);
    const hostile = '"><script>alert(1)</script>';
    const { res } = await login(h, browser, hostile, 'whatever-password');
    expect(res.status).toBe(401);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(res.text).toContain('Invalid username or password.');
    expect(res.text).toMatch(/id="password"[^>]*aria-describedby="form-error"/);
    // An existing user with a wrong password gets the very same message.
    await register(h, new Browser(h.server.url), 'known@example.org');
    const wrong = await login(
      h,
      new Browser(h.server.url),
      'known@example.org',
      'not the password',
    );
    expect(wrong.res.status).toBe(401);
    expect(wrong.res.text).toContain('Invalid username or password.');
  });

  it('refuses a form without its CSRF token or from another browser', async () => {
    const browser = new Browser(h.server.url);
    const page = await browser.request(`${OIDC_PATH}/auth?${authQuery(h)}`);
    const { action, csrf } = formOf(page.text);
    const noToken = await browser.request(action, {
      form: { csrf: 'wrong', username: 'a', password: 'b' },
    });
    expect(noToken.status).toBe(403);
    const other = new Browser(h.server.url);
    const stolen = await other.request(action, { form: { csrf, username: 'a', password: 'b' } });
    expect(stolen.status).toBe(403);
    const unknown = await browser.request(
      `${h.server.url}/auth/realms/europeana/login-actions/authenticate?session_code=nope`,
      {
        form: { csrf, username: 'a', password: 'b' },
      },
    );
    expect(unknown.status).toBe(400);
  });

  it('locks an account after 10 failures in 15 minutes (429, localised)', async () => {
    const browser = new Browser(h.server.url);
    await register(h, new Browser(h.server.url), 'locked@example.org');
    const page = await browser.request(`${OIDC_PATH}/auth?${authQuery(h, { ui_locales: 'es' })}`);
    const { action, csrf } = formOf(page.text);
    for (let i = 0; i < 10; i++) {
      const res = await browser.request(action, {
        form: { csrf, username: 'locked@example.org', password: `wrong-${i}` },
      });
      expect(res.status).toBe(401);
    }
    const locked = await browser.request(action, {
      form: { csrf, username: 'locked@example.org', password: PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.text).toContain('Demasiados intentos fallidos');
    h.clock.offset = 16 * 60 * 1000;
    try {
      const later = await login(h, new Browser(h.server.url), 'locked@example.org');
      expect(later.res.status).toBe(302);
    } finally {
      h.clock.offset = 0;
    }
  });

  it('validates the registration form with localised errors tied to the fields', async () => {
    const browser = new Browser(h.server.url);
    await register(h, new Browser(h.server.url), 'taken@example.org', 'taken');
    const page = await browser.request(
      `${OIDC_PATH}/registrations?${authQuery(h, { ui_locales: 'fr' })}`,
    );
    expect(page.text).toContain('<html lang="fr"');
    expect(page.text).toContain('autocomplete="new-password"');
    const { action, csrf } = formOf(page.text);
    const post = (form: Record<string, string>) =>
      browser.request(action, {
        form: { csrf, email: '', username: '', password: '', 'password-confirm': '', ...form },
      });
    const bad = await post({
      email: 'not-an-email',
      username: 'a b<',
      password: 'short',
      'password-confirm': 'short',
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Saisissez une adresse e-mail valide.');
    expect(bad.text).toMatch(/id="email"[^>]*aria-invalid="true" aria-describedby="email-error"/);
    expect(bad.text).toContain('value="a b&lt;"');
    expect(bad.text).toContain('id="username-error"');
    expect(bad.text).toContain('au moins 8 caractères');
    const mismatch = await post({
      email: 'new@example.org',
      password: 'long enough',
      'password-confirm': 'long enougH',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.text).toContain('id="password-confirm-error"');
    const duplicate = await post({
      email: 'TAKEN@example.org',
      username: 'Taken',
      password: PASSWORD,
      'password-confirm': PASSWORD,
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.text).toContain('Un compte existe déjà avec cette adresse e-mail.');
    expect(duplicate.text).toContain('Ce nom d’utilisateur est déjà pris.');
    const ok = await post({
      email: 'fresh@example.org',
      username: 'fresh.user-1',
      password: PASSWORD,
      'password-confirm': PASSWORD,
    });
    expect(ok.status).toBe(302);
    expect(callbackParams(ok.location!).get('code')).toBeTruthy();
    // The form is used once.
    expect(
      (await post({ email: 'other@example.org', password: PASSWORD, 'password-confirm': PASSWORD }))
        .status,
    ).toBe(400);
  });

  it('answers bad input with clear 4xx, never 500', async () => {
    const token = (body: string, type = 'application/x-www-form-urlencoded') =>
      fetch(`${h.server.url}${OIDC_PATH}/token`, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body,
      });
    expect((await token('grant_type=password&client_id=portal')).status).toBe(400);
    expect(await (await token('grant_type=password&client_id=portal')).json()).toMatchObject({
      error: 'unsupported_grant_type',
    });
    expect((await token('grant_type=refresh_token&client_id=other&refresh_token=x')).status).toBe(
      401,
    );
    expect((await token('grant_type=refresh_token&client_id=portal&refresh_token=x')).status).toBe(
      400,
    );
    expect((await token('grant_type=a&grant_type=b&client_id=portal')).status).toBe(400);
    expect((await token('{"grant_type":"refresh_token"}', 'application/json')).status).toBe(415);
    expect((await token(`grant_type=refresh_token&x=${'a'.repeat(40_000)}`)).status).toBe(413);
    expect(
      (await token('grant_type=x', 'application/x-www-form-urlencoded; charset=latin-9')).status,
    ).toBe(415);
    expect((await fetch(`${h.server.url}${OIDC_PATH}/token`)).status).toBe(405);
    expect((await fetch(`${h.server.url}${OIDC_PATH}/certs`, { method: 'DELETE' })).status).toBe(
      405,
    );
    const page = await fetch(`${h.server.url}${OIDC_PATH}/auth?client_id[a]=b`);
    expect(page.status).toBe(400);
    const login = await fetch(
      `${h.server.url}/auth/realms/europeana/login-actions/authenticate?session_code=x`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'hello',
      },
    );
    expect(login.status).toBe(415);
    const big = await fetch(
      `${h.server.url}/auth/realms/europeana/login-actions/authenticate?session_code=x`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `username=${'a'.repeat(40_000)}`,
      },
    );
    expect(big.status).toBe(413);
    expect(await big.text()).toContain('<html lang="en"');
    expect((await fetch(`${h.server.url}${OIDC_PATH}/userinfo`)).status).toBe(401);
    expect((await userinfo(h, 'a.b.c')).status).toBe(401);
    expect(h.logLines.join('\n')).not.toMatch(/ 5\d\d /);
  });

  it('serves the third-party cookie probe, framable by the portal only', async () => {
    const step1 = await fetch(`${h.server.url}${OIDC_PATH}/3p-cookies/step1.html`);
    expect(step1.status).toBe(200);
    expect(step1.headers.get('x-frame-options')).toBeNull();
    const csp = step1.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'self'");
    const script = /<script>([\s\S]*)<\/script>/.exec(await step1.text())![1]!;
    expect(csp).toContain(
      `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`,
    );
    const step2 = await (await fetch(`${h.server.url}${OIDC_PATH}/3p-cookies/step2.html`)).text();
    expect(step2).toContain("postMessage(supported?'supported':'unsupported'");
  });

  it('verifies Bearer tokens for profile=translate: good 200, bad 401, none 403', async () => {
    const { tokens } = await signedIn(h, 'reader@example.org');
    const search = (auth?: string) =>
      fetch(`${h.server.url}/record/v2/search.json?query=*:*&profile=minimal,translate&lang=de`, {
        headers: auth ? { Authorization: auth } : {},
      });
    expect((await search(`Bearer ${String(tokens.access_token)}`)).status).toBe(200);
    expect((await search()).status).toBe(403);
    for (const bad of [
      'Bearer x.y.z',
      `Bearer ${String(tokens.id_token)}`,
      `Bearer ${String(tokens.refresh_token)}`,
      `Bearer ${String(tokens.access_token).slice(0, -2)}AA`,
    ]) {
      const res = await search(bad);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        success: false,
        error: 'Unauthorized',
        code: '401-invalid_jwttoken',
      });
    }
    h.clock.offset = LIFETIMES.accessToken + 1000;
    try {
      expect((await search(`Bearer ${String(tokens.access_token)}`)).status).toBe(401);
    } finally {
      h.clock.offset = 0;
    }
    const record = (auth?: string) =>
      fetch(`${h.server.url}/record/v2/1/none.json?profile=translate&lang=de`, {
        headers: auth ? { Authorization: auth } : {},
      });
    expect((await record()).status).toBe(403);
    expect((await record('Bearer x.y.z')).status).toBe(401);
    expect((await record(`Bearer ${String(tokens.access_token)}`)).status).toBe(404);
  });

  it('logs no passwords, codes, tokens or session ids', async () => {
    const { browser, tokens } = await signedIn(h, 'quiet@example.org');
    const text = h.logLines.join('\n');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(String(tokens.access_token));
    expect(text).not.toContain(String(tokens.refresh_token));
    expect(text).not.toContain(browser.cookies.get('portal_sso'));
    expect(text).not.toContain(String(tokens.session_state));
  });
});

describe('identity server rate limits', () => {
  it('limits failures per client address and new accounts per address', async () => {
    const h = await start(undefined, { perAddress: 3, registrationsPerAddress: 1 });
    try {
      const first = await register(h, new Browser(h.server.url), 'one@example.org');
      expect(first.status).toBe(302);
      const second = await register(h, new Browser(h.server.url), 'two@example.org');
      expect(second.status).toBe(429);
      expect(second.text).toContain('Too many accounts were created from your network.');
      for (const name of ['a', 'b', 'c']) {
        expect((await login(h, new Browser(h.server.url), name, 'wrong password')).res.status).toBe(
          401,
        );
      }
      // Another account, the same address: refused before the password is checked.
      const blocked = await login(h, new Browser(h.server.url), 'one@example.org');
      expect(blocked.res.status).toBe(429);
    } finally {
      await h.close();
    }
  });
});

describe('identity server storage', () => {
  it('creates the signing key 0600 once, and keeps users, sessions and keys across restarts', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'identity-restart-'));
    const first = await start(path.join(root, 'data'));
    const keyFile = path.join(first.dataDir, SIGNING_KEY_FILE);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(first.dataDir, 'identity.sqlite')).mode & 0o777).toBe(0o600);
    const kid = first.identity.signingKey.kid;
    const { tokens } = await signedIn(first, 'persist@example.org', 'persist');
    await first.close();

    const second = await start(first.dataDir);
    try {
      expect(second.identity.signingKey.kid).toBe(kid);
      // Tokens issued before the restart still verify, the session and refresh state survive.
      expect((await userinfo(second, String(tokens.access_token))).status).toBe(200);
      const next = await refresh(second, String(tokens.refresh_token));
      expect(next.status).toBe(200);
      const { res } = await login(second, new Browser(second.server.url), 'persist');
      expect(res.status).toBe(302);
    } finally {
      await second.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
