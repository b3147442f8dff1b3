import type { Request, Response } from 'express';

/** The cookies of a request by name (the first of a repeated name). No cookie-parser needed. */
export function cookiesOf(req: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  const header = req.get('cookie');
  if (!header || header.length > 8192) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
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
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'SameSite=Lax',
    ...(options.httpOnly ? ['HttpOnly'] : []),
    ...(options.secure ? ['Secure'] : []),
  ];
  res.append('Set-Cookie', parts.join('; '));
}

export function clearCookie(
  res: Response,
  name: string,
  options: Omit<CookieOptions, 'maxAgeSeconds'>,
): void {
  setCookie(res, name, '', { ...options, maxAgeSeconds: 0 });
}
