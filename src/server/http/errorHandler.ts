import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody, type ApiErrorBody } from '../../contract/errorAnswer';
import { errorItem, GENERIC_ERROR_MESSAGE } from '../../domain/errors/ErrorItem';
import type { FailureAnswer } from './FailureAnswer';
import { HttpError } from './HttpError';
import { loginRedirectFor } from './loginRedirect';
import { Refused, type UseCaseFailure } from './Refused';
import { ServiceUnavailable } from './ServiceUnavailable';
import { validationErrors } from './validationErrors';

/** The failure registry's answer to a use case's failure (src/server/failureAnswers.ts). */
export type AnswerFailure = (failure: UseCaseFailure) => FailureAnswer | undefined;

export interface ErrorAnswer {
  statusCode: number;
  /** The error body; some failures add fields the browser reads beside it (FailureAnswer.extra). */
  body: ApiErrorBody;
  /** Sent as Retry-After: when a refusal for being busy may be tried again. */
  retryAfterSeconds?: number;
}

/** Fastify's own client errors, in words a front end can show, with stable rules. */
const KNOWN_CLIENT_ERRORS: Record<string, { statusCode: number; message: string; rule: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    message: 'The request body is not valid JSON.',
    rule: 'invalid_json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    statusCode: 400,
    message: 'The request body is empty but declared as JSON.',
    rule: 'invalid_json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    message: 'The request body is too large.',
    rule: 'payload_too_large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    message: 'The request body has an unsupported content type.',
    rule: 'unsupported_media_type',
  },
  // The router's refusal of a bad percent escape, through the `frameworkErrors` server option.
  FST_ERR_BAD_URL: {
    statusCode: 400,
    message: 'The address is not valid.',
    rule: 'bad_url',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    statusCode: 400,
    message: 'The request body does not match its Content-Length.',
    rule: 'invalid_content_length',
  },
};

const RULE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'too_many_requests',
};

export type AnswerError = (error: FastifyError | Error) => ErrorAnswer;

/**
 * Turns anything a handler threw into the one error shape (ErrorItem): a use case's named
 * failure (Refused) as the failure registry answers it, an HttpError, a framework error, or
 * anything else as a generic 500.
 */
export function errorAnswerer(answerFailure: AnswerFailure): AnswerError {
  return (error) => {
    const answer = error instanceof Refused ? answerFailure(error.failure) : undefined;
    if (answer) {
      return {
        statusCode: answer.statusCode,
        body: { ...apiErrorBody(answer.errors), ...answer.extra },
      };
    }
    return answerForOtherError(error);
  };
}

function answerForOtherError(error: FastifyError | Error): ErrorAnswer {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, body: apiErrorBody(error.errors) };
  }
  if (error instanceof ServiceUnavailable) {
    return {
      statusCode: 503,
      body: apiErrorBody([errorItem(null, error.message, error.rule)]),
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? KNOWN_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) {
    return {
      statusCode: known.statusCode,
      body: apiErrorBody([errorItem(null, known.message, known.rule)]),
    };
  }
  if (fastifyError.validation) {
    const errors = validationErrors(fastifyError.validation, fastifyError.validationContext);
    return { statusCode: 400, body: apiErrorBody(errors) };
  }
  const statusCode = fastifyError.statusCode;
  // Framework and plugin errors with a 4xx status describe the request, not our internals.
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    const rule = RULE_BY_STATUS[statusCode] ?? 'bad_request';
    return { statusCode, body: apiErrorBody([errorItem(null, error.message, rule)]) };
  }
  return {
    statusCode: statusCode && statusCode >= 500 && statusCode < 600 ? statusCode : 500,
    body: apiErrorBody([errorItem(null, GENERIC_ERROR_MESSAGE, 'unhandled_error')]),
  };
}

export function installErrorHandler(app: FastifyInstance, answerError: AnswerError): void {
  app.setErrorHandler(
    (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
      const login = loginRedirectFor(error, request);
      if (login) return reply.redirect(login, 303);
      const answer = answerError(error);
      if (answer.retryAfterSeconds !== undefined) {
        // Busy or short of room, not broken: the log notes it without a stack.
        reply.header('retry-after', String(answer.retryAfterSeconds));
        request.log.warn({ rule: answer.body.error.rule }, 'request refused: busy');
      } else if (answer.statusCode >= 500) {
        // The stack goes to the log only; the caller gets the generic message.
        request.log.error({ err: error }, 'unhandled error');
      } else {
        request.log.info(
          { statusCode: answer.statusCode, rule: answer.body.error.rule },
          'request rejected',
        );
      }
      return reply.code(answer.statusCode).type('application/json').send(answer.body);
    },
  );
}
