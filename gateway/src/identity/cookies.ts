import { parse, serialize } from 'cookie';
import type { Request, Response } from 'express';

/**
 * The cookies of a request by name (the first of a repeated name, as `cookie` keeps it; the
 * host parses its cookies with the same package). An oversized header is read as none.
 */
export function cookiesOf(req: Request): Map<string, string> {
  const header = req.get('cookie');
  if (!header || header.length > 8192) return new Map();
  return new Map(
    Object.entries(parse(header)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  httpOnly: boolean;
  secure: boolean;
}

/** Adds a Set-Cookie (SameSite=Lax: the portal and the identity server are one site). */
export function setCookie(
  res: Response,
  name: string,
  value: string,
  options: CookieOptions,
): void {
  res.append(
    'Set-Cookie',
    serialize(name, value, {
      path: options.path,
      maxAge: Math.max(0, Math.floor(options.maxAgeSeconds)),
      sameSite: 'lax',
      httpOnly: options.httpOnly,
      secure: options.secure,
    }),
  );
}

export function clearCookie(
  res: Response,
  name: string,
  options: Omit<CookieOptions, 'maxAgeSeconds'>,
): void {
  setCookie(res, name, '', { ...options, maxAgeSeconds: 0 });
}
