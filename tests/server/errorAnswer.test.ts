import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../src/contract/errorAnswer';
import { errorItem, GENERIC_ERROR_MESSAGE } from '../../src/domain/errors/ErrorItem';

// Moved from tests/domain/errors/ErrorItem.test.ts with the body itself.
describe('error body', () => {
  it('answers a failure body whose error is the first item', () => {
    const errors = [errorItem('email', 'a', 'required'), errorItem(null, 'b', 'x')];
    expect(apiErrorBody(errors)).toEqual({ error: { message: 'a', rule: 'required' }, errors });
  });

  it('answers the generic error for an empty list', () => {
    expect(apiErrorBody([])).toEqual({
      error: { message: GENERIC_ERROR_MESSAGE, rule: 'unhandled_error' },
      errors: [],
    });
  });
});
