import type { FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';
import { destination } from 'pino';
import prettyStream from 'pino-pretty';
import { loggedUrl } from './requestLog';

/** Where log lines are written: stdout by default, a capturing stream in tests. */
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;
type FastifyLoggerConfig = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Secrets never reach the log: credentials travel in these headers and fields (docs/spec.md §7:
 * bearer token, XSRF token, session cookies; passwords and reset codes in form bodies).
 * `code` is only redacted inside bodies: elsewhere it is an error code worth keeping.
 */
export const REDACTED_PATHS = [
  // A request or an answer logged whole (`req`, `res`) keeps no header set (the serializers
  // below and Fastify's own); a header set logged on its own loses these. The reset page's
  // calls carry its ?code=… in the Referer.
  'headers.referer',
  'headers["x-xsrf-token"]',
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

/** How a terminal shows a line: the request line as `GET /typefaces 200 3.1 ms`. */
const PRETTY_OPTIONS = {
  colorize: true,
  translateTime: 'HH:MM:ss.l',
  ignore: 'pid,hostname,reqId,method,url,status,ms',
  messageFormat: (log: Record<string, unknown>, messageKey: string): string =>
    typeof log.method === 'string'
      ? `${log.method} ${String(log.url)} ${String(log.status)} ${String(log.ms)} ms`
      : String(log[messageKey] ?? ''),
  singleLine: true,
};

/** The longest a written line waits in the buffer on a quiet server. */
const FLUSH_EVERY_MS = 1000;

/**
 * stdout, written in blocks of up to 4 kB rather than a system call per line: at the default
 * level every request is a line. A quiet server's lines are written within a second, so
 * whoever tails the log still sees them as they happen. pino flushes the block when the
 * process exits, on a signal or an uncaught exception (its docs/asynchronous.md); a power cut
 * loses at most the last second.
 */
function jsonLines(): LogStream {
  const stream = destination({ dest: 1, minLength: 4096, sync: false });
  setInterval(() => stream.flush(), FLUSH_EVERY_MS).unref();
  return stream;
}

/**
 * JSON lines, one object each, for log shippers and files; a person at a terminal
 * (`npm start`, stdout a TTY) reads them through pino-pretty instead. LOG_PRETTY=false keeps
 * JSON on a terminal, LOG_PRETTY=true makes it pretty in a pipe.
 */
export function loggerOptions(
  level: LogLevel,
  stream?: LogStream,
  pretty: boolean = process.stdout.isTTY === true,
): FastifyLoggerConfig {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      // A request named in a log line (an error's) is its method and address, never its
      // header set (see requestLog.ts).
      req(request: FastifyRequest) {
        return { method: request.method, url: loggedUrl(request), remoteAddress: request.ip };
      },
    },
    stream: stream ?? (pretty ? prettyStream(PRETTY_OPTIONS) : jsonLines()),
  };
}
