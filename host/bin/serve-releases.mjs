#!/usr/bin/env node
// The release server: serves releases/<remote>/<version>/ as static files, the way a CDN would.
// Hashed files are cached for a year (immutable); the manifest and entry names without a hash
// are revalidated, so a mistaken overwrite can never stick in a cache for long.
import express from 'express';
import { releasesDir } from './portal-paths.mjs';

const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|svg|webp)$/;

export function createReleaseServer(root = releasesDir) {
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).end();
      return;
    }
    next();
  });
  app.get('/health', (_req, res) => res.json({ status: 'ok' }));
  app.use(
    express.static(root, {
      index: false,
      dotfiles: 'deny',
      fallthrough: true,
      setHeaders(res, file) {
        res.setHeader(
          'Cache-Control',
          HASHED.test(file)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=60, must-revalidate',
        );
      },
    }),
  );
  app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.RELEASES_PORT ?? 3002);
  const host = process.env.RELEASES_HOST ?? '127.0.0.1';
  const server = createReleaseServer().listen(port, host, () => {
    console.log(`Release server at http://${host}:${port} serving ${releasesDir}`);
  });
  const close = () => server.close(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}
