import crypto from 'node:crypto';

/**
 * scrypt parameters: N = 2^15, r = 8, p = 1 (32 MB and about 50-100 ms a hash). They are stored
 * with each hash, so raising them later leaves older hashes verifiable.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function scrypt(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url): everything needed to verify it later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/**
 * Whether `password` matches `stored`, compared in constant time. Without a stored hash (an
 * unknown user) a hash is still computed, so the answer takes as long either way and does not
 * tell whether the account exists.
 */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const parts = stored?.split('$');
  const valid =
    parts?.length === 6 &&
    parts[0] === 'scrypt' &&
    [1, 2, 3].every((i) => /^\d{1,7}$/.test(parts[i] ?? ''));
  if (!valid) {
    await scrypt(password, crypto.randomBytes(16), PARAMS);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}
