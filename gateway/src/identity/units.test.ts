import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signJwt, verifyJwt } from './jwt';
import { hashPassword, verifyPassword } from './passwords';
import { loadOrCreateSigningKey, SIGNING_KEY_FILE, thumbprint } from './signing-key';
import { isAllowedPostLogoutUri, isAllowedRedirectUri } from './urls';

describe('signing key', () => {
  it('is created 0600 once, reused, and named by its RFC 7638 thumbprint', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'identity-key-'));
    try {
      const first = loadOrCreateSigningKey(dir);
      const file = path.join(dir, SIGNING_KEY_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadOrCreateSigningKey(dir).kid).toBe(first.kid);
      expect(first.publicJwk).not.toHaveProperty('d');
      // A key file others could read is tightened.
      fs.chmodSync(file, 0o644);
      loadOrCreateSigningKey(dir);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readdirSync(dir)).toEqual([SIGNING_KEY_FILE]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('computes the thumbprint of RFC 7638 canonical members', () => {
    const jwk = { kty: 'EC', crv: 'P-256', x: 'a', y: 'b', kid: 'ignored' };
    const expected = crypto
      .createHash('sha256')
      .update('{"crv":"P-256","kty":"EC","x":"a","y":"b"}')
      .digest('base64url');
    expect(thumbprint(jwk)).toBe(expected);
  });
});

describe('ES256 JWTs', () => {
  const key = loadOrCreateSigningKey(':memory:');
  const other = loadOrCreateSigningKey(':memory:');

  it('verifies its own, refuses other keys, alg none, tampering and junk', () => {
    const token = signJwt({ sub: 'u', typ: 'Bearer' }, key.privateKey, key.kid);
    expect(verifyJwt(token, key.publicKey, key.kid)).toEqual({ sub: 'u', typ: 'Bearer' });
    expect(verifyJwt(token, other.publicKey, other.kid)).toBeUndefined();
    const [, body] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: key.kid })).toString('base64url')}.${body}.`;
    expect(verifyJwt(none, key.publicKey, key.kid)).toBeUndefined();
    const tampered = token.replace(
      body!,
      Buffer.from(JSON.stringify({ sub: 'admin', typ: 'Bearer' })).toString('base64url'),
    );
    expect(verifyJwt(tampered, key.publicKey, key.kid)).toBeUndefined();
    for (const junk of ['', 'a.b.c', 'x', `${token}.x`, 'é.é.é'])
      expect(verifyJwt(junk, key.publicKey, key.kid)).toBeUndefined();
  });
});

describe('passwords', () => {
  it('hashes with scrypt and verifies in constant time', async () => {
    const stored = await hashPassword('s3cret password');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored).not.toContain('s3cret');
    expect(await verifyPassword('s3cret password', stored)).toBe(true);
    expect(await verifyPassword('s3cret passworD', stored)).toBe(false);
    expect(await verifyPassword('anything', undefined)).toBe(false);
    expect(await verifyPassword('anything', 'garbage')).toBe(false);
  });
});

describe('redirect URIs of client portal', () => {
  const origin = 'https://portal.example';
  it.each([
    ['https://portal.example/account/callback', true],
    ['https://portal.example/account/callback?redirect=%2Fen%2Fsearch', true],
    ['https://portal.example/silent-check-sso.html', true],
    ['https://portal.example/silent-check-sso.html?x=1', false],
    ['https://portal.example/account/callback#x', false],
    ['https://portal.example/account/callback/', false],
    ['https://portal.example/account/../account/callback', false],
    ['https://user@portal.example/account/callback', false],
    ['http://portal.example/account/callback', false],
    ['https://portal.example.evil/account/callback', false],
    ['https://PORTAL.example/account/callback', false],
    ['/account/callback', false],
    ['javascript:alert(1)', false],
  ])('%s → %s', (uri, allowed) => {
    expect(isAllowedRedirectUri(uri, origin)).toBe(allowed);
  });

  it('allows post-logout returns to any page of the origin only', () => {
    expect(isAllowedPostLogoutUri('https://portal.example/de', origin)).toBe(true);
    expect(isAllowedPostLogoutUri('https://portal.example/', origin)).toBe(true);
    expect(isAllowedPostLogoutUri('https://portal.example/de?x=1', origin)).toBe(true);
    expect(isAllowedPostLogoutUri('https://evil.example/de', origin)).toBe(false);
    expect(isAllowedPostLogoutUri('//evil.example/de', origin)).toBe(false);
    expect(isAllowedPostLogoutUri('https://portal.example/de#x', origin)).toBe(false);
    expect(isAllowedPostLogoutUri('https://portal.example\\@evil.example/', origin)).toBe(false);
  });
});
