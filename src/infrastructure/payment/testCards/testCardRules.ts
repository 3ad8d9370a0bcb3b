/**
 * The test card field's inline checks, in Stripe's words, so the field behaves like the
 * Stripe card field it stands in for. The server checks the card again when it is posted.
 */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberIncorrect: 'Your card number is incorrect.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryPast: "Your card's expiration year is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export interface TestCardValues {
  number: string;
  /** As typed: 'MM/YY'. */
  expiry: string;
  cvc: string;
}

export type TestCardField = keyof TestCardValues;

/** Card numbers are 13 to 19 digits; people type spaces between the groups. */
export function numberError(number: string): string | null {
  const digits = number.replace(/\s/g, '');
  if (!/^\d*$/.test(digits)) return CARD_MESSAGES.numberIncorrect;
  if (digits.length < 13) return CARD_MESSAGES.numberIncomplete;
  return digits.length <= 19 && luhnValid(digits) ? null : CARD_MESSAGES.numberIncorrect;
}

/** Every card number ends in a Luhn check digit, which catches a mistyped digit. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    const doubled = index % 2 === 1 ? Number(char) * 2 : Number(char);
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return sum % 10 === 0;
}

/** 'MM/YY' or 'MM/YYYY', valid through the end of its month. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

export function expiryError(expiry: string, today: Date): string | null {
  const parsed = parseExpiry(expiry);
  if (!parsed) return CARD_MESSAGES.expiryIncomplete;
  if (parsed.month < 1 || parsed.month > 12) return CARD_MESSAGES.expiryMonthInvalid;
  const monthsNow = today.getFullYear() * 12 + today.getMonth();
  return parsed.year * 12 + parsed.month - 1 < monthsNow ? CARD_MESSAGES.expiryPast : null;
}

export function cvcError(cvc: string): string | null {
  return /^\d{3,4}$/.test(cvc.trim()) ? null : CARD_MESSAGES.cvcIncomplete;
}

export function cardErrors(
  values: TestCardValues,
  today: Date,
): Record<TestCardField, string | null> {
  return {
    number: numberError(values.number),
    expiry: expiryError(values.expiry, today),
    cvc: cvcError(values.cvc),
  };
}
