import { errorItem, type ErrorItem } from '../../../domain/errors/ErrorItem';

/** What the test card field sends: the same four values as Stripe's card element collects. */
export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** Stripe's own wording and error codes, so the checkout shows what it will show in production. */
export const CARD_NUMBER_INCOMPLETE = 'Your card number is incomplete.';
export const CARD_NUMBER_INCORRECT = 'Your card number is incorrect.';
export const EXPIRY_MONTH_INVALID = "Your card's expiration month is invalid.";
export const EXPIRY_YEAR_INVALID = "Your card's expiration year is invalid.";
export const EXPIRY_IN_THE_PAST = "Your card's expiration date is in the past.";
export const CVC_INCOMPLETE = "Your card's security code is incomplete.";

const MIN_CARD_DIGITS = 13;
const MAX_CARD_DIGITS = 19;

/** The number without the spaces and dashes people type between the groups. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries; it catches a mistyped digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The card field's checks, in Stripe's order: number, expiry, security code. `today` is
 * passed in so that the expiry rule is testable; a card is valid through its expiry month.
 */
export function validateCardDetails(card: CardDetails, today: Date): ErrorItem[] {
  const errors: ErrorItem[] = [];
  const digits = cardDigits(card.number);
  if (!/^\d*$/.test(digits) || digits.length > MAX_CARD_DIGITS) {
    errors.push(errorItem('number', CARD_NUMBER_INCORRECT, 'incorrect_number'));
  } else if (digits.length < MIN_CARD_DIGITS) {
    errors.push(errorItem('number', CARD_NUMBER_INCOMPLETE, 'incomplete_number'));
  } else if (!passesLuhn(digits)) {
    errors.push(errorItem('number', CARD_NUMBER_INCORRECT, 'incorrect_number'));
  }
  errors.push(...validateExpiry(card.exp_month, card.exp_year, today));
  if (!/^\d{3,4}$/.test(card.cvc)) {
    errors.push(errorItem('cvc', CVC_INCOMPLETE, 'incomplete_cvc'));
  }
  return errors;
}

function validateExpiry(month: number, year: number, today: Date): ErrorItem[] {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    return [errorItem('exp_month', EXPIRY_MONTH_INVALID, 'invalid_expiry_month')];
  }
  // Card fields send two-digit years as often as four-digit ones.
  const fullYear = year < 100 ? 2000 + year : year;
  if (!Number.isInteger(fullYear) || fullYear > today.getUTCFullYear() + 50) {
    return [errorItem('exp_year', EXPIRY_YEAR_INVALID, 'invalid_expiry_year')];
  }
  const expiryMonthIndex = fullYear * 12 + (month - 1);
  const currentMonthIndex = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (expiryMonthIndex < currentMonthIndex) {
    return [errorItem('exp_year', EXPIRY_IN_THE_PAST, 'invalid_expiry_year_past')];
  }
  return [];
}
