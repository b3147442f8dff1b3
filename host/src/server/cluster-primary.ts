import cluster from 'node:cluster';

/** What a worker tells the primary once it accepts connections. */
export const LISTENING_MESSAGE = 'host:listening';

/**
 * The primary of a clustered host (HOST_WORKERS > 1): forks the workers, which share the port
 * (server rendering is CPU-bound and one Node process uses one core), starts a new worker when
 * one dies, and on SIGTERM/SIGINT passes the signal on and exits once every worker has closed.
 * The gateway's server.ts runs its own cluster the same way; the two packages share no server code.
 */
export function runClusterPrimary(workers: number, onListening: () => void): void {
  let announced = false;
  let stopping = false;
  const fork = (): void => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (message === LISTENING_MESSAGE && !announced) {
        announced = true;
        onListening();
      }
    });
  };
  for (let i = 0; i < workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `host: worker ${worker.process.pid} exited (${signal ?? code}); starting another`,
    );
    fork();
  });
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`host: ${signal} received, closing ${workers} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // Workers close within 10 s (see main.ts); never hang the operator's stop.
    setTimeout(() => process.exit(0), 12_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
