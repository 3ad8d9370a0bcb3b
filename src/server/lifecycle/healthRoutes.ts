import type { FastifyInstance } from 'fastify';
import { apiErrorBody } from '../../contract/errorAnswer';
import { errorItem } from '../../domain/errors/ErrorItem';

/** A dependency the process needs before it takes traffic; rejects when it is not there. */
export type ReadinessCheck = () => Promise<unknown>;

/** A check that has not answered in this time counts as failed: a probe must not hang. */
const CHECK_TIMEOUT_MS = 2000;
const NOT_READY_MESSAGE = 'Not ready: this dependency does not answer yet.';

function withinTimeout(check: ReadinessCheck): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
    check().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Probes for a process manager or load balancer (docs/deploy.md):
 * - `/healthz`, liveness: 200 while the process answers at all (restart it when not);
 * - `/readyz`, readiness: 200 once every named check passes (the database, Redis when
 *   configured, the page renderer), else 503 in the error shape naming what is missing, with
 *   Retry-After, so the balancer sends its traffic elsewhere meanwhile.
 * Neither may be kept by any cache.
 */
export function healthRoutes(
  checks: Record<string, ReadinessCheck>,
): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    app.get('/healthz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });
    app.get('/readyz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const entries = Object.entries(checks);
      const results = await Promise.allSettled(entries.map(([, check]) => withinTimeout(check)));
      const names = entries.map(([name]) => name);
      const missing = names.filter((_, i) => results[i]?.status === 'rejected');
      if (missing.length === 0) return { status: 'ready', checks: names };
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(apiErrorBody(missing.map((name) => errorItem(name, NOT_READY_MESSAGE, 'not_ready'))));
    });
  };
}
