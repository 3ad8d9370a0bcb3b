import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM (orchestrators), SIGINT (Ctrl-C) or an error nothing caught: stop accepting
 * connections, let requests in flight finish, then close the database (the app's onClose
 * hook), through close-with-grace. A second signal, or a close past `delayMs`, ends the
 * process at once with exit code 1; a crash ends it with 1 after the close.
 */
export function closeOnSignals(app: FastifyInstance, delayMs = 10_000): void {
  closeWithGrace(
    {
      delay: delayMs,
      logger: { error: (message: unknown) => app.log.error(message) },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'uncaught error; shutting down');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
      app.log.info('shut down cleanly');
    },
  );
}
