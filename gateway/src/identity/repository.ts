import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import { LIFETIMES } from './constants';

export interface User {
  id: string;
  username: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  passwordHash: string;
  realmRoles: string[];
  /** Roles per client (`usersets: editor`), Keycloak's `resource_access`. */
  clientRoles: Record<string, string[]>;
}

export interface Session {
  id: string;
  userId: string;
  authTime: number;
  lastActiveAt: number;
  expiresAt: number;
}

/** What an authorization request asked for, kept from the form to the code. */
export interface AuthRequest {
  redirectUri: string;
  responseMode: 'query' | 'fragment';
  state?: string;
  nonce?: string;
  codeChallenge: string;
  scope: string;
  loginHint?: string;
  /** The query of the original request (for the link between login and registration). */
  query: string;
}

export interface PendingLogin {
  id: string;
  csrf: string;
  browserHash: string;
  request: AuthRequest;
  locale: string;
  expiresAt: number;
}

export interface PendingLogout {
  id: string;
  csrf: string;
  sessionId: string | null;
  redirectUri: string | null;
  state: string | null;
  locale: string;
  expiresAt: number;
}

export interface CodeGrant {
  sessionId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  scope: string;
  expiresAt: number;
  usedAt: number | null;
}

export interface RefreshGrant {
  jti: string;
  sessionId: string;
  scope: string;
  nonce: string | null;
  expiresAt: number;
  usedAt: number | null;
}

/** A random secret, base64url (32 bytes = 256 bits unless told). */
export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url');
/** Secrets are stored as their SHA-256: a copy of the database gives no usable cookie or code. */
export const sha256 = (text: string): string =>
  crypto.createHash('sha256').update(text).digest('base64url');

interface UserRow {
  id: string;
  username: string;
  email: string;
  email_verified: number;
  name: string | null;
  password_hash: string;
  realm_roles: string;
  client_roles: string;
}

function toUser(row: UserRow | undefined): User | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    emailVerified: row.email_verified === 1,
    name: row.name,
    passwordHash: row.password_hash,
    realmRoles: parseJson(row.realm_roles, []),
    clientRoles: parseJson(row.client_roles, {}),
  };
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The identity server's data in identity.sqlite: users, sessions, codes, refresh state. */
export class IdentityRepository {
  private lastPurge = 0;

  constructor(
    readonly db: Database.Database,
    private readonly now: () => number = Date.now,
  ) {}

  // Users -----------------------------------------------------------------------------------

  userById(id: string): User | undefined {
    return toUser(this.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow);
  }

  /** By username, else by e-mail (both stored in lower case). */
  userByLogin(login: string): User | undefined {
    const key = login.trim().toLowerCase();
    return toUser(
      this.db
        .prepare(
          'SELECT * FROM users WHERE username = ? UNION ALL SELECT * FROM users WHERE email = ? LIMIT 1',
        )
        .get(key, key) as UserRow,
    );
  }

