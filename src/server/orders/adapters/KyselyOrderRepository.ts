import type { Kysely, Selectable } from 'kysely';
import {
  NEW_ORDER_STATUS,
  orderStatusAfter,
  orderStatusesAllowing,
  ORDER_STATUSES_PAID_ONCE,
} from '../../../domain/orders/orderLifecycle';
import type { Database } from '../../database/schema';
import type { NewOrder, OrderClaim } from '../app/NewOrder';
import type { OrderRecord } from '../app/OrderRecord';
import { orderRecordOf } from './orderRecordOf';
import { orderPriceColumns } from './orderPriceColumns';
import type { OrderRepository, PlacedOrders } from '../app/OrderRepository';
import type { OrdersTable } from '../../database/tables/orderTables';
import type { AttemptRef } from '../app/PaymentAttempt';
import type { PlacedOrder } from '../app/PlacedOrder';
import { placedOrderOf } from './placedOrderOf';

type OrderRow = Selectable<OrdersTable>;

/**
 * Orders in the database. Every change of state is a conditional UPDATE whose WHERE names the
 * states the order life cycle allows its event from (src/domain/orders/orderLifecycle.ts), so of two processes (or two requests) racing for one transition exactly
 * one wins, on SQLite and PostgreSQL alike; callers act on the boolean answers. The Kysely
 * adapter of the OrderRepository and PlacedOrders ports (OrderRepository.ts); the
 * use cases get records (OrderRecord, PlacedOrder), never rows.
 */
export class KyselyOrderRepository implements OrderRepository, PlacedOrders {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts the order unless its checkout key already has one; answers the key's order. */
  async openOnce(order: NewOrder): Promise<OrderRecord> {
    await this.db
      .insertInto('orders')
      .values({
        id: order.id,
        user_id: order.userId,
        checkout_key_hash: order.checkoutKeyHash,
        status: NEW_ORDER_STATUS,
        payment_attempt: 1,
        created_at: order.createdAt,
        updated_at: order.createdAt,
        ...orderPriceColumns(order.price),
      })
      .onConflict((conflict) => conflict.column('checkout_key_hash').doNothing())
      .execute();
    return orderRecordOf(
      await this.rowByCheckoutKeyHash(order.checkoutKeyHash).executeTakeFirstOrThrow(),
    );
  }

  async find(id: string): Promise<OrderRecord | undefined> {
    const row = await this.row(id);
    return row && orderRecordOf(row);
  }

  async findByCheckoutKeyHash(keyHash: string): Promise<OrderRecord | undefined> {
    const row = await this.rowByCheckoutKeyHash(keyHash).executeTakeFirst();
    return row && orderRecordOf(row);
  }

  async findPlaced(id: string): Promise<PlacedOrder | undefined> {
    const row = await this.row(id);
    return row && placedOrderOf(row);
  }

  /** The user's paid orders, newest first (docs/spec.md §2 "Orders page"). */
  async listPaid(userId: string): Promise<PlacedOrder[]> {
    const rows = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', 'in', [...ORDER_STATUSES_PAID_ONCE])
      .orderBy('paid_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(placedOrderOf);
  }

  /** A failed order gets a new attempt (a new card); answers false when another request did. */
  async reopenFailed(order: OrderRecord, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('orders')
      .set({
        status: orderStatusAfter('payment_retried'),
        payment_attempt: order.paymentAttempt + 1,
        payment_method_id: null,
        payment_intent_id: null,
        failure_message: null,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .where('status', 'in', orderStatusesAllowing('payment_retried'))
      .where('payment_attempt', '=', order.paymentAttempt)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Claims the current attempt for one payment method and writes the price it will charge
   * and the licence it grants; false when another request claimed it first. `executor` is
   * the transaction that records the attempt (KyselyPaymentAttemptRepository.claim).
   */
  async claimAttempt(
    executor: Kysely<Database>,
    order: OrderRecord,
    claim: OrderClaim,
    now: string,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('orders')
      .set({
        ...orderPriceColumns(claim.price),
        payment_method_id: claim.paymentMethodId,
        licence_text: claim.licenceText,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .where('status', 'in', orderStatusesAllowing('payment_started'))
      .where('payment_attempt', '=', order.paymentAttempt)
      .where('payment_method_id', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** The intent of the order's current attempt, unless one is recorded already. */
  async recordIntent(
    executor: Kysely<Database>,
    ref: AttemptRef,
    intentId: string,
    now: string,
  ): Promise<void> {
    await executor
      .updateTable('orders')
      .set({ payment_intent_id: intentId, updated_at: now })
      .where('id', '=', ref.orderId)
      .where('payment_attempt', '=', ref.attempt)
      .where('payment_intent_id', 'is', null)
      .execute();
  }

  /** pending → failed for this attempt's intent only: a later attempt is not touched. */
  async markFailed(ref: AttemptRef, intentId: string, message: string, now: string) {
    const result = await this.db
      .updateTable('orders')
      .set({
        status: orderStatusAfter('payment_declined'),
        failure_message: message,
        updated_at: now,
      })
      .where('id', '=', ref.orderId)
      .where('status', 'in', orderStatusesAllowing('payment_declined'))
      .where('payment_attempt', '=', ref.attempt)
      .where('payment_intent_id', '=', intentId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * pending → paid, in one conditional UPDATE: true for exactly one of any number of callers
   * (servers, webhooks, sweeps). `executor` is the caller's transaction: the cart's
   * destruction commits with it or not at all.
   */
  async markPaid(
    executor: Kysely<Database>,
    ref: AttemptRef,
    intentId: string,
    now: string,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('orders')
      .set({
        status: orderStatusAfter('payment_succeeded'),
        payment_intent_id: intentId,
        paid_at: now,
        updated_at: now,
      })
      .where('id', '=', ref.orderId)
      .where('status', 'in', orderStatusesAllowing('payment_succeeded'))
      .where('payment_attempt', '=', ref.attempt)
      .where((eb) =>
        eb.or([eb('payment_intent_id', 'is', null), eb('payment_intent_id', '=', intentId)]),
      )
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Claims the paid order's confirmation e-mail; true for exactly one caller. */
  async markConfirmationQueued(
    executor: Kysely<Database>,
    orderId: string,
    now: string,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('orders')
      .set({ confirmation_queued_at: now })
      .where('id', '=', orderId)
      .where('status', 'in', orderStatusesAllowing('confirmation_queued'))
      .where('confirmation_queued_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Paid orders whose confirmation e-mail is still owed, paid before `before`. */
  async listOwedConfirmations(before: string, limit: number): Promise<OrderRecord[]> {
    const rows = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('status', '=', 'paid')
      .where('confirmation_queued_at', 'is', null)
      .where('paid_at', '<', before)
      .orderBy('paid_at')
      .limit(limit)
      .execute();
    return rows.map(orderRecordOf);
  }

  private row(id: string): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private rowByCheckoutKeyHash(keyHash: string) {
    return this.db.selectFrom('orders').selectAll().where('checkout_key_hash', '=', keyHash);
  }
}
