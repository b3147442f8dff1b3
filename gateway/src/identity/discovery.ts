import type { Request, Response } from 'express';
import { SUPPORTED_SCOPES } from './constants';
import type { IdentityDependencies } from './dependencies';
import { IDENTITY_LOCALES } from './i18n';
import { oauthError } from './request';
import { issuerOf, publicOrigin } from './urls';

/** OpenID Connect discovery (`.well-known/openid-configuration`), for the request's issuer. */
export function discovery(req: Request, res: Response): void {
  const origin = publicOrigin(req);
  if (!origin) {
    oauthError(res, 400, 'invalid_request', 'The Host header is not valid.');
    return;
  }
  const issuer = issuerOf(origin);
  const oidc = `${issuer}/protocol/openid-connect`;
  res.setHeader('Cache-Control', 'no-cache');
  res.vary('Host');
  res.vary('X-Forwarded-Host');
  res.vary('X-Forwarded-Proto');
  res.json({
    issuer,
    authorization_endpoint: `${oidc}/auth`,
    token_endpoint: `${oidc}/token`,
    userinfo_endpoint: `${oidc}/userinfo`,
    end_session_endpoint: `${oidc}/logout`,
    jwks_uri: `${oidc}/certs`,
    grant_types_supported: ['authorization_code', 'refresh_token'],
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['ES256'],
    userinfo_signing_alg_values_supported: ['none'],
    token_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: [...SUPPORTED_SCOPES],
    claims_supported: [
      'sub',
      'iss',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'nonce',
      'sid',
      'email',
      'email_verified',
      'preferred_username',
      'name',
    ],
    claims_parameter_supported: false,
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    authorization_response_iss_parameter_supported: true,
    frontchannel_logout_supported: false,
    backchannel_logout_supported: false,
    ui_locales_supported: [...IDENTITY_LOCALES],
  });
}

/** The JWKS: the public signing key only. */
export function certs({ signingKey }: IdentityDependencies) {
  return (_req: Request, res: Response): void => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ keys: [signingKey.publicJwk] });
  };
}
