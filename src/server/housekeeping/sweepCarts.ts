import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { deleteStale } from './deleteStale';

/**
 * Deletes current carts untouched since `before`, except the ones someone can still reach:
 * - a logged-in customer's latest cart, which follows them to any browser of theirs
 *   (CartRepository.findLatestOfUser), however old;
 * - every cart of a customer whose checkout is under way (a pending order): the payment's
 *   settlement destroys them itself once the charge succeeds, and a retry needs them.
 * An anonymous cart is found only by its cookie, which lives as long as CART_RETENTION_DAYS
 * by default, so once that has passed the row is unreachable.
 */
export async function sweepCarts(db: Kysely<Database>, before: string): Promise<number> {
  return deleteStale(db, {
    table: 'carts',
    key: 'token_hash',
    column: 'updated_at',
    before,
    where: (eb) =>
      eb.or([
        eb('carts.user_id', 'is', null),
        eb.and([
          // A newer cart of the same user exists (ties broken by token, as any order would do).
          // Inside this subquery "carts" is the stale row: the newer one goes by its alias.
          eb.exists(
            eb
              .selectFrom('carts as newer')
              .select('newer.token_hash')
              .whereRef('newer.user_id', '=', 'carts.user_id')
              .where((newer) =>
                newer.or([
                  newer('newer.updated_at', '>', newer.ref('carts.updated_at')),
                  newer.and([
                    newer('newer.updated_at', '=', newer.ref('carts.updated_at')),
                    newer('newer.token_hash', '>', newer.ref('carts.token_hash')),
                  ]),
                ]),
              ),
          ),
          eb.not(
            eb.exists(
              eb
                .selectFrom('orders')
                .select('orders.id')
                .whereRef('orders.user_id', '=', 'carts.user_id')
                .where('orders.status', '=', 'pending'),
            ),
          ),
        ]),
      ]),
  });
}
