import type { UpgradeTarget } from '../../../domain/upgrades/licenceUpgrade';

/**
 * What an order takes before its card is charged, each a conditional write that one of two
 * racing checkouts wins (docs/discounts.md and "Upgrades").
 * DiscountAndUpgradeHolds implements it over the two adapters.
 */
export interface CheckoutHolds {
  /** Makes the order hold one use of `code` (null: none); false when none is left. */
  holdDiscountCode(orderId: string, code: string | null, today: string): Promise<boolean>;
  /** Gives back the use of a code the order holds: its checkout was refused after all. */
  releaseDiscountCode(orderId: string): Promise<void>;
  /** Makes the order the one upgrading each line; answers the lines another order holds. */
  holdUpgrades(orderId: string, targets: readonly UpgradeTarget[]): Promise<UpgradeTarget[]>;
}