  usernameTaken(username: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM users WHERE username = ?').get(username.toLowerCase()) !==
      undefined
    );
  }

  emailTaken(email: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM users WHERE email = ?').get(email.toLowerCase()) !== undefined
    );
  }

  /** A new user; undefined when the username or e-mail was taken meanwhile. */
  createUser(input: {
    username: string;
    email: string;
    passwordHash: string;
    name?: string;
  }): User | undefined {
    const id = crypto.randomUUID();
    try {
      this.db
        .prepare(
          'INSERT INTO users (id, username, email, name, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          id,
          input.username.toLowerCase(),
          input.email.toLowerCase(),
          input.name ?? null,
          input.passwordHash,
          this.now(),
        );
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
      throw error;
    }
    return this.userById(id);
  }

  /** Every account, oldest first, then by user name (the accounts CLI; ids are random). */
  listUsers(): Array<{ id: string; username: string; email: string; createdAt: number }> {
    return this.db
      .prepare(
        'SELECT id, username, email, created_at AS createdAt FROM users ORDER BY created_at, username',
      )
      .all() as Array<{ id: string; username: string; email: string; createdAt: number }>;
  }

  /** Replaces a user's client roles (`{ usersets: ['editor'] }`); false when there is no such user. */
  setClientRoles(id: string, clientRoles: Record<string, string[]>): boolean {
    return (
      this.db
        .prepare('UPDATE users SET client_roles = ? WHERE id = ?')
        .run(JSON.stringify(clientRoles), id).changes === 1
    );
  }

  /**
   * Deletes an account and, with it (foreign keys), its sessions: its refresh tokens and codes
   * then name no live session and are refused. True when there was one to delete.
   */
  deleteUser(id: string): boolean {
    return this.db.prepare('DELETE FROM users WHERE id = ?').run(id).changes === 1;
  }

  // Sessions --------------------------------------------------------------------------------

  /** A new SSO session: its public id (`sid`) and the secret for its cookie. */
  createSession(userId: string): { session: Session; cookie: string } {
    const now = this.now();
    const session: Session = {
      id: crypto.randomUUID(),
      userId,
      authTime: now,
      lastActiveAt: now,
      expiresAt: now + LIFETIMES.session,
    };
    const cookie = randomToken();
    this.db
      .prepare(
        'INSERT INTO sessions (id, cookie_hash, user_id, auth_time, last_active_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        session.id,
        sha256(cookie),
        userId,
        session.authTime,
        session.lastActiveAt,
        session.expiresAt,
      );
    return { session, cookie };
  }

  /** The live session of a cookie value, if any (not ended, within its idle and max lifetimes). */
  sessionByCookie(cookie: string | undefined): Session | undefined {
    if (!cookie) return undefined;
    const row = this.db
      .prepare('SELECT id FROM sessions WHERE cookie_hash = ?')
      .get(sha256(cookie)) as { id: string } | undefined;
    return row ? this.liveSession(row.id) : undefined;
  }

  liveSession(id: string): Session | undefined {
    const row = this.db
      .prepare(
        'SELECT id, user_id, auth_time, last_active_at, expires_at, ended_at FROM sessions WHERE id = ?',
      )
      .get(id) as
      | {
          id: string;
          user_id: string;
          auth_time: number;
          last_active_at: number;
          expires_at: number;
          ended_at: number | null;
        }
      | undefined;
    const now = this.now();
    if (
      !row ||
      row.ended_at !== null ||
      row.expires_at <= now ||
      row.last_active_at + LIFETIMES.idle <= now
    ) {
      return undefined;
    }
    return {
      id: row.id,
      userId: row.user_id,
      authTime: row.auth_time,
      lastActiveAt: row.last_active_at,
      expiresAt: row.expires_at,
    };
  }

  touchSession(id: string): void {
    this.db.prepare('UPDATE sessions SET last_active_at = ? WHERE id = ?').run(this.now(), id);
  }

  /** Ends a session: its codes and refresh tokens stop working, userinfo refuses its tokens. */
  endSession(id: string): void {
    this.db
      .prepare('UPDATE sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL')
      .run(this.now(), id);
  }

  // Authorization codes ---------------------------------------------------------------------

  createCode(grant: Omit<CodeGrant, 'expiresAt' | 'usedAt'>): string {
    const code = randomToken();
    this.db
      .prepare(
        'INSERT INTO codes (code_hash, session_id, client_id, redirect_uri, code_challenge, nonce, scope, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        sha256(code),
        grant.sessionId,
        grant.clientId,
        grant.redirectUri,
        grant.codeChallenge,
        grant.nonce,
        grant.scope,
        this.now() + LIFETIMES.code,
      );
    return code;
  }

  /**
   * Takes a code for use: its grant, or undefined if unknown. `first` says whether this call
   * was its first use (a code is marked used in the same statement that reads it as unused).
   */
  takeCode(code: string): { grant: CodeGrant; first: boolean } | undefined {
    const hash = sha256(code);
    const row = this.db.prepare('SELECT * FROM codes WHERE code_hash = ?').get(hash) as
      | {
          session_id: string;
          client_id: string;
          redirect_uri: string;
          code_challenge: string;
          nonce: string | null;
          scope: string;
          expires_at: number;
          used_at: number | null;
        }
      | undefined;
    if (!row) return undefined;
    const first =
      this.db
        .prepare('UPDATE codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL')
        .run(this.now(), hash).changes === 1;
    return {
      first,
      grant: {
        sessionId: row.session_id,
        clientId: row.client_id,
        redirectUri: row.redirect_uri,
        codeChallenge: row.code_challenge,
        nonce: row.nonce,
        scope: row.scope,
        expiresAt: row.expires_at,
        usedAt: row.used_at,
      },
    };
  }

  // Refresh tokens --------------------------------------------------------------------------

  createRefresh(grant: {
    sessionId: string;
    scope: string;
    nonce: string | null;
    expiresAt: number;
  }): string {
    const jti = crypto.randomUUID();
    this.db
      .prepare(
        'INSERT INTO refresh_tokens (jti, session_id, scope, nonce, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(jti, grant.sessionId, grant.scope, grant.nonce, grant.expiresAt);
    return jti;
  }

  /** Marks a refresh token used: true the first time, false on any replay. */
  useRefresh(jti: string): { grant: RefreshGrant; first: boolean } | undefined {
    const row = this.db.prepare('SELECT * FROM refresh_tokens WHERE jti = ?').get(jti) as
      | {
          jti: string;
          session_id: string;
          scope: string;
          nonce: string | null;
          expires_at: number;
          used_at: number | null;
        }
      | undefined;
    if (!row) return undefined;
    const first =
      this.db
        .prepare('UPDATE refresh_tokens SET used_at = ? WHERE jti = ? AND used_at IS NULL')
        .run(this.now(), jti).changes === 1;
    return {
      first,
      grant: {
        jti: row.jti,
        sessionId: row.session_id,
        scope: row.scope,
        nonce: row.nonce,
        expiresAt: row.expires_at,
        usedAt: row.used_at,
      },
    };
  }

  // Pending forms ---------------------------------------------------------------------------

  createPendingLogin(input: {
    browserHash: string;
    request: AuthRequest;
    locale: string;
  }): PendingLogin {
    const pending: PendingLogin = {
      id: randomToken(18),
      csrf: randomToken(),
      browserHash: input.browserHash,
      request: input.request,
      locale: input.locale,
      expiresAt: this.now() + LIFETIMES.pendingLogin,
    };
    this.db
      .prepare(
        'INSERT INTO pending_logins (id, csrf, browser_hash, request_json, locale, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        pending.id,
        pending.csrf,
        pending.browserHash,
        JSON.stringify(pending.request),
        pending.locale,
        pending.expiresAt,
      );
    return pending;
  }

  /** A pending login by id, expired or not (the caller decides); undefined when unknown. */
  pendingLogin(id: string): PendingLogin | undefined {
    const row = this.db.prepare('SELECT * FROM pending_logins WHERE id = ?').get(id) as
      | {
          id: string;
          csrf: string;
          browser_hash: string;
          request_json: string;
          locale: string;
          expires_at: number;
        }
      | undefined;
    if (!row) return undefined;
    return {
      id: row.id,
      csrf: row.csrf,
      browserHash: row.browser_hash,
      request: JSON.parse(row.request_json) as AuthRequest,
      locale: row.locale,
      expiresAt: row.expires_at,
    };
  }

  /** Deletes a pending login: true if this call did (a form is completed once). */
  takePendingLogin(id: string): boolean {
    return this.db.prepare('DELETE FROM pending_logins WHERE id = ?').run(id).changes === 1;
  }

  createPendingLogout(input: Omit<PendingLogout, 'id' | 'csrf' | 'expiresAt'>): PendingLogout {
    const pending: PendingLogout = {
      ...input,
      id: randomToken(18),
      csrf: randomToken(),
      expiresAt: this.now() + LIFETIMES.pendingLogout,
    };
    this.db
      .prepare(
        'INSERT INTO pending_logouts (id, csrf, session_id, redirect_uri, state, locale, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        pending.id,
        pending.csrf,
        pending.sessionId,
        pending.redirectUri,
        pending.state,
        pending.locale,
        pending.expiresAt,
      );
    return pending;
  }

  /** Takes a live pending logout (single use). */
  takePendingLogout(id: string): PendingLogout | undefined {
    const row = this.db.prepare('DELETE FROM pending_logouts WHERE id = ? RETURNING *').get(id) as
      | {
          id: string;
          csrf: string;
          session_id: string | null;
          redirect_uri: string | null;
          state: string | null;
          locale: string;
          expires_at: number;
        }
      | undefined;
    if (!row || row.expires_at <= this.now()) return undefined;
    return {
      id: row.id,
      csrf: row.csrf,
      sessionId: row.session_id,
      redirectUri: row.redirect_uri,
      state: row.state,
      locale: row.locale,
      expiresAt: row.expires_at,
    };
  }

  // Rate limiting ---------------------------------------------------------------------------

  /** Attempts recorded under `key` within the last `windowMs`, and when the oldest of them was. */
  attempts(key: string, windowMs: number): { count: number; oldest: number | undefined } {
    const row = this.db
      .prepare('SELECT count(*) AS count, min(at) AS oldest FROM attempts WHERE key = ? AND at > ?')
      .get(key, this.now() - windowMs) as { count: number; oldest: number | null };
    return { count: row.count, oldest: row.oldest ?? undefined };
  }

  recordAttempt(key: string): void {
    this.db.prepare('INSERT INTO attempts (key, at) VALUES (?, ?)').run(key, this.now());
  }

  clearAttempts(key: string): void {
    this.db.prepare('DELETE FROM attempts WHERE key = ?').run(key);
  }

  // Housekeeping ----------------------------------------------------------------------------

  /**
   * Deletes what can no longer be used, at most every ten minutes (called from requests: no
   * timer keeps the process alive). Expired pending logins stay a day, so a form submitted late
   * can start again with its original parameters.
   */
  purge(): void {
    const now = this.now();
    if (now - this.lastPurge < 10 * 60 * 1000) return;
    this.lastPurge = now;
    const day = 24 * 60 * 60 * 1000;
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM codes WHERE expires_at < ?').run(now - day);
      this.db.prepare('DELETE FROM refresh_tokens WHERE expires_at < ?').run(now - day);
      this.db.prepare('DELETE FROM pending_logins WHERE expires_at < ?').run(now - day);
      this.db.prepare('DELETE FROM pending_logouts WHERE expires_at < ?').run(now);
      this.db.prepare('DELETE FROM attempts WHERE at < ?').run(now - day);
      this.db
        .prepare('DELETE FROM sessions WHERE expires_at < ? OR ended_at < ? OR last_active_at < ?')
        .run(now - day, now - day, now - day);
    })();
  }
}
