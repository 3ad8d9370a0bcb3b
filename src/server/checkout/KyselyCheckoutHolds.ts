import type { Kysely } from 'kysely';
import type { UpgradeTarget } from '../../domain/upgrades/licenceUpgrade';
import type { Database } from '../database/schema';
import { holdDiscountCodeUse } from '../discounts/discountCodeUses';
import { KyselyOrderUpgrades } from '../upgrades/KyselyOrderUpgrades';
import type { CheckoutHolds } from './CheckoutHolds';

/** The checkout's holds in the database (discountCodeUses.ts, KyselyOrderUpgrades.hold). */
export class KyselyCheckoutHolds implements CheckoutHolds {
  constructor(private readonly db: Kysely<Database>) {}

  holdDiscountCode(orderId: string, code: string | null, today: string): Promise<boolean> {
    return holdDiscountCodeUse(this.db, orderId, code, today);
  }

  holdUpgrades(orderId: string, targets: readonly UpgradeTarget[]): Promise<UpgradeTarget[]> {
    return new KyselyOrderUpgrades(this.db).hold(orderId, targets);
  }
}
