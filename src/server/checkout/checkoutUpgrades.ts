import type { Kysely } from 'kysely';
import { errorItem } from '../../domain/errors/ErrorItem';
import { UPGRADE_MESSAGES, type UpgradeTarget } from '../../domain/upgrades/licenceUpgrade';
import type { CartAnswer } from '../cart/cartAnswer';
import type { Database } from '../database/schema';
import type { OrderRow } from '../orders/OrderStore';
import { OrderUpgrades } from '../upgrades/OrderUpgrades';
import { refused, type CheckoutOutcome } from './CheckoutOutcome';

/**
 * Makes the order the one upgrading each line its cart upgrades, before its card is charged
 * (OrderUpgrades.hold): when another checkout upgrades the same line meanwhile, this one is
 * refused, not charged, and the field names the cart item.
 */
export async function holdUpgrades(
  db: Kysely<Database>,
  order: OrderRow,
  cart: CartAnswer,
): Promise<CheckoutOutcome | null> {
  if (order.status === 'paid') return null;
  const targets = cart.items.flatMap((item, index) =>
    item.upgrade ? [{ target: item.upgrade, index }] : [],
  );
  const taken = await new OrderUpgrades(db).hold(
    order.id,
    targets.map(({ target }) => target),
  );
  if (taken.length === 0) return null;
  const errors = targets
    .filter(({ target }) => taken.some((other) => sameTarget(other, target)))
    .map(({ index }) =>
      errorItem(
        `cart.items.${index}.upgrade`,
        UPGRADE_MESSAGES.already_upgraded,
        'already_upgraded',
      ),
    );
  return refused(422, errors);
}

function sameTarget(a: UpgradeTarget, b: UpgradeTarget): boolean {
  return a.order_id === b.order_id && a.line === b.line;
}
