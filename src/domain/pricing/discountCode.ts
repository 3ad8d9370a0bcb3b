import { formatMoney } from './formatMoney';

/**
 * A discount code as the foundry made it (`main.js discount-code create`): a percentage or a
 * fixed amount off, until an optional last day, for an optional number of orders, and
 * optionally only on some typefaces.
 */
export interface DiscountCodeTerms {
  code: string;
  kind: 'percent' | 'amount';
  /** 1–100, for a percentage code. */
  percent: number | null;
  /** Whole cents, for a fixed-amount code. */
  amountCents: number | null;
  /** ISO date: the last day the code can be used; null: no end. */
  expiresOn: string | null;
  /** Orders that may use it; null: no limit. */
  maxUses: number | null;
  uses: number;
  /** Typeface pages (slugs) it is restricted to; null: every typeface. */
  typefaces: readonly string[] | null;
}

/** How much a code takes off, all an edge needs to name its line (discountCodeName). */
export type DiscountCodeSize = Pick<DiscountCodeTerms, 'code' | 'kind' | 'percent' | 'amountCents'>;

/** What a cart answers about the code it was sent. */
export interface DiscountCodeStatus {
  code: string;
  applied: boolean;
  /** Why it was refused; null when applied. */
  message: string | null;
  rule: string | null;
}

export const DISCOUNT_CODE_MESSAGES = {
  unknown: 'This discount code is not valid.',
  expired: 'This discount code has expired.',
  used_up: 'This discount code has reached its limit of uses.',
  not_applicable: 'This discount code does not apply to the typefaces in your cart.',
} as const;

export type DiscountCodeRefusal = keyof typeof DISCOUNT_CODE_MESSAGES;

/** Codes are typed by people: case and surrounding spaces do not matter. */
export function normaliseDiscountCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Letters, digits, dashes and underscores, 3 to 40 of them. */
export function isWellFormedDiscountCode(code: string): boolean {
  return /^[A-Z0-9_-]{3,40}$/.test(code);
}

export function discountCodeApplies(terms: DiscountCodeTerms, typeface: string): boolean {
  return terms.typefaces === null || terms.typefaces.includes(typeface);
}

/**
 * Why a code cannot be used today on lines of these typefaces, or null when it can. The use
 * count read here is a snapshot: the server counts the use with a conditional update when
 * the order is charged, so two buyers racing for the last use cannot both have it.
 */
export function discountCodeRefusal(
  terms: DiscountCodeTerms | null,
  today: string,
  lineTypefaces: readonly string[],
): DiscountCodeRefusal | null {
  if (!terms) return 'unknown';
  if (terms.expiresOn !== null && today > terms.expiresOn) return 'expired';
  if (terms.maxUses !== null && terms.uses >= terms.maxUses) return 'used_up';
  if (!lineTypefaces.some((typeface) => discountCodeApplies(terms, typeface))) {
    return 'not_applicable';
  }
  return null;
}

/**
 * The refusal a customer is told. To a guesser an expired or used-up code reads exactly as an
 * unknown one, so trying codes tells nothing about which exist; the customer whose cart held
 * the code (it applied to their cart before) is told why it stopped working. A code for other
 * typefaces is named as such: the customer needs it to choose the typefaces, and only a
 * guesser with a cart of the right typeface would learn it exists.
 */
export function refusalShown(refusal: DiscountCodeRefusal, held: boolean): DiscountCodeRefusal {
  if (held || refusal === 'not_applicable') return refusal;
  return 'unknown';
}

/**
 * The code's discount on what its lines still cost (in cents, after the junior discount):
 * the percentage of it, rounded half up, or the fixed amount, never more than that.
 */
export function discountCodeCents(terms: DiscountCodeTerms, eligibleCents: number): number {
  if (eligibleCents <= 0) return 0;
  const off =
    terms.kind === 'percent'
      ? Math.round((eligibleCents * (terms.percent ?? 0)) / 100)
      : (terms.amountCents ?? 0);
  return Math.min(Math.max(off, 0), eligibleCents);
}

/**
 * The discount line's name: "Discount code SPRING (20%)", "Discount code WELCOME ($10)". For
 * the edges, like formatMoney: a priced cart carries the code's size, not this text.
 */
export function discountCodeName(terms: DiscountCodeSize, currencySymbol: string): string {
  const size =
    terms.kind === 'percent'
      ? `${terms.percent ?? 0}%`
      : formatMoney(terms.amountCents ?? 0, currencySymbol);
  return `Discount code ${terms.code} (${size})`;
}
