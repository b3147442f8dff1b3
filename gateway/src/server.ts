import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Express } from 'express';
import { SearchThread } from './apis/search/search-thread';
import { closeSetRepository, setRepositoryOf } from './apis/set/set-repository';
import { createGatewayApp, identityOf, warmGateway } from './app';
import { loadConfig, type GatewayConfig } from './config';
import { createGatewayServer } from './http/http-server';
import { seedStore } from './seed/load-seed';
import { seedGalleries } from './seed/seed-galleries';
import { openStore, type Store } from './store/store';

/**
 * Entry point: opens and migrates the store, seeds an empty one, loads the curated galleries,
 * then serves (in this process, or in GATEWAY_WORKERS cluster workers sharing the port). Prints
 * one line with its URL; stops gracefully on SIGTERM/SIGINT (stop accepting, finish requests,
 * close the database).
 */
function main(): void {
  const config = loadConfig();
  if (cluster.isPrimary) {
    const store = openStore({
      dataDir: config.dataDir,
      localMediaDir: path.join(config.seedDir, 'media'),
    });
    const report = seedStore(store, config.seedDir);
    if (report) {
      log(`seeded ${report.entities} entities and ${report.items} items from ${config.seedDir}`);
      for (const s of report.skipped)
        log(`seed: skipped ${path.basename(s.file)}#${s.index}: ${s.reason}`);
    }
    for (const s of seedGalleries(setRepositoryOf(store), config.seedDir).skipped)
      log(`seed: skipped galleries.json#${s.index}: ${s.reason}`);
    if (config.workers > 1) {
      closeSetRepository(store);
      store.close();
      runPrimary(config);
      return;
    }
    serve(config, store, (url) => log(`Gateway listening on ${url}`));
    return;
  }
  const store = openStore({
    dataDir: config.dataDir,
    localMediaDir: path.join(config.seedDir, 'media'),
  });
  serve(config, store, (url) => process.send?.({ type: 'listening', url }));
}

function serve(config: GatewayConfig, store: Store, onListening: (url: string) => void): void {
  const searchThread = new SearchThread(
    { dataDir: config.dataDir, publicUrl: config.publicUrl, portalUrl: config.portalUrl },
    () => store.writeCount,
  );
  const app = createGatewayApp({ store, config, searchThread });
  // The search index is built before listening, so the first visitor does not wait for it.
  warmGateway(app)
    .catch((error: Error) => log(`gateway: search index not built ahead: ${error.message}`))
    .then(() => listen(config, app, store, onListening), fatal);
}

function listen(
  config: GatewayConfig,
  app: Express,
  store: Store,
  onListening: (url: string) => void,
): void {
  const server = createGatewayServer(app, { requestTimeoutMs: config.requestTimeoutMs });
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    onListening(`http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`);
  });
  server.keepAliveTimeout = 5000;
  server.on('error', (error) => {
    log(`gateway: cannot listen on ${config.host}:${config.port}: ${error.message}`);
    store.close();
    process.exit(1);
  });
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    const closeDatabases = (): void => {
      closeSetRepository(store);
      store.close();
      identityOf(app).close();
    };
    server.close(() => {
      closeDatabases();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      closeDatabases();
      process.exit(0);
    }, 5000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
}

function runPrimary(config: GatewayConfig): void {
  let announced = false;
  let stopping = false;
  const fork = (): void => {
    const worker = cluster.fork();
    worker.on('message', (message: { type?: string; url?: string }) => {
      if (message?.type === 'listening' && !announced) {
        announced = true;
        log(`Gateway listening on ${message.url} (${config.workers} workers)`);
      }
    });
  };
  for (let i = 0; i < config.workers; i++) fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`gateway worker ${worker.process.pid} exited (${code}); starting another`);
    fork();
  });
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 6000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** Configuration and store problems at start: one clear line, no stack trace. */
function fatal(error: unknown): void {
  log(`gateway: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

try {
  main();
} catch (error) {
  fatal(error);
}
