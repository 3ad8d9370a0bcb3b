import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../database/schema';
import type { PaymentIntentResult } from '../../payments/app/PaymentGateway';
import type { KyselyOrderRepository } from './KyselyOrderRepository';
import type { OrderClaim } from '../app/NewOrder';
import type { OrderRecord } from '../app/OrderRecord';
import type { PaymentAttemptRepository } from '../app/OrderRepository';
import type { PaymentAttemptsTable } from '../../database/tables/orderTables';
import type { AttemptRef, PaymentAttempt } from '../app/PaymentAttempt';

type PaymentAttemptRow = Selectable<PaymentAttemptsTable>;

/** What the card processor knows an attempt's charge by (the format of every shipped key). */
export function attemptIdempotencyKey(orderId: string, attempt: number): string {
  return `order-${orderId}-attempt-${attempt}`;
}

function attemptOf(row: PaymentAttemptRow): PaymentAttempt {
  return {
    orderId: row.order_id,
    attempt: row.attempt,
    idempotencyKey: row.idempotency_key,
    paymentMethodId: row.payment_method_id,
    amountCents: row.amount_cents,
    currency: row.currency,
    isUsOrder: row.is_us_order === 1,
    paymentIntentId: row.payment_intent_id,
    createdAt: row.created_at,
  };
}

/**
 * The payment attempts of orders. An attempt is written in the same transaction that claims
 * it on the order, before the card processor is called, so every charge the processor may
 * have made has a row that says which order it pays and under which idempotency key. The
 * Kysely adapter of the PaymentAttemptRepository port (OrderRepository.ts); the use cases get records (PaymentAttempt), never rows.
 */
export class KyselyPaymentAttemptRepository implements PaymentAttemptRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly orders: KyselyOrderRepository,
  ) {}

  /**
   * Claims the order's current attempt and records it; null when another request claimed it
   * first (that request charges).
   */
  async claim(order: OrderRecord, claim: OrderClaim, now: string): Promise<PaymentAttempt | null> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.orders.claimAttempt(trx, order, claim, now))) return null;
      const row: PaymentAttemptRow = {
        order_id: order.id,
        attempt: order.paymentAttempt,
        idempotency_key: attemptIdempotencyKey(order.id, order.paymentAttempt),
        payment_method_id: claim.paymentMethodId,
        amount_cents: claim.price.cart.total.amountCents,
        currency: claim.price.currency.toLowerCase(),
        is_us_order: claim.price.cart.tax.kind === 'us_sales_tax' ? 1 : 0,
        payment_intent_id: null,
        created_at: now,
        updated_at: now,
      };
      await trx.insertInto('payment_attempts').values(row).execute();
      return attemptOf(row);
    });
  }

  async find(ref: AttemptRef): Promise<PaymentAttempt | undefined> {
    const row = await this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('order_id', '=', ref.orderId)
      .where('attempt', '=', ref.attempt)
      .executeTakeFirst();
    return row && attemptOf(row);
  }

  async findByIntent(intentId: string): Promise<PaymentAttempt | undefined> {
    const row = await this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('payment_intent_id', '=', intentId)
      .executeTakeFirst();
    return row && attemptOf(row);
  }

  /**
   * The attempt an intent charges: by its recorded id, else by the order and attempt its
   * metadata names (the intent of an attempt whose server stopped before recording it).
   */
  async findOfIntent(intent: PaymentIntentResult): Promise<PaymentAttempt | undefined> {
    const recorded = await this.findByIntent(intent.id);
    if (recorded) return recorded;
    const orderId = intent.metadata.order_id;
    const attempt = Number(intent.metadata.payment_attempt);
    if (!orderId || !Number.isInteger(attempt)) return undefined;
    const named = await this.find({ orderId, attempt });
    // An attempt that recorded another intent is not this one's.
    return named && named.paymentIntentId === null ? named : undefined;
  }

  /** The attempt's intent on the attempt and on its order, unless recorded already. */
  async recordIntent(ref: AttemptRef, intentId: string, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('payment_attempts')
        .set({ payment_intent_id: intentId, updated_at: now })
        .where('order_id', '=', ref.orderId)
        .where('attempt', '=', ref.attempt)
        .where('payment_intent_id', 'is', null)
        .execute();
      await this.orders.recordIntent(trx, ref, intentId, now);
    });
  }

  /**
   * The current attempts of pending orders made between `since` and `before`, oldest first:
   * the charges nobody has settled (docs/payments.md).
   */
  async listUnsettled(since: string, before: string, limit: number): Promise<PaymentAttempt[]> {
    const rows = await this.db
      .selectFrom('payment_attempts')
      .innerJoin('orders', (join) =>
        join
          .onRef('orders.id', '=', 'payment_attempts.order_id')
          .onRef('orders.payment_attempt', '=', 'payment_attempts.attempt'),
      )
      .selectAll('payment_attempts')
      .where('orders.status', '=', 'pending')
      .where('payment_attempts.created_at', '>=', since)
      .where('payment_attempts.created_at', '<', before)
      .orderBy('payment_attempts.created_at')
      .limit(limit)
      .execute();
    return rows.map(attemptOf);
  }
}
