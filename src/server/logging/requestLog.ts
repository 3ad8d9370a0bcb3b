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
 * secrets, status, milliseconds and the request id (`reqId`, as the request's own log lines
 * name it). No header set: at launch-day rates whole header sets cost half the static
 * throughput and gigabytes of log. The server's own in-process requests (a render's API calls,
 * the warm-up) are not logged: they are part of the request that caused them.
 *
 * The line goes through a logger without the redaction paths (loggerOptions.ts): it holds no
 * header, body or password, and its address has its secrets replaced already, so the paths
 * would only be searched for nothing, at every request.
 *
 * Fastify's own two lines per request are switched off (disableRequestLogging in app.ts).
 */
export function installRequestLog(app: FastifyInstance): void {
  const accessLog = app.log.child({}, { redact: { paths: [] } });
  // At `warn` and above no request line is written: nor is its address worked out.
  if (!WRITES_INFO.has(accessLog.level)) return;
  app.addHook('onResponse', async (request, reply) => {
    if (isInProcess(request)) return;
    accessLog.info(
      {
        reqId: request.id,
        method: request.method,
        url: loggedUrl(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
