import type { UpgradeTarget } from '../../../domain/upgrades/licenceUpgrade';
import type { DiscountCodeUses } from '../../discounts/app/DiscountCodeUses';
import type { UpgradeHolds } from '../../upgrades/app/UpgradeLookup';
import type { CheckoutHolds } from './CheckoutHolds';

/**
 * The checkout's holds: a use of the discount code (KyselyDiscountCodeUses) and the lines
 * an upgrade takes (KyselyOrderUpgrades.hold), each through its own adapter.
 */
export class DiscountAndUpgradeHolds implements CheckoutHolds {
  constructor(
    private readonly discountCodes: DiscountCodeUses,
    private readonly upgrades: UpgradeHolds,
  ) {}

  holdDiscountCode(orderId: string, code: string | null, today: string): Promise<boolean> {
    return this.discountCodes.hold(orderId, code, today);
  }

  releaseDiscountCode(orderId: string): Promise<void> {
    return this.discountCodes.release(orderId);
  }

  holdUpgrades(orderId: string, targets: readonly UpgradeTarget[]): Promise<UpgradeTarget[]> {
    return this.upgrades.hold(orderId, targets);
  }
}
