import type { FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';
import { redactUrlSecrets } from '../security/urlSecrets';

/** Where log lines are written: stdout by default, a capturing stream in tests. */
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;
type FastifyLoggerConfig = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Secrets never reach the log: credentials travel in these headers and fields (docs/spec.md §7:
 * bearer token, XSRF token, session cookies; passwords and reset codes in form bodies).
 * `code` is only redacted inside bodies: elsewhere it is an error code worth keeping.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  // The reset page's calls carry its ?code=… in the Referer.
  'req.headers.referer',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.password',
  '*.old_password',
  '*.token',
  'body.password',
  'body.old_password',
  'body.token',
  'body.code',
  'req.body.password',
  'req.body.old_password',
  'req.body.token',
  'req.body.code',
];

export function loggerOptions(level: LogLevel, stream?: LogStream): FastifyLoggerConfig {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      // Headers are kept (user agent, forwarding chain help an operator trace a request);
      // the redaction above removes the ones that carry credentials.
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrlSecrets(request.url, {
            pattern: request.routeOptions.url,
            secretParams: request.routeOptions.config.linkSecrets,
          }),
          remoteAddress: request.ip,
          headers: request.headers,
        };
      },
    },
    stream,
  };
}
