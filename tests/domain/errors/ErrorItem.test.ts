import { describe, expect, it } from 'vitest';
import { errorItem, GENERIC_ERROR_MESSAGE } from '../../../src/domain/errors/ErrorItem';

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
});
