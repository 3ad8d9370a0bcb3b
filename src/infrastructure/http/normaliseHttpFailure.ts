import {
  errorItem,
  GENERIC_ERROR_MESSAGE,
  UNHANDLED_ERROR_RULE,
  type ErrorItem,
} from '../../domain/errors/ErrorItem';
import { errorAnswer } from '../../contract/errorAnswer';
import type { HttpFailure } from './HttpFailure';

/*
 * Reading a failed call's body is the API client's business, not a rule of the shop: the
 * domain only fixes the `ErrorItem` every failure ends as. The server answers every failure
 * with the contract's `errorAnswer` (src/contract/errorAnswer.ts; checkout's failures add
 * fields beside it, checkoutErrorAnswer), so that is the one body read here; anything else
 * (a proxy's HTML page, an empty body) is the generic error. docs/spec.md §8 also lists a
 * string `error`, a `userMessage` and `messages`: no answer of this server has them.
 */

/** docs/spec.md §8 texts and the stable rule codes the normalisation gives. */
export const CONNECTION_ERROR_MESSAGE = 'Please check your connection';
export const SUCCESS_WITH_NO_CONTENT_MESSAGE = 'Success with no content!';

export const CONNECTION_ERROR_RULE = 'connection_error';

/**
 * Any failed call as the `ErrorItem`s of docs/spec.md §8, never an empty list: a form always has
 * something to show.
 */
export function normaliseHttpFailure(failure: HttpFailure): ErrorItem[] {
  if (failure.kind === 'network') {
    return [errorItem(null, CONNECTION_ERROR_MESSAGE, CONNECTION_ERROR_RULE)];
  }
  const answer = errorAnswer.safeParse(failure.body);
  if (!answer.success) return [errorItem(null, GENERIC_ERROR_MESSAGE, UNHANDLED_ERROR_RULE)];
  const { error, errors } = answer.data;
  // The field list is the answer, exactly; a body with an empty list still names its error.
  return errors.length > 0 ? errors : [errorItem(null, error.message, error.rule)];
}

/**
 * One line for logs and page-level errors (docs/spec.md §8 "Observable calls"): the inner message
 * of a client-side failure, or the status with the server's first message.
 */
export function describeObservableError(failure: HttpFailure): string {
  const [first] = normaliseHttpFailure(failure);
  if (failure.kind === 'network') return first.message;
  const message =
    first.rule === UNHANDLED_ERROR_RULE && failure.statusText ? failure.statusText : first.message;
  return `Error Code: ${failure.status} Message: ${message}`;
}
