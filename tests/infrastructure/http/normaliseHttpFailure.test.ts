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
    const notHere = apiErrorBody([errorItem(null, 'Not here', 'not_found')]);
    expect(describeObservableError(response(notHere, 404, 'Not Found'))).toBe(
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
