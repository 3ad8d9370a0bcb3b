import { sumCents, type Cents } from '../pricing/money';

/**
 * Splits `totalCents` over lines in proportion to their prices, in whole cents that add up
 * to exactly `totalCents` (largest remainder; ties to the earlier line). This is how an
 * order's discounts are shared among its lines when the shop asks what one line cost.
 */
export function allocateCents(lineCents: readonly number[], totalCents: number): number[] {
  const sum = lineCents.reduce((total, cents) => total + cents, 0);
  if (sum <= 0) return lineCents.map(() => 0);
  const exact = lineCents.map((cents) => (cents * totalCents) / sum);
  const shares = exact.map(Math.floor);
  let left = totalCents - shares.reduce((total, cents) => total + cents, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The credit for a replaced licence (docs/shop.md, "Upgrades"): what was paid for it, but never
 * more than the new licence costs this customer today, so the difference is never below
 * zero. `dueCents` is the new line's share of the order after the junior discount and any
 * discount code: the price a fresh purchase would cost.
 */
export function upgradeCreditCents(paidCents: number, dueCents: number): number {
  return Math.min(Math.max(paidCents, 0), Math.max(dueCents, 0));
}

/**
 * What has been paid toward a licence once its order is paid: what was paid before (for
 * the licence it replaced) plus what this order charged for it. For a new purchase that is
 * its share; for an upgrade the larger of the two, so a second upgrade builds on the first.
 */
export function licencePaidCents(paidBeforeCents: number, dueCents: number): number {
  return paidBeforeCents + dueCents - upgradeCreditCents(paidBeforeCents, dueCents);
}

/** The credit's own line: "Upgrade credit: EB Garamond Italic (Order #20261123-7KQ2M9)". */
export function upgradeCreditName(lineName: string, orderId: string): string {
  return `Upgrade credit: ${lineName} (Order #${orderId})`;
}

/** The upgrade facts a priced cart line carries, in cents like every amount of a cart. */
export interface LineUpgrade {
  orderId: string;
  line: number;
  /** What had been paid toward the replaced licence. */
  paidBeforeCents: Cents;
  /** The credit this cart gives for it. */
  creditCents: Cents;
}

/**
 * A priced cart as far as what each line cost goes: a Cart, or one stored with an order
 * (whose stored figures the server reads back into cents).
 */
export interface PaidCart {
  lines: readonly {
    priceCents: Cents;
    upgrade?: Pick<LineUpgrade, 'paidBeforeCents' | 'creditCents'>;
  }[];
  subtotalCents: Cents;
  /** The junior discount, the members' discount, the code's discount and the upgrade credits. */
  discounts: readonly { amountCents: Cents }[];
  /**
   * What each line charged, as the order stored it when it was placed (`lineChargedCents`);
   * absent for orders from before it was stored, whose lines are derived by `lineDueCents`.
   */
  lineChargedCents?: readonly Cents[] | null;
}

/**
 * What each line of a priced cart charged, before tax: what it still cost after its own
 * share of every discount (`lineNetCents`, Cart.ts), less its own upgrade credit. An order
 * stores this when it is placed, so a later upgrade is credited what the line really paid,
 * not a share of discounts that were for other lines (a code restricted to another family).
 */
export function lineChargedCents(cart: {
  lines: readonly { upgrade?: Pick<LineUpgrade, 'creditCents'> }[];
  lineNetCents: readonly Cents[];
}): Cents[] {
  return cart.lines.map((line, index) =>
    Math.max((cart.lineNetCents[index] ?? 0) - (line.upgrade?.creditCents ?? 0), 0),
  );
}

/**
 * What each line of a priced cart cost the customer, before tax, for an order that did not
 * store it: its share of the subtotal after the junior discount and the code (credits are
 * payment already made, not a discount), in cents. Shared by price, so under a code for
 * another typeface this may differ from what the line really paid: orders store
 * `lineChargedCents` since migration 1030.
 */
export function lineDueCents(cart: PaidCart): Cents[] {
  const credits = sumCents(cart.lines.map((line) => line.upgrade?.creditCents ?? 0));
  const discounts = sumCents(cart.discounts.map((discount) => discount.amountCents));
  const net = cart.subtotalCents - (discounts - credits);
  return allocateCents(
    cart.lines.map((line) => line.priceCents),
    Math.max(net, 0),
  );
}

/**
 * What has been paid toward the licence of one line of a paid order: the credit base of
 * its next upgrade. What the line charged as the order stored it, plus, for an upgrade, what
 * was paid before; an order that stored no figures derives them (`lineDueCents`). Null when
 * the order has no such line.
 */
export function orderLinePaidCents(cart: PaidCart, index: number): Cents | null {
  const line = cart.lines[index];
  if (!line) return null;
  const charged = cart.lineChargedCents?.[index];
  if (charged !== undefined) return (line.upgrade?.paidBeforeCents ?? 0) + charged;
  const due = lineDueCents(cart)[index] ?? 0;
  return line.upgrade ? licencePaidCents(line.upgrade.paidBeforeCents, due) : due;
}
