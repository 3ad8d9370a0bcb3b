import { errorItem, type ErrorItem } from '../../domain/errors/ErrorItem';

/**
 * An expected failure a route handler throws (or returns through `reply.send`); the error
 * handler answers it as `apiErrorBody(errors)` with `status`. Unexpected errors are plain
 * `Error`s and become a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ErrorItem[],
  ) {
    super(errors[0]?.message ?? `HTTP ${statusCode}`);
    this.name = 'HttpError';
  }

  /** One error for the whole call (`field` null) or for one form field. */
  static of(statusCode: number, message: string, rule: string, field: string | null = null) {
    return new HttpError(statusCode, [errorItem(field, message, rule)]);
  }
}
