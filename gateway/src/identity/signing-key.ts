import crypto, { type JsonWebKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The signing key's file in the gateway's data directory (PKCS #8 PEM, mode 0600). */
export const SIGNING_KEY_FILE = 'identity-signing-key.pem';

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** RFC 7638 thumbprint of the public key: changes exactly when the key does. */
  kid: string;
  /** The public JWK as `certs` publishes it. */
  publicJwk: JsonWebKey & { kid: string; use: 'sig'; alg: 'ES256' };
}

/**
 * The identity server's ES256 key: read from `<dataDir>/identity-signing-key.pem`, or created
 * there on first start with mode 0600. Creation is atomic (written to a temporary file, then
 * hard-linked to the final name, which fails if it exists): gateway workers starting together
 * end up with the same key. `:memory:` (tests with an in-memory store) gives a key of this
 * process only.
 */
export function loadOrCreateSigningKey(dataDir: string): SigningKey {
  if (dataDir === ':memory:') return fromPrivateKey(generate());
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  if (!fs.existsSync(file)) {
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    const pem = generate().export({ type: 'pkcs8', format: 'pem' }) as string;
    fs.writeFileSync(temporary, pem, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  // A key file others can read is tightened rather than trusted as is.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return fromPrivateKey(crypto.createPrivateKey(fs.readFileSync(file, 'utf8')));
}

function generate(): KeyObject {
  return crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
}

function fromPrivateKey(privateKey: KeyObject): SigningKey {
  if (
    privateKey.asymmetricKeyType !== 'ec' ||
    privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1'
  ) {
    throw new Error('The identity signing key is not a P-256 EC key.');
  }
  const publicKey = crypto.createPublicKey(privateKey);
  const jwk = publicKey.export({ format: 'jwk' });
  const kid = thumbprint(jwk);
  return {
    privateKey,
    publicKey,
    kid,
    publicJwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, kid, use: 'sig', alg: 'ES256' },
  };
}

/** RFC 7638: SHA-256 of the required members in lexicographic order, no whitespace. */
export function thumbprint(jwk: JsonWebKey): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return crypto.createHash('sha256').update(canonical).digest('base64url');
}
