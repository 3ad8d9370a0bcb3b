import cluster, { type Worker } from 'node:cluster';
import type { FastifyInstance } from 'fastify';

/** A worker that dies sooner than this after its start is not started again at once. */
const RESTART_BACKOFF_MS = 1000;

/**
 * Runs `workers` server processes on one port with Node's cluster module
 * (https://nodejs.org/api/cluster.html): the primary process only prepares the database
 * (`prepare`: migrations and seed, once, before any worker starts, so no two processes
 * migrate at once), starts the workers, starts a worker again when one dies, and on SIGTERM
 * or SIGINT lets every worker shut down gracefully before it exits itself. Every worker is a
 * whole server: no state lives in the primary, so the same set-up runs on several machines.
 */
export async function serveOnEveryCore(
  workers: number,
  prepare: () => Promise<void>,
  log: (message: string) => void,
): Promise<void> {
  await prepare();
  let stopping = false;
  const fork = (): Worker => {
    const started = Date.now();
    const worker = cluster.fork();
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      const wait = Date.now() - started < RESTART_BACKOFF_MS ? RESTART_BACKOFF_MS : 0;
      setTimeout(fork, wait);
    });
    return worker;
  };
  for (let i = 0; i < workers; i++) fork();
  log(`serving with ${workers} worker processes`);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // A terminal's Ctrl-C reaches the workers too; a process manager's SIGTERM only the primary.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await new Promise<void>((resolve) => {
    cluster.on('exit', () => {
      if (stopping && Object.keys(cluster.workers ?? {}).length === 0) resolve();
    });
  });
}

/** Whether this process is a worker the primary started (it serves, and prepares nothing). */
export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

/**
 * A worker leaves the cluster once its server has closed: its channel to the primary would
 * otherwise keep it running until the shutdown deadline.
 */
export function leaveClusterOnClose(app: FastifyInstance): void {
  if (!cluster.isWorker) return;
  app.addHook('onClose', async () => {
    if (process.connected) process.disconnect?.();
  });
}
