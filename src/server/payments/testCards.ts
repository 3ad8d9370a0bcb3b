/**
 * The card numbers of Stripe's test mode that the offline gateway imitates
 * (https://docs.stripe.com/testing), with what each does when charged. A payment method is
 * made from any of them; the outcome shows when the intent is confirmed, as with Stripe.
 */
export type TestCardOutcome =
  { kind: 'succeeds' } | { kind: 'requires_3ds' } | { kind: 'declined'; message: string };

export const CARD_DECLINED = 'Your card was declined.';
export const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
export const EXPIRED_CARD = 'Your card has expired.';
export const INCORRECT_CVC = "Your card's security code is incorrect.";
/** Stripe's answer when a real card is used with test keys. */
export const NOT_A_TEST_CARD =
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';
/** What Stripe reports when the customer fails or cancels the 3-D Secure challenge. */
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': { kind: 'succeeds' },
  '5555555555554444': { kind: 'succeeds' },
  '378282246310005': { kind: 'succeeds' },
  '4000002760003184': { kind: 'requires_3ds' },
  '4000000000003220': { kind: 'requires_3ds' },
  '4000000000000002': { kind: 'declined', message: CARD_DECLINED },
  '4000000000009995': { kind: 'declined', message: INSUFFICIENT_FUNDS },
  '4000000000000069': { kind: 'declined', message: EXPIRED_CARD },
  '4000000000000127': { kind: 'declined', message: INCORRECT_CVC },
};

/** The outcome of charging a card number (digits only); any other number is declined. */
export function testCardOutcome(digits: string): TestCardOutcome {
  return TEST_CARDS[digits] ?? { kind: 'declined', message: NOT_A_TEST_CARD };
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export function cardBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}
