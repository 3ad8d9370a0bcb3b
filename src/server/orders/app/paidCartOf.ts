import type { PricedCart } from '../../../contract/cartAnswer';
import { toCents } from '../../../domain/pricing/money';
import type { PaidCart } from '../../../domain/upgrades/upgradeCredit';

/**
 * A stored order's priced cart read back into cents, for the domain's upgrade credits, with
 * what each line charged when the order stored it (null: derived, as for older orders).
 */
export function paidCartOf(
  answer: PricedCart,
  lineChargedCents: readonly number[] | null = null,
): PaidCart {
  return {
    lineChargedCents,
    lines: answer.cart.map((line) => ({
      priceCents: toCents(line.price),
      ...(line.upgrade
        ? {
            upgrade: {
              paidBeforeCents: toCents(line.upgrade.paid_before),
              creditCents: toCents(line.upgrade.credit),
            },
          }
        : {}),
    })),
    subtotalCents: toCents(answer.subtotal),
    discounts: answer.discounts.map((discount) => ({ amountCents: toCents(discount.amount) })),
  };
}
