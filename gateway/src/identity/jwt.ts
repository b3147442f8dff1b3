import crypto, { type KeyObject } from 'node:crypto';

/** A JWT's payload as this server writes and reads it. */
export type JwtPayload = Record<string, unknown> & { exp?: number; iat?: number; typ?: string };

const b64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

/**
 * An ES256 compact JWS (RFC 7515/7518): the signature is r||s (IEEE P1363), not DER, which is
 * what JOSE asks for and what `dsaEncoding: 'ieee-p1363'` gives.
 */
export function signJwt(payload: JwtPayload, key: KeyObject, kid: string): string {
  const header = b64url(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid }));
  const body = b64url(JSON.stringify(payload));
  const input = `${header}.${body}`;
  const signature = crypto.sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${b64url(signature)}`;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * The payload of a JWT signed by `key` with ES256, or undefined for anything else: malformed,
 * another algorithm (`none`, HS256 with the public key...), another key, a bad signature. The
 * caller checks the claims (`exp`, `typ`); this checks only that we wrote it.
 */
export function verifyJwt(token: string, key: KeyObject, kid: string): JwtPayload | undefined {
  if (typeof token !== 'string' || token.length > 16_384) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => SEGMENT.test(p))) return undefined;
  const [headerPart, bodyPart, signaturePart] = parts as [string, string, string];
  const header = parseJson(headerPart);
  if (!header || header.alg !== 'ES256' || header.kid !== kid) return undefined;
  const signature = Buffer.from(signaturePart, 'base64url');
  if (signature.length !== 64) return undefined;
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${headerPart}.${bodyPart}`),
    { key, dsaEncoding: 'ieee-p1363' },
    signature,
  );
  if (!valid) return undefined;
  return parseJson(bodyPart);
}

function parseJson(segment: string): JwtPayload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as JwtPayload)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Seconds since the epoch, as JWT times are written. */
export const epochSeconds = (ms: number): number => Math.floor(ms / 1000);
