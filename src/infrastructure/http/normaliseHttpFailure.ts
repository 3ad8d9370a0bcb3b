import {
  errorItem,
  GENERIC_ERROR_MESSAGE,
  UNHANDLED_ERROR_RULE,
  type ErrorItem,
} from '../../domain/errors/ErrorItem';
import type { HttpFailure } from './HttpFailure';

/*
 * Reading a failed call's body is the API client's business, not a rule of the shop: the
 * domain only fixes the `ErrorItem` every failure ends as. This server answers every failure
 * with the contract's `errorAnswer`, but docs/spec.md §8 asks the client to read the other
 * shapes it lists too (a string `error`, a `userMessage`, `messages`): another back end of the
 * same API, or a proxy in front of it, may send them.
 */

/** docs/spec.md §8 texts and the stable rule codes the normalisation gives. */
export const CONNECTION_ERROR_MESSAGE = 'Please check your connection';
export const SUCCESS_WITH_NO_CONTENT_MESSAGE = 'Success with no content!';

export const CONNECTION_ERROR_RULE = 'connection_error';
/** For server messages that came without a rule of their own. */
export const SERVER_MESSAGE_RULE = 'server_message';

type Body = Record<string, unknown>;

function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** An error-like entry from a list: a bare message, or an object with at least a message. */
function toErrorItem(entry: unknown): ErrorItem | null {
  if (nonEmptyString(entry)) return errorItem(null, entry, SERVER_MESSAGE_RULE);
  if (!isRecord(entry) || !nonEmptyString(entry.message)) return null;
  const field = nonEmptyString(entry.field) ? entry.field : null;
  const rule = nonEmptyString(entry.rule) ? entry.rule : SERVER_MESSAGE_RULE;
  return errorItem(field, entry.message, rule);
}

function listOfErrors(value: unknown): ErrorItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => toErrorItem(entry) ?? []);
}

/** userMessage: either one text for the whole form, or texts keyed by field. */
function userMessageErrors(userMessage: unknown, rule: string): ErrorItem[] {
  if (nonEmptyString(userMessage)) return [errorItem(null, userMessage, rule)];
  if (!isRecord(userMessage)) return [];
  return Object.entries(userMessage).flatMap(([field, message]) =>
    nonEmptyString(message) ? [errorItem(field, message, rule)] : [],
  );
}

function bodyErrors(body: Body): ErrorItem[] {
  // The server's own ApiErrorBody: its field list is the answer, exactly.
  const listed = listOfErrors(body.errors);
  if (listed.length > 0) return listed;

  if (nonEmptyString(body.error)) {
    const message = nonEmptyString(body.message) ? body.message : GENERIC_ERROR_MESSAGE;
    return [errorItem(null, message, body.error)];
  }

  const inner = isRecord(body.error) ? body.error : {};
  const rule = nonEmptyString(body.rule)
    ? body.rule
    : nonEmptyString(inner.rule)
      ? inner.rule
      : SERVER_MESSAGE_RULE;
  const fromUserMessage = userMessageErrors(body.userMessage ?? inner.userMessage, rule);
  if (fromUserMessage.length > 0) return fromUserMessage;

  const messages = Array.isArray(body.messages)
    ? listOfErrors(body.messages)
    : userMessageErrors(body.messages, rule);
  if (messages.length > 0) return messages;

  if (nonEmptyString(body.message)) return [errorItem(null, body.message, rule)];
  // An ApiErrorBody with an empty list still names its error.
  if (nonEmptyString(inner.message)) return [errorItem(null, inner.message, rule)];
  return [];
}

/**
 * Any failed call as the `ErrorItem`s of docs/spec.md §8, never an empty list: a form always has
 * something to show.
 */
export function normaliseHttpFailure(failure: HttpFailure): ErrorItem[] {
  if (failure.kind === 'network') {
    return [errorItem(null, CONNECTION_ERROR_MESSAGE, CONNECTION_ERROR_RULE)];
  }
  const errors = isRecord(failure.body) ? bodyErrors(failure.body) : [];
  return errors.length > 0
    ? errors
    : [errorItem(null, GENERIC_ERROR_MESSAGE, UNHANDLED_ERROR_RULE)];
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
