import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM (orchestrators) or SIGINT (Ctrl-C): stop accepting connections, let requests
 * in flight finish, then close the database (the app's onClose hook). A second signal or a
 * stuck request past `timeoutMs` ends the process anyway.
 */
export function closeOnSignals(app: FastifyInstance, timeoutMs = 10_000): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal during shutdown; exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, timeoutMs);
    deadline.unref();
    app.close().then(
      () => {
        app.log.info('shut down cleanly');
        process.exitCode = 0;
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exitCode = 1;
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
