import type { Cart } from '../../../domain/cart/Cart';
import type { OrderRecord } from '../../orders/app/OrderRecord';
import type { CheckoutFailure } from './checkoutFailures';
import type { CheckoutHolds } from './CheckoutHolds';

/**
 * A checkout whose code is refused is not charged at the full price behind the customer's
 * back: they see why (expired, used up, …) and pay again without it or with another.
 */
export function refusedDiscountCode(cart: Pick<Cart, 'discountCode'>): CheckoutFailure | null {
  const status = cart.discountCode;
  if (!status || status.applied) return null;
  return {
    name: 'DiscountCodeRefused',
    message: status.message ?? '',
    rule: status.rule ?? 'unknown',
  };
}

/**
 * Takes the order's use of its code before the card is charged (DiscountCodeUses.ts); when
 * the last use went to another checkout meanwhile, the order is refused, not charged.
 */
export async function holdDiscountCode(
  holds: CheckoutHolds,
  order: OrderRecord,
  cart: Pick<Cart, 'discountCode'>,
  today: string,
): Promise<CheckoutFailure | null> {
  if (order.status === 'paid') return null;
  const code = cart.discountCode?.applied ? cart.discountCode.code : null;
  if (await holds.holdDiscountCode(order.id, code, today)) return null;
  return { name: 'DiscountCodeUsedUp' };
}
