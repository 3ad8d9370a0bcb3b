import { describe, expect, it } from 'vitest';
import {
  apiErrorBody,
  errorItem,
  GENERIC_ERROR_MESSAGE,
} from '../../../src/domain/errors/ErrorItem';

describe('error item', () => {
  it('builds the shared error shape', () => {
    expect(errorItem('email', 'Email is required', 'required')).toEqual({
      field: 'email',
      message: 'Email is required',
      rule: 'required',
    });
  });

  it('has the generic message of docs/spec.md §8', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong! Please try again later.');
  });

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
