import type { Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

/**
 * Same-origin reverse proxies: `/api/<path>` to the gateway's `/<path>` (browser API calls), and
 * `/releases/<path>` to the release server (remote bundles). The browser never needs another
 * origin, so the CSP stays `'self'`. Cookies stay here: the gateway does not need them.
 */
export function reverseProxy(target: string, name: string) {
  return createProxyMiddleware<Request, Response>({
    target,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: 15_000,
    on: {
      proxyReq(proxyReq) {
        proxyReq.removeHeader('cookie');
      },
      proxyRes(proxyRes, _req, res) {
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
}
