/**
 * A card's network, as the payment step names it. The keys are Stripe's `brand` values
 * (Stripe.js's card field reports one as the customer types); the offline test cards use the
 * same keys.
 */
const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The name of a brand key; null while the number says no known network yet. */
export function cardBrandName(brand: string | null | undefined): string | null {
  return brand ? (CARD_BRAND_NAMES[brand] ?? null) : null;
}
