import type { Request, Response } from 'express';
import { REALM_PATH } from './constants';
import type { IdentityDependencies } from './dependencies';
import { oauthError } from './request';
import { profileClaims } from './tokens';

/** Userinfo: the profile of a Bearer access token whose session is alive, else a 401. */
export function userinfo({ repository, tokens }: IdentityDependencies) {
  return (req: Request, res: Response): void => {
    const refuse = (description: string): void => {
      res.setHeader(
        'WWW-Authenticate',
        `Bearer realm="${REALM_PATH.split('/').at(-1)}", error="invalid_token", error_description="${description}"`,
      );
      oauthError(res, 401, 'invalid_token', description);
    };
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    if (!bearer) {
      refuse('Missing Bearer token');
      return;
    }
    const payload = tokens.verifyAccessToken(bearer);
    if (!payload) {
      refuse('Token verification failed');
      return;
    }
    const session = repository.liveSession(String(payload.sid));
    const user =
      session && session.userId === payload.sub ? repository.userById(session.userId) : undefined;
    if (!user) {
      refuse('Session not active');
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.json({ sub: user.id, ...profileClaims(user) });
  };
}
