import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { CLIENT_ID } from './constants';
import type { IdentityDependencies } from './dependencies';
import { hasBody, oauthError, sameSecret, single } from './request';
import { issuerOf, publicOrigin } from './urls';

const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * The token endpoint: an authorization code (with its PKCE verifier) or a refresh token for new
 * tokens. A code or refresh token works once; a second use ends the session it belongs to.
 */
export function token({ repository, tokens, now }: IdentityDependencies) {
  function issueTokens(
    res: Response,
    issuer: string,
    sessionId: string,
    scope: string,
    nonce: string | null,
  ): void {
    const session = repository.liveSession(sessionId);
    const user = session ? repository.userById(session.userId) : undefined;
    if (!session || !user) {
      oauthError(res, 400, 'invalid_grant', 'Session not active');
      return;
    }
    repository.touchSession(session.id);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Pragma', 'no-cache');
    res.json(tokens.issue({ issuer, user, session, scope, nonce }));
  }

  return (req: Request, res: Response): void => {
    if (hasBody(req) && !req.is('application/x-www-form-urlencoded')) {
      oauthError(
        res,
        415,
        'invalid_request',
        'The body must be application/x-www-form-urlencoded.',
      );
      return;
    }
    const origin = publicOrigin(req);
    if (!origin) {
      oauthError(res, 400, 'invalid_request', 'The Host header is not valid.');
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    let p: Record<string, string | undefined>;
    try {
      p = Object.fromEntries(
        ['grant_type', 'client_id', 'code', 'redirect_uri', 'code_verifier', 'refresh_token'].map(
          (n) => [n, single(body, n)],
        ),
      );
    } catch (error) {
      oauthError(res, 400, 'invalid_request', (error as Error).message);
      return;
    }
    if (!p.grant_type) {
      oauthError(res, 400, 'invalid_request', 'Missing parameter: grant_type');
      return;
    }
    if (p.grant_type !== 'authorization_code' && p.grant_type !== 'refresh_token') {
      oauthError(
        res,
        400,
        'unsupported_grant_type',
        'Only authorization_code and refresh_token are supported.',
      );
      return;
    }
    if (!p.client_id) {
      oauthError(res, 400, 'invalid_request', 'Missing parameter: client_id');
      return;
    }
    if (p.client_id !== CLIENT_ID) {
      oauthError(res, 401, 'invalid_client', 'Unknown client.');
      return;
    }
    repository.purge();
    const issuer = issuerOf(origin);
    if (p.grant_type === 'authorization_code') {
      if (!p.code || !p.redirect_uri || !p.code_verifier) {
        oauthError(
          res,
          400,
          'invalid_request',
          'Missing parameter: code, redirect_uri and code_verifier are required',
        );
        return;
      }
      const taken = repository.takeCode(p.code);
      if (!taken) {
        oauthError(res, 400, 'invalid_grant', 'Code not valid');
        return;
      }
      const { grant, first } = taken;
      if (!first) {
        // A code used twice was intercepted, or its tokens were: they stop working too.
        repository.endSession(grant.sessionId);
        oauthError(res, 400, 'invalid_grant', 'Code already used');
        return;
      }
      if (grant.expiresAt <= now() || grant.clientId !== p.client_id) {
        oauthError(res, 400, 'invalid_grant', 'Code not valid');
        return;
      }
      if (grant.redirectUri !== p.redirect_uri) {
        oauthError(res, 400, 'invalid_grant', 'Incorrect redirect_uri');
        return;
      }
      const challenge = crypto.createHash('sha256').update(p.code_verifier).digest('base64url');
      if (!PKCE_VERIFIER.test(p.code_verifier) || !sameSecret(challenge, grant.codeChallenge)) {
        oauthError(
          res,
          400,
          'invalid_grant',
          'PKCE verification failed: code_verifier does not match',
        );
        return;
      }
      issueTokens(res, issuer, grant.sessionId, grant.scope, grant.nonce);
      return;
    }
    if (!p.refresh_token) {
      oauthError(res, 400, 'invalid_request', 'Missing parameter: refresh_token');
      return;
    }
    const payload = tokens.verifyRefreshToken(p.refresh_token);
    if (!payload || payload.azp !== p.client_id || typeof payload.jti !== 'string') {
      oauthError(res, 400, 'invalid_grant', 'Invalid refresh token');
      return;
    }
    const used = repository.useRefresh(payload.jti);
    if (!used || used.grant.sessionId !== payload.sid) {
      oauthError(res, 400, 'invalid_grant', 'Invalid refresh token');
      return;
    }
    if (!used.first) {
      // Rotation: a refresh token works once. A replay means two parties hold it: end the session.
      repository.endSession(used.grant.sessionId);
      oauthError(res, 400, 'invalid_grant', 'Refresh token already used; the session has ended');
      return;
    }
    issueTokens(res, issuer, used.grant.sessionId, used.grant.scope, used.grant.nonce);
  };
}
