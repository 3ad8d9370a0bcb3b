import type { UpgradeTarget } from '../../../domain/upgrades/licenceUpgrade';
import type { CartSelection } from '../../../domain/cart/CartSelection';
import type { OrderRecord } from '../../orders/app/OrderRecord';
import type { CheckoutFailure } from './checkoutFailures';
import type { CheckoutHolds } from './CheckoutHolds';

/**
 * Makes the order the one upgrading each line its cart upgrades, before its card is charged
 * (KyselyOrderUpgrades.hold): when another checkout upgrades the same line meanwhile, this one is
 * refused, not charged, naming the cart items.
 */
export async function holdUpgrades(
  holds: CheckoutHolds,
  order: OrderRecord,
  cart: Pick<CartSelection, 'items'>,
): Promise<CheckoutFailure | null> {
  if (order.status === 'paid') return null;
  const targets = cart.items.flatMap((item, index) =>
    item.upgrade ? [{ target: item.upgrade, index }] : [],
  );
  const taken = await holds.holdUpgrades(
    order.id,
    targets.map(({ target }) => target),
  );
  if (taken.length === 0) return null;
  const items = targets
    .filter(({ target }) => taken.some((other) => sameTarget(other, target)))
    .map(({ index }) => index);
  return { name: 'UpgradeTaken', items };
}

function sameTarget(a: UpgradeTarget, b: UpgradeTarget): boolean {
  return a.orderId === b.orderId && a.line === b.line;
}
