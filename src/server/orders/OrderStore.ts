import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../database/schema';
import type { OrdersTable } from './orderTables';

export type OrderRow = Selectable<OrdersTable>;
export type NewOrderRow = Insertable<OrdersTable>;

/** The fields a re-priced checkout writes over a pending order's previous price. */
export type OrderPriceFields = Pick<
  NewOrderRow,
  | 'is_us_order'
  | 'currency'
  | 'subtotal_cents'
  | 'discount_cents'
  | 'us_sales_tax_cents'
  | 'us_sales_tax_percentage'
  | 'total_cents'
  | 'priced_cart_json'
  | 'billing_json'
  | 'licensee_json'
  | 'third_party_order'
>;

/**
 * Orders in the database. Every change of state is a conditional UPDATE that names the state
 * it starts from, so of two processes (or two requests) racing for one transition exactly
 * one wins, on SQLite and PostgreSQL alike; callers act on the boolean answers.
 */
export class OrderStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts the order unless its checkout key already has one; answers the key's order. */
  async openOnce(order: NewOrderRow): Promise<OrderRow> {
    await this.db
      .insertInto('orders')
      .values(order)
      .onConflict((conflict) => conflict.column('checkout_key_hash').doNothing())
      .execute();
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('checkout_key_hash', '=', order.checkout_key_hash)
      .executeTakeFirstOrThrow();
  }

  async find(id: string): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByCheckoutKeyHash(keyHash: string): Promise<OrderRow | undefined> {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('checkout_key_hash', '=', keyHash)
      .executeTakeFirst();
  }

  async findByPaymentIntent(intentId: string): Promise<OrderRow | undefined> {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('payment_intent_id', '=', intentId)
      .executeTakeFirst();
  }

  /** The user's paid orders, newest first (spec §2 "Orders page"). */
  async listPaid(userId: string): Promise<OrderRow[]> {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'paid')
      .orderBy('paid_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** A failed order gets a new attempt (a new card); answers false when another request did. */
  async reopenFailed(order: OrderRow, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('orders')
      .set({
        status: 'pending',
        payment_attempt: order.payment_attempt + 1,
        payment_method_id: null,
        payment_intent_id: null,
        failure_message: null,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .where('status', '=', 'failed')
      .where('payment_attempt', '=', order.payment_attempt)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Claims the current attempt for one payment method and writes the price it will charge;
   * false when another request claimed it first (that request charges, this one waits).
   */
  async claimAttempt(
    order: OrderRow,
    paymentMethodId: string,
    price: OrderPriceFields,
    now: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('orders')
      .set({ ...price, payment_method_id: paymentMethodId, updated_at: now })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .where('payment_attempt', '=', order.payment_attempt)
      .where('payment_method_id', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async recordIntent(order: OrderRow, intentId: string, now: string): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ payment_intent_id: intentId, updated_at: now })
      .where('id', '=', order.id)
      .where('payment_attempt', '=', order.payment_attempt)
      .execute();
  }

  /** pending → failed for this intent only: a later attempt's intent is not touched. */
  async markFailed(orderId: string, intentId: string, message: string, now: string) {
    const result = await this.db
      .updateTable('orders')
      .set({ status: 'failed', failure_message: message, updated_at: now })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .where('payment_intent_id', '=', intentId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * pending → paid, with the licence text in force. `executor` is the caller's transaction:
   * the cart's destruction and the confirmation e-mail commit with it or not at all.
   */
  async markPaid(
    executor: Kysely<Database>,
    orderId: string,
    intentId: string,
    licenceText: string,
    now: string,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('orders')
      .set({ status: 'paid', licence_text: licenceText, paid_at: now, updated_at: now })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .where('payment_intent_id', '=', intentId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
