import type { CardBrand, TestRefundBehaviour } from '../../database/tables/testPaymentTables';

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
  // The refund cards below: their charges succeed.
  '4000000000007726': { kind: 'succeeds' },
  '4000000000005126': { kind: 'succeeds' },
};

/**
 * Stripe's asynchronous refund cards (https://docs.stripe.com/testing#refunds, "Simulate an
 * asynchronous refund"): each charge succeeds; a refund of it begins `pending` and later
 * becomes `succeeded` (…7726), or begins `succeeded` and later becomes `failed` (…5126). The
 * offline gateway makes "later" the first time the refund is read again (retrieveRefund).
 * Refunds of every other card succeed at once and stay so, as Stripe's do.
 */
const REFUND_CARDS: Readonly<Record<string, TestRefundBehaviour>> = {
  '4000000000007726': 'pending_then_succeeds',
  '4000000000005126': 'succeeds_then_fails',
};

/**
 * Stripe's international test cards (https://docs.stripe.com/testing#international-cards):
 * each succeeds and reports the country it was issued in as `card.country`, the location
 * evidence checkout compares with the billing country (docs/taxes.md). The brand and outcome
 * cards above report no country here, so that they pay from any address (docs/payments.md).
 */
const COUNTRY_CARDS: Readonly<Record<string, string>> = {
  '4000000400000008': 'AT',
  '4000000560000004': 'BE',
  '4000002080000001': 'DK',
  '4000002460000001': 'FI',
  '4000002500000003': 'FR',
  '4000002760000016': 'DE',
  '4000003000000030': 'GR',
  '4000003720000005': 'IE',
  '4000003800000008': 'IT',
  '4000004420000006': 'LU',
  '4000005280000002': 'NL',
  '4000005780000007': 'NO',
  '4000006160000005': 'PL',
  '4000006200000007': 'PT',
  '4000007240000007': 'ES',
  '4000007520000008': 'SE',
  '4000007560000009': 'CH',
  '4000008260000000': 'GB',
  '4000001240000000': 'CA',
  '4000000360000006': 'AU',
  '4000003920000003': 'JP',
};

/** The outcome of charging a card number (digits only); any other number is declined. */
export function testCardOutcome(digits: string): TestCardOutcome {
  if (Object.hasOwn(COUNTRY_CARDS, digits)) return { kind: 'succeeds' };
  return TEST_CARDS[digits] ?? { kind: 'declined', message: NOT_A_TEST_CARD };
}

/** How refunds of a charge of this card behave (digits only). */
export function testCardRefunds(digits: string): TestRefundBehaviour {
  return REFUND_CARDS[digits] ?? 'succeeds';
}

/** The country a test card was issued in, where the card is one of the country cards. */
export function testCardCountry(digits: string): string | null {
  return COUNTRY_CARDS[digits] ?? null;
}

export function cardBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}
