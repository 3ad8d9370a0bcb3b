import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../../src/contract/errorAnswer';
import {
  errorItem,
  GENERIC_ERROR_MESSAGE,
  type ErrorItem,
} from '../../../src/domain/errors/ErrorItem';
import type { HttpFailure } from '../../../src/infrastructure/http/HttpFailure';
import {
  CONNECTION_ERROR_MESSAGE,
  describeObservableError,
  normaliseHttpFailure,
  SUCCESS_WITH_NO_CONTENT_MESSAGE,
} from '../../../src/infrastructure/http/normaliseHttpFailure';

const response = (body: unknown, status = 400, statusText = 'Bad Request'): HttpFailure => ({
  kind: 'response',
  status,
  statusText,
  body,
});

const generic = [{ field: null, message: GENERIC_ERROR_MESSAGE, rule: 'unhandled_error' }];

describe('normalising a failed call', () => {
  it('reports a network failure as a connection error', () => {
    expect(CONNECTION_ERROR_MESSAGE).toBe('Please check your connection');
    expect(normaliseHttpFailure({ kind: 'network' })).toEqual([
      { field: null, message: 'Please check your connection', rule: 'connection_error' },
    ]);
  });

  it("normalises the server's ApiErrorBody to exactly its errors", () => {
    const errors = [
      errorItem('email', 'Email is required', 'required'),
      errorItem('password', 'Password is required', 'required'),
    ];
    expect(normaliseHttpFailure(response(apiErrorBody(errors), 422))).toEqual(errors);
  });

  it('reads a checkout failure’s errors beside the fields it adds (checkoutErrorAnswer)', () => {
    const declined = errorItem(null, 'Your card was declined.', 'card_declined');
    const body = { ...apiErrorBody([declined]), order_id: '20261123-7KQ2M9' };
    expect(normaliseHttpFailure(response(body, 402))).toEqual([declined]);
  });

  it('round-trips any ApiErrorBody with a non-empty list', () => {
    const text = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');
    const item = fc.record({ field: fc.option(text, { nil: null }), message: text, rule: text });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 5 }), (errors: ErrorItem[]) => {
        expect(normaliseHttpFailure(response(apiErrorBody(errors)))).toEqual(errors);
      }),
    );
  });

  it("uses an ApiErrorBody's error when its list is empty", () => {
    expect(
      normaliseHttpFailure(response({ error: { message: 'Gone', rule: 'not_found' }, errors: [] })),
    ).toEqual([{ field: null, message: 'Gone', rule: 'not_found' }]);
  });

  it('turns a string error into the message, rule = the error string', () => {
    expect(
      normaliseHttpFailure(response({ error: 'invalid_token', message: 'Log in again.' })),
    ).toEqual([{ field: null, message: 'Log in again.', rule: 'invalid_token' }]);
    expect(normaliseHttpFailure(response({ error: 'invalid_token' }))).toEqual([
      { field: null, message: GENERIC_ERROR_MESSAGE, rule: 'invalid_token' },
    ]);
  });

  it('splits a userMessage object by field', () => {
    expect(
      normaliseHttpFailure(
        response({
          userMessage: { email: 'Taken', password: 'Too short', ignored: 3 },
          rule: 'invalid',
        }),
      ),
    ).toEqual([
      { field: 'email', message: 'Taken', rule: 'invalid' },
      { field: 'password', message: 'Too short', rule: 'invalid' },
    ]);
  });

  it('gives a userMessage string without a field, also inside error', () => {
    expect(normaliseHttpFailure(response({ userMessage: 'Card declined' }))).toEqual([
      { field: null, message: 'Card declined', rule: 'server_message' },
    ]);
    expect(
      normaliseHttpFailure(response({ error: { userMessage: 'Card declined', rule: 'card' } })),
    ).toEqual([{ field: null, message: 'Card declined', rule: 'card' }]);
  });

  it('passes a list of errors through, filling in what is missing', () => {
    expect(
      normaliseHttpFailure(
        response({
          errors: [{ field: 'zip_code', message: 'Bad zip' }, 'Plain text', { nope: 1 }, 7],
        }),
      ),
    ).toEqual([
      { field: 'zip_code', message: 'Bad zip', rule: 'server_message' },
      { field: null, message: 'Plain text', rule: 'server_message' },
    ]);
  });

  it('passes messages through, as a list or by field', () => {
    expect(normaliseHttpFailure(response({ messages: ['One', 'Two'] }))).toEqual([
      { field: null, message: 'One', rule: 'server_message' },
      { field: null, message: 'Two', rule: 'server_message' },
    ]);
    expect(normaliseHttpFailure(response({ messages: { city: 'Unknown city' } }))).toEqual([
      { field: 'city', message: 'Unknown city', rule: 'server_message' },
    ]);
  });

  it('passes a single message through', () => {
    expect(normaliseHttpFailure(response({ message: 'Invite expired', rule: 'expired' }))).toEqual([
      { field: null, message: 'Invite expired', rule: 'expired' },
    ]);
  });

  it('answers the generic error for anything else', () => {
    expect(normaliseHttpFailure(response(null, 500))).toEqual(generic);
    expect(normaliseHttpFailure(response('<html>oops</html>', 502))).toEqual(generic);
    expect(normaliseHttpFailure(response([1, 2]))).toEqual(generic);
    expect(normaliseHttpFailure(response({ errors: [], messages: [], message: ' ' }))).toEqual(
      generic,
    );
    expect(normaliseHttpFailure(response({ error: {} }))).toEqual(generic);
  });

  it('never answers an empty list', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 400, max: 599 }), (body, status) => {
        const errors = normaliseHttpFailure(response(body, status));
        expect(errors.length).toBeGreaterThan(0);
        for (const e of errors) {
          expect(typeof e.message).toBe('string');
          expect(typeof e.rule).toBe('string');
        }
      }),
    );
  });
});

describe('describing an observable error', () => {
  it('gives the inner message of a client-side failure', () => {
    expect(describeObservableError({ kind: 'network' })).toBe('Please check your connection');
  });

  it("gives the status and the server's message", () => {
    expect(describeObservableError(response({ message: 'Not here' }, 404, 'Not Found'))).toBe(
      'Error Code: 404 Message: Not here',
    );
  });

  it('falls back to the status text, then the generic message', () => {
    expect(describeObservableError(response(null, 500, 'Internal Server Error'))).toBe(
      'Error Code: 500 Message: Internal Server Error',
    );
    expect(describeObservableError(response(null, 500, ''))).toBe(
      `Error Code: 500 Message: ${GENERIC_ERROR_MESSAGE}`,
    );
  });

  it('has the no-content text', () => {
    expect(SUCCESS_WITH_NO_CONTENT_MESSAGE).toBe('Success with no content!');
  });
});
