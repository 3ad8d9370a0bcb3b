import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody } from '../../contract/errorAnswer';
import { errorItem } from '../../domain/errors/ErrorItem';
import type { AnswerError } from './errorHandler';

/**
 * Errors Fastify answers before any route or error handler runs, in the one error shape of
 * every other answer (docs/wire-contract.md). `frameworkErrors` gets the router's refusals
 * (a bad percent escape such as `/api/v1/shops/%ZZ`); without it Fastify writes its own
 * `{error, code, message, statusCode}` body.
 */
export function frameworkErrorAnswerer(answerError: AnswerError) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const answer = answerError(error);
    request.log.info(
      { statusCode: answer.statusCode, rule: answer.body.error.rule },
      'request rejected',
    );
    void reply.code(answer.statusCode).type('application/json').send(answer.body);
  };
}

/** What Node's HTTP parser could not read: the status Node and Fastify would send, our words. */
const CLIENT_ERRORS: Record<string, { statusCode: number; message: string; rule: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    statusCode: 408,
    message: 'The request took too long to arrive.',
    rule: 'request_timeout',
  },
  HPE_HEADER_OVERFLOW: {
    statusCode: 431,
    message: 'The request headers are too large.',
    rule: 'headers_too_large',
  },
};
const MALFORMED_REQUEST = {
  statusCode: 400,
  message: 'The request is malformed.',
  rule: 'bad_request',
};

/**
 * The `clientErrorHandler` server option: a request too broken to become a Fastify request
 * (bad request line, header overflow, time-out) is answered on the raw socket, as Fastify's
 * default handler does, but with the one error shape.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer (https://nodejs.org/api/http.html#event-clienterror).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message, rule } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED_REQUEST;
  const body = JSON.stringify(apiErrorBody([errorItem(null, message, rule)]));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
