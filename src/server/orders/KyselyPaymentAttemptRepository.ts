import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../database/schema';
import type { PaymentIntentResult } from '../payments/PaymentGateway';
import type { PaymentAttemptsTable } from './orderTables';
import type {
  AttemptRef,
  OrderClaim,
  OrderRow,
  KyselyOrderRepository,
} from './KyselyOrderRepository';

export type PaymentAttemptRow = Selectable<PaymentAttemptsTable>;

/** What the card processor knows an attempt's charge by (the format of every shipped key). */
export function attemptIdempotencyKey(orderId: string, attempt: number): string {
  return `order-${orderId}-attempt-${attempt}`;
}

export function attemptRef(attempt: PaymentAttemptRow): AttemptRef {
  return { orderId: attempt.order_id, attempt: attempt.attempt };
}

/**
 * The payment attempts of orders. An attempt is written in the same transaction that claims
 * it on the order, before the card processor is called, so every charge the processor may
 * have made has a row that says which order it pays and under which idempotency key. The
 * Kysely adapter of the PaymentAttemptRepository port (OrderRepository.ts).
 */
export class KyselyPaymentAttemptRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly orders: KyselyOrderRepository,
  ) {}

  /**
   * Claims the order's current attempt and records it; null when another request claimed it
   * first (that request charges).
   */
  async claim(order: OrderRow, claim: OrderClaim, now: string): Promise<PaymentAttemptRow | null> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.orders.claimAttempt(trx, order, claim, now))) return null;
      const attempt: PaymentAttemptRow = {
        order_id: order.id,
        attempt: order.payment_attempt,
        idempotency_key: attemptIdempotencyKey(order.id, order.payment_attempt),
        payment_method_id: claim.payment_method_id,
        amount_cents: claim.total_cents,
        currency: claim.currency.toLowerCase(),
        is_us_order: claim.is_us_order,
        payment_intent_id: null,
        created_at: now,
        updated_at: now,
      };
      await trx.insertInto('payment_attempts').values(attempt).execute();
      return attempt;
    });
  }

  async find(ref: AttemptRef): Promise<PaymentAttemptRow | undefined> {
    return this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('order_id', '=', ref.orderId)
      .where('attempt', '=', ref.attempt)
      .executeTakeFirst();
  }

  async findByIntent(intentId: string): Promise<PaymentAttemptRow | undefined> {
    return this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('payment_intent_id', '=', intentId)
      .executeTakeFirst();
  }

  /**
   * The attempt an intent charges: by its recorded id, else by the order and attempt its
   * metadata names (the intent of an attempt whose server stopped before recording it).
   */
  async findOfIntent(intent: PaymentIntentResult): Promise<PaymentAttemptRow | undefined> {
    const recorded = await this.findByIntent(intent.id);
    if (recorded) return recorded;
    const orderId = intent.metadata.order_id;
    const attempt = Number(intent.metadata.payment_attempt);
    if (!orderId || !Number.isInteger(attempt)) return undefined;
    const named = await this.find({ orderId, attempt });
    // An attempt that recorded another intent is not this one's.
    return named && named.payment_intent_id === null ? named : undefined;
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
   * the charges nobody has settled (README, "Card payments").
   */
  async listUnsettled(since: string, before: string, limit: number): Promise<PaymentAttemptRow[]> {
    return this.db
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
  }
}
