import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { deleteStale } from './deleteStale';

/**
 * Deletes the offline test-card gateway's intents and payment methods made before `before`
 * that no order or payment attempt refers to; answers how many of both. What an order refers
 * to stays for as long as the order: its intent answers a late 3-D Secure confirm or retry,
 * and its payment method gives the invoice its card's last four digits (OrderFiles), rendered
 * again whenever the files cache is cleared. An intent made under an attempt's idempotency
 * key stays too, though its order never recorded it (its server stopped in between): the
 * sweep's reconciliation finds it by that key.
 * The NOT IN subqueries do not depend on the row, so each statement reads them once; they
 * leave out nulls, since NOT IN a list holding a null is true of no row at all.
 */
export async function sweepTestPayments(db: Kysely<Database>, before: string): Promise<number> {
  const intents = await deleteStale(db, {
    table: 'test_payment_intents',
    key: 'id',
    column: 'created_at',
    before,
    where: (eb) =>
      eb.and([
        eb(
          'id',
          'not in',
          eb
            .selectFrom('orders')
            .select('orders.payment_intent_id')
            .where('orders.payment_intent_id', 'is not', null),
        ),
        eb(
          'idempotency_key',
          'not in',
          eb.selectFrom('payment_attempts').select('payment_attempts.idempotency_key'),
        ),
      ]),
  });
  // After the intents, so that a method whose last intent just went can go too.
  const methods = await deleteStale(db, {
    table: 'test_payment_methods',
    key: 'id',
    column: 'created_at',
    before,
    where: (eb) =>
      eb.and([
        eb(
          'id',
          'not in',
          eb
            .selectFrom('orders')
            .select('orders.payment_method_id')
            .where('orders.payment_method_id', 'is not', null),
        ),
        eb(
          'id',
          'not in',
          eb.selectFrom('test_payment_intents').select('test_payment_intents.payment_method_id'),
        ),
      ]),
  });
  return intents + methods;
}
