import type { StaleRows } from './staleRows';

/**
 * The carts StaleRecords.deleteCarts removes: untouched since `before`, and either anonymous
 * or not their user's latest while the user has no pending order.
 */
export function staleCarts(before: string): StaleRows<'carts'> {
  return {
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
  };
}
