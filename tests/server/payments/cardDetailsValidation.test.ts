import { describe, expect, it } from 'vitest';
import {
  passesLuhn,
  validateCardDetails,
  type CardDetails,
} from '../../../src/server/payments/app/cardDetailsValidation';

const today = new Date('2026-05-15T12:00:00Z');
const valid: CardDetails = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
};

function messages(card: Partial<CardDetails>): string[] {
  return validateCardDetails({ ...valid, ...card }, today).map((error) => error.message);
}

describe('the test card field checks', () => {
  it('accepts a well-formed card', () => {
    expect(validateCardDetails(valid, today)).toEqual([]);
  });

  it('knows the Luhn checksum of real test numbers', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000002760003184')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it("answers a mistyped number in Stripe's words", () => {
    expect(validateCardDetails({ ...valid, number: '4242 4242 4242 4241' }, today)).toEqual([
      { field: 'number', message: 'Your card number is incorrect.', rule: 'incorrect_number' },
    ]);
    expect(messages({ number: '4242 abcd 4242 4242' })).toEqual(['Your card number is incorrect.']);
    expect(messages({ number: '4242 4242' })).toEqual(['Your card number is incomplete.']);
  });

  it('refuses an expiry in the past but accepts the current month', () => {
    expect(messages({ exp_month: 4, exp_year: 2026 })).toEqual([
      "Your card's expiration date is in the past.",
    ]);
    expect(messages({ exp_month: 5, exp_year: 2026 })).toEqual([]);
    expect(messages({ exp_month: 5, exp_year: 26 })).toEqual([]);
    expect(messages({ exp_month: 13 })).toEqual(["Your card's expiration month is invalid."]);
    expect(messages({ exp_year: 2099 })).toEqual(["Your card's expiration year is invalid."]);
  });

  it('wants a security code of 3 or 4 digits', () => {
    expect(messages({ cvc: '12' })).toEqual(["Your card's security code is incomplete."]);
    expect(messages({ cvc: '' })).toEqual(["Your card's security code is incomplete."]);
    expect(messages({ cvc: '1234' })).toEqual([]);
  });

  it('reports every wrong field at once', () => {
    expect(
      validateCardDetails({ number: '1234', exp_month: 1, exp_year: 2020, cvc: '1' }, today).map(
        (error) => error.field,
      ),
    ).toEqual(['number', 'exp_year', 'cvc']);
  });
});
