import type { IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { pageOrigin } from '../request-rules/page-origin';

export interface ReverseProxyOptions {
  /** `PUBLIC_ORIGIN`, when the operator set it: the origin the proxied server is told about. */
  publicOrigin?: string;
  /**
   * Pass the browser's `Cookie` header on and the server's `Set-Cookie` back: the identity
   * server's session (`/auth`). Off for the others, whose servers have no business with the
   * portal's cookies (consent, locale, the sign-in session) nor setting any on its origin.
   */
  cookies?: boolean;
}

/**
 * Request headers the proxy never passes on as the client sent them: every forwarding header,
 * which the proxy writes itself ({@link forwardingHeaders}), and the cookies unless
 * {@link ReverseProxyOptions.cookies}. `X-Forwarded-Prefix` is dropped without a replacement: the
 * gateway knows the host's mount point (`GATEWAY_FORWARDED_PREFIX`, default `/api`).
 */
const CLIENT_HEADERS_DROPPED = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-forwarded-proto',
  'x-real-ip',
];

/**
 * The host's own framing and script policy ({@link securityHeaders}, set before any proxy runs).
 * An answer that brings either header brings its whole policy (the identity server's login form
 * says `X-Frame-Options: DENY`, its 3p-cookies pages allow their own inline script), so the
 * host's pair is dropped then rather than mixed in: a browser obeys the host's
 * `frame-ancestors 'self'` over the server's `DENY`, and the host's nonce would block the
 * server's scripts. An answer with neither keeps the host's (closed by default). Headers of the
 * same name replace the host's anyway (http-proxy sets each one on the response).
 */
const FRAMING_AND_SCRIPT_POLICY = ['content-security-policy', 'x-frame-options'];

/**
 * Same-origin reverse proxies: `/api/<path>` to the gateway's `/<path>` (browser API calls),
 * `/releases/<path>` to the release server (remote bundles), and `/auth/<path>` to the identity
 * server (keycloak-js, with the session cookies: {@link ReverseProxyOptions.cookies}). The browser
 * never needs another origin, so the CSP stays `'self'`. Cookies stay here unless asked for.
 *
 * The gateway builds absolute URLs (IIIF manifest ids, info.json) on `X-Forwarded-Host` and
 * `-Proto`, so those say what the host itself takes its public origin to be, the origin of its
 * canonical URLs ({@link pageOrigin}): `PUBLIC_ORIGIN`, else the request's validated Host header
 * and its protocol (`X-Forwarded-Proto` counts only from a proxy the app's `trust proxy` setting
 * trusts). A client's own forwarding headers are never passed on (`X-Forwarded-Host: evil.example`
 * put manifests under http://evil.example/api/...). A request without a usable Host header (and no
 * `PUBLIC_ORIGIN`) is answered 400, as pages are.
 */
export function reverseProxy(target: string, name: string, options: ReverseProxyOptions = {}) {
  const proxy = createProxyMiddleware<Request, Response>({
    target,
    changeOrigin: true,
    // Written by forwardingHeaders: http-proxy's own would append to the client's.
    xfwd: false,
    // The gateway's answer. A client whose own body stops arriving is answered 408 by the server
    // before this (http-server.ts): the proxy passes the body on as it comes, so the gateway
    // waits for it too, and this timeout would call the client's stall a gateway failure (502).
    proxyTimeout: 15_000,
    on: {
      proxyRes(proxyRes, _req, res) {
        if (!options.cookies) delete proxyRes.headers['set-cookie'];
        if (FRAMING_AND_SCRIPT_POLICY.some((header) => proxyRes.headers[header] !== undefined)) {
          for (const header of FRAMING_AND_SCRIPT_POLICY) (res as Response).removeHeader(header);
        }
        // An answer cut off after its headers (the gateway gave up on a stalled upstream): cut
        // ours too, so the client sees it incomplete at once instead of waiting for the rest.
        proxyRes.on('close', () => {
          if (!proxyRes.complete) (res as Response).destroy();
        });
      },
      error(error, _req, res) {
        const response = res as Response;
        if (response.headersSent) {
          response.end();
          return;
        }
        console.error(`${name} proxy: ${(error as Error).message}`);
        response
          .status(502)
          .type('application/json')
          .send(JSON.stringify({ success: false, error: `${name} unavailable` }));
      },
    },
  });

  return (req: Request, res: Response, next: NextFunction) => {
    const origin = pageOrigin(req, options.publicOrigin);
    if (!origin) {
      res
        .status(400)
        .type('application/json')
        .send(
          JSON.stringify({
            success: false,
            error: 'Bad request: the Host header is not a host name.',
          }),
        );
      return;
    }
    // Read before the client's headers go (req.ips and req.protocol read them). Set on the
    // incoming request itself, which http-proxy copies: its proxyReq event, where headers could be
    // changed too, is skipped for a request with `Expect: 100-continue`.
    const forwarding = forwardingHeaders(req, origin);
    for (const header of CLIENT_HEADERS_DROPPED) delete req.headers[header];
    if (!options.cookies) delete req.headers.cookie;
    Object.assign(req.headers, forwarding);
    return proxy(req, res, next);
  };
}

/**
 * The forwarding headers the proxy sends: host, protocol and port of `origin` (the host's public
 * origin), and the client chain as far as the app's `trust proxy` setting trusts it (Express's
 * `req.ips`, the client first) followed by the address that connected to the host.
 */
export function forwardingHeaders(req: Request, origin: string): IncomingHttpHeaders {
  const chain = [...req.ips, req.socket.remoteAddress].filter(Boolean).join(', ');
  const headers: IncomingHttpHeaders = chain ? { 'x-forwarded-for': chain } : {};
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    // A PUBLIC_ORIGIN that is not a URL: the gateway falls back to its own public URL.
    return headers;
  }
  const proto = url.protocol === 'https:' ? 'https' : 'http';
  return {
    ...headers,
    'x-forwarded-host': url.host,
    'x-forwarded-proto': proto,
    'x-forwarded-port': url.port || (proto === 'https' ? '443' : '80'),
  };
}
