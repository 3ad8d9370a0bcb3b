import { describe, expect, it } from 'vitest';
import { applyFieldErrors } from '../../../src/domain/errors/applyFieldErrors';
import { errorItem } from '../../../src/domain/errors/ErrorItem';

describe('applying errors to a form', () => {
  const errors = [
    errorItem('email', 'Email is required', 'required'),
    errorItem('email', 'Please Enter valid email address', 'pattern'),
    errorItem(null, 'Something went wrong! Please try again later.', 'unhandled_error'),
    errorItem(null, 'Something went wrong! Please try again later.', 'unhandled_error'),
    errorItem('coupon', 'Unknown coupon', 'invalid'),
  ];

  it('puts the first message per field under the field and the rest above the form', () => {
    expect(applyFieldErrors(errors)).toEqual({
      fields: { email: 'Email is required', coupon: 'Unknown coupon' },
      form: ['Something went wrong! Please try again later.'],
    });
  });

  it('moves errors for fields the form does not show to the form', () => {
    expect(applyFieldErrors(errors, ['email', 'password'])).toEqual({
      fields: { email: 'Email is required' },
      form: ['Something went wrong! Please try again later.', 'Unknown coupon'],
    });
  });

  it('gives nothing for no errors', () => {
    expect(applyFieldErrors([])).toEqual({ fields: {}, form: [] });
  });
});
