import cluster from 'node:cluster';
import './static-rendering';
import { loadConfig, type HostConfig } from './config';
import { LISTENING_MESSAGE, runClusterPrimary } from './cluster-primary';
import { createHostServer } from './http-server';

/**
 * Entry of the host server: start (one process, or HOST_WORKERS cluster workers sharing the
 * port), print the URL, shut down gracefully on SIGTERM/SIGINT.
 */
function main(): void {
  let config: HostConfig;
  try {
    config = loadConfig();
  } catch (error) {
    // A bad setting: one clear line, no stack trace.
    console.error(`host: ${(error as Error).message}`);
    process.exit(1);
  }
  const announce = () =>
    console.log(
      `Portal running at http://localhost:${config.port}` +
        (config.workers > 1 ? ` (${config.workers} workers)` : ''),
    );
  if (config.workers > 1 && cluster.isPrimary) {
    runClusterPrimary(config.workers, announce);
    return;
  }
  void serve(config, cluster.isWorker ? () => process.send?.(LISTENING_MESSAGE) : announce);
}

async function serve(config: HostConfig, onListening: () => void): Promise<void> {
  // Loaded here, not at the top: a cluster primary only forks workers and never needs the app.
  const { createHostApp } = await import('./app');
  const app = createHostApp(config);
  const server = createHostServer(app);
  // A port in use or not allowed: one clear line, no stack trace.
  server.once('error', (error) => {
    console.error(`host: cannot listen on ${config.host}:${config.port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(config.port, config.host, onListening);

  let closing = false;
  function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    if (cluster.isPrimary) console.log(`host: ${signal} received, closing`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // A worker whose primary is gone stops too.
  process.on('disconnect', () => shutdown('disconnect'));
}

main();
