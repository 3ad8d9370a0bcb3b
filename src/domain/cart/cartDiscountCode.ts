import {
  DISCOUNT_CODE_MESSAGES,
  discountCodeApplies,
  discountCodeCents,
  discountCodeRefusal,
  refusalShown,
  type DiscountCodeStatus,
  type DiscountCodeTerms,
} from '../pricing/discountCode';
import type { Cents } from '../pricing/money';
import { allocateCents } from '../upgrades/upgradeCredit';
import type { CodeDiscount } from './CartDiscount';
import type { CartLine } from './CartLine';

/** The code a cart was sent, its terms as stored (null: no such code), each line's typeface. */
export interface CartDiscountCodeInput {
  code: string;
  terms: DiscountCodeTerms | null;
  /** The typeface page of each item, in the order of the items. */
  lineTypefaces: readonly string[];
  /** True when the code applied to this cart before: a refusal then says why (refusalShown). */
  held?: boolean;
}

export interface CartDiscountCode {
  status: DiscountCodeStatus;
  /** The discount line, when the code applies: its size and amount, named by the edges. */
  discount: CodeDiscount | null;
  /**
   * What the code takes off each line, in the order of the lines: only the lines of the
   * typefaces it is for, in proportion to what they still cost after the junior discount.
   * An upgrade line's credit is capped by its own share (cartUpgradeCredits.ts).
   */
  lineCents: Cents[];
}

/**
 * A discount code on a cart (docs/discounts.md): it combines with the junior discount
 * by coming after it, on what the code's lines still cost once the junior discount is off
 * (`juniorLineCents`, the junior discount's share of each line). So a student with a 20 %
 * code pays 50 % and then 20 % less of the rest (40 % of the price), never less than nothing.
 */
export function applyCartDiscountCode(
  input: CartDiscountCodeInput,
  lines: readonly CartLine[],
  juniorLineCents: readonly Cents[],
  remainingCents: Cents,
  today: string,
): CartDiscountCode {
  const refusal = discountCodeRefusal(input.terms, today, input.lineTypefaces);
  if (refusal !== null || !input.terms) {
    const reason = refusalShown(refusal ?? 'unknown', input.held ?? false);
    return {
      status: {
        code: input.code,
        applied: false,
        message: DISCOUNT_CODE_MESSAGES[reason],
        rule: reason,
      },
      discount: null,
      lineCents: lines.map(() => 0),
    };
  }
  const terms = input.terms;
  const eligibleLineCents = lines.map((line, index) =>
    discountCodeApplies(terms, input.lineTypefaces[index] ?? '')
      ? line.priceCents - (juniorLineCents[index] ?? 0)
      : 0,
  );
  const afterJunior = eligibleLineCents.reduce((sum, cents) => sum + cents, 0);
  const cents = Math.min(discountCodeCents(terms, afterJunior), Math.max(remainingCents, 0));
  return {
    status: { code: terms.code, applied: true, message: null, rule: null },
    discount: {
      discountCode: {
        code: terms.code,
        kind: terms.kind,
        percent: terms.percent,
        amountCents: terms.amountCents,
      },
      amountCents: cents,
    },
    lineCents: allocateCents(eligibleLineCents, cents),
  };
}
