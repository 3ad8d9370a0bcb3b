import type { StaleRows } from './staleRows';

// The NOT IN subqueries below do not depend on the row, so each statement reads them once;
// they leave out nulls, since NOT IN a list holding a null is true of no row at all.

/** The test-card intents made before `before` that no order or payment attempt refers to. */
export function staleTestPaymentIntents(before: string): StaleRows<'test_payment_intents'> {
  return {
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
  };
}

/**
 * The test-card payment methods made before `before` that no order or intent refers to;
 * deleted after the intents, so that a method whose last intent just went can go too.
 */
export function staleTestPaymentMethods(before: string): StaleRows<'test_payment_methods'> {
  return {
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
  };
}
