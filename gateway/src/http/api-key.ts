import type { Request } from 'express';

/**
 * The API key the way api-commons reads it: query `wskey`, else header `X-Api-Key`, else
 * `Authorization: APIKEY <key>`. Keys are not required offline; they are echoed as `apikey`.
 */
export function apiKeyOf(req: Request): string | undefined {
  const fromQuery = firstString(req.query.wskey);
  if (fromQuery) return fromQuery;
  const header = req.get('x-api-key');
  if (header) return header;
  const auth = /^APIKEY\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return auth?.[1];
}

/**
 * A Bearer token, if the request carries one. Only its presence is checked: offline, what a token
 * unlocks (the translate profile) only narrows language maps, as `lang` does for anyone, and there
 * is no identity server here whose signing keys could verify it. The real APIs verify it (401
 * `invalid_jwttoken`); in upstream mode they do so, as the token is forwarded.
 */
export function bearerTokenOf(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
}

export function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}
