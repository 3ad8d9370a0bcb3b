import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isInProcess } from '../http/inProcessRequest';
import { redactUrlSecrets } from '../security/urlSecrets';

/** The address as the log keeps it: the link secrets a route names and any secret query replaced. */
export function loggedUrl(request: FastifyRequest): string {
  return redactUrlSecrets(request.url, {
    pattern: request.routeOptions.url,
    secretParams: request.routeOptions.config.linkSecrets,
  });
}

/** The levels at which `info` lines are written. */
const WRITES_INFO = new Set(['trace', 'debug', 'info']);

/**
 * One compact line per request, written when its answer is sent: method, address without
 * secrets, status, milliseconds and the request id (the line's `reqId`). No header set:
 * at launch-day rates whole header sets cost half the static throughput and gigabytes of
 * log. The server's own in-process requests (a render's API calls, the warm-up) are not
 * logged: they are part of the request that caused them.
 *
 * Fastify's own two lines per request are switched off (disableRequestLogging in app.ts).
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    // At `warn` and above no request line is written: nor is its address worked out.
    if (isInProcess(request) || !WRITES_INFO.has(request.log.level)) return;
    request.log.info(
      {
        method: request.method,
        url: loggedUrl(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
