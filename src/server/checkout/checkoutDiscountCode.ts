import { errorItem } from '../../domain/errors/ErrorItem';
import { DISCOUNT_CODE_MESSAGES } from '../../domain/pricing/discountCode';
import type { Kysely } from 'kysely';
import type { CartAnswer } from '../cart/cartAnswer';
import type { Database } from '../database/schema';
import { holdDiscountCodeUse } from '../discounts/discountCodeUses';
import type { OrderRow } from '../orders/OrderStore';
import { refused, type CheckoutOutcome } from './CheckoutOutcome';

const FIELD = 'discount_code';

/**
 * A checkout whose code is refused is not charged at the full price behind the customer's
 * back: they see why (expired, used up, …) and pay again without it or with another.
 */
export function refusedDiscountCode(cart: CartAnswer): CheckoutOutcome | null {
  const status = cart.discount_code;
  if (!status || status.applied) return null;
  return refused(422, [errorItem(FIELD, status.message ?? '', status.rule ?? 'unknown')]);
}

/**
 * Takes the order's use of its code before the card is charged (discountCodeUses.ts); when
 * the last use went to another checkout meanwhile, the order is refused, not charged.
 */
export async function holdDiscountCode(
  db: Kysely<Database>,
  order: OrderRow,
  cart: CartAnswer,
  today: string,
): Promise<CheckoutOutcome | null> {
  if (order.status === 'paid') return null;
  const code = cart.discount_code?.applied ? cart.discount_code.code : null;
  if (await holdDiscountCodeUse(db, order.id, code, today)) return null;
  return refused(422, [errorItem(FIELD, DISCOUNT_CODE_MESSAGES.used_up, 'used_up')]);
}
