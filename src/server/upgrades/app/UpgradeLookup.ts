import type { CartItemSelection } from '../../../domain/cart/CartSelection';
import type { UpgradeRefusal, UpgradeTarget } from '../../../domain/upgrades/licenceUpgrade';

/** A line of a paid order its owner may upgrade: what it licenses and what was paid for it. */
export interface OwnedLine {
  /** The selection the order priced for the line, as its stored cart reads back. */
  item: CartItemSelection;
  paidBeforeCents: number;
}

export type OwnedLineLookup =
  { ok: true; line: OwnedLine } | { ok: false; refusal: UpgradeRefusal };

/** A line of the customer's paid orders that no paid order has upgraded: a licence they hold. */
export interface OwnedOrderLine extends UpgradeTarget {
  /** The selection the order priced for the line. */
  item: CartItemSelection;
  /** What has been paid toward the licence: an upgrade of it is credited this much. */
  paidBeforeCents: number;
}

/** Finds the order lines a customer upgrades (resolveCartItems asks before pricing). */
export interface UpgradeLookup {
  ownedLine(userId: string | null, target: UpgradeTarget): Promise<OwnedLineLookup>;
  /**
   * Every licence the customer holds (docs/shop.md "Owned licences"), oldest order first.
   * `exceptCheckoutKeyHash` leaves out the order that checkout key opened: a replayed checkout
   * must not find its own paid order among what the customer owned before it.
   */
  ownedLines(userId: string, exceptCheckoutKeyHash?: string | null): Promise<OwnedOrderLine[]>;
}

/** Takes order lines for an upgrade's checkout before its card is charged (CheckoutHolds). */
export interface UpgradeHolds {
  /** Makes the order the one upgrading each line; answers the lines another order holds. */
  hold(upgradeOrderId: string, targets: readonly UpgradeTarget[]): Promise<UpgradeTarget[]>;
}
