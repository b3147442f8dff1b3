import { ApiError } from '../../http/api-error';

/**
 * Cursors are Base64 (URL-safe, unpadded) JSON `{ "o": offset, "s": seed? }`. They page through
 * any depth, past the 1000-result limit of `start`; a random order's seed travels with them.
 */
export function encodeCursor(offset: number, seed?: number): string {
  return Buffer.from(
    JSON.stringify(seed === undefined ? { o: offset } : { o: offset, s: seed }),
  ).toString('base64url');
}

export function decodeCursor(text: string): { offset: number; seed?: number } {
  const invalid = (): ApiError =>
    new ApiError(400, 'Invalid cursor', `The cursor '${text}' is not valid.`, '400-SC');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) throw invalid();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    throw invalid();
  }
  const value = decoded as { o?: unknown; s?: unknown };
  if (!value || typeof value !== 'object' || !Number.isInteger(value.o) || (value.o as number) < 0)
    throw invalid();
  if (value.s !== undefined && !Number.isInteger(value.s)) throw invalid();
  return {
    offset: value.o as number,
    ...(value.s !== undefined ? { seed: value.s as number } : {}),
  };
}
