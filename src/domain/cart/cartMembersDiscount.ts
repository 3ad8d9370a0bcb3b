import {
  getsMembersDiscount,
  isNewFamily,
  MEMBERS_DISCOUNT_NAME,
  MEMBERS_DISCOUNT_PERCENT,
  type MembersDiscountBuyer,
} from '../pricing/membersDiscount';
import { percentOfCents, type Cents } from '../pricing/money';
import { allocateCents } from '../upgrades/upgradeCredit';
import type { CartAmount } from './CartAmount';
import type { CartLine } from './CartLine';

export interface CartMembersDiscount {
  /** The discount's own line, when it takes anything off. */
  discount: CartAmount | null;
  /** What it takes off each line, in the order of the lines (0 for a line it is not for). */
  lineCents: Cents[];
}

/**
 * The club's members' discount on a cart (docs/pricing.md section 4a): 30 % of what the lines
 * of new families still cost after their share of the junior discount (`juniorLineCents`),
 * so it comes after the junior discount and before the code. `releasedOn` is each line's
 * family release date (null: a bundle, never a new family).
 */
export function cartMembersDiscount(
  lines: readonly CartLine[],
  releasedOn: readonly (string | null)[],
  juniorLineCents: readonly Cents[],
  buyer: MembersDiscountBuyer,
  today: string,
): CartMembersDiscount {
  const member = getsMembersDiscount(buyer);
  const eligible = lines.map((line, index) => {
    const released = releasedOn[index] ?? null;
    return member && released !== null && isNewFamily(released, today)
      ? Math.max(line.priceCents - (juniorLineCents[index] ?? 0), 0)
      : 0;
  });
  const base = eligible.reduce((sum, cents) => sum + cents, 0);
  const amount = percentOfCents(base, MEMBERS_DISCOUNT_PERCENT);
  return {
    discount: amount > 0 ? { name: MEMBERS_DISCOUNT_NAME, amountCents: amount } : null,
    lineCents: allocateCents(eligible, amount),
  };
}
