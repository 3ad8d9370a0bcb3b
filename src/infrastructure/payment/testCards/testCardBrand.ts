/**
 * The network of a card number by its first digits (the issuer identification ranges Stripe's
 * card field also reads), as Stripe's `brand` keys: the test cards name their brand as Stripe's
 * field does. Null until the digits say.
 */
export function testCardBrand(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  const firstFour = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (digits.length >= 4 && firstFour >= 2221 && firstFour <= 2720)) {
    return 'mastercard';
  }
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return null;
}
