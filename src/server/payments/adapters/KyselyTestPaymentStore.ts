import type { Kysely, Selectable } from 'kysely';
import type {
  TestPaymentIntentsTable,
  TestPaymentTables,
} from '../../database/tables/testPaymentTables';
import type {
  TestIntentChange,
  TestIntentState,
  TestPaymentIntent,
  TestPaymentMethod,
  TestPaymentStore,
  TestRefund,
  TestRefundChange,
  TestRefundStatus,
} from '../app/TestPaymentStore';

/** The test gateway's store in the app's database (SQLite or PostgreSQL). */
export class KyselyTestPaymentStore implements TestPaymentStore {
  constructor(private readonly db: Kysely<TestPaymentTables>) {}

  async savePaymentMethod(method: TestPaymentMethod): Promise<void> {
    await this.db.insertInto('test_payment_methods').values(method).execute();
  }

  async findPaymentMethod(id: string): Promise<TestPaymentMethod | null> {
    const row = await this.db
      .selectFrom('test_payment_methods')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  async insertIntentOnce(intent: TestPaymentIntent): Promise<TestPaymentIntent> {
    const { metadata, is_us_order, ...columns } = intent;
    await this.db
      .insertInto('test_payment_intents')
      .values({
        ...columns,
        is_us_order: is_us_order ? 1 : 0,
        metadata_json: JSON.stringify(metadata),
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .execute();
    const stored = await this.findIntentByIdempotencyKey(intent.idempotency_key);
    if (!stored) throw new Error(`No payment intent under ${intent.idempotency_key}`);
    return stored;
  }

  async findIntent(id: string): Promise<TestPaymentIntent | null> {
    const row = await this.db
      .selectFrom('test_payment_intents')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toIntent(row) : null;
  }

  async findIntentByIdempotencyKey(key: string): Promise<TestPaymentIntent | null> {
    const row = await this.db
      .selectFrom('test_payment_intents')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row ? toIntent(row) : null;
  }

  async updateIntent(
    id: string,
    from: TestIntentState,
    changes: TestIntentChange,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('test_payment_intents')
      .set(changes)
      .where('id', '=', id)
      .where('status', '=', from.status)
      .where('challenge', '=', from.challenge)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async insertRefundOnce(refund: TestRefund): Promise<TestRefund> {
    await this.db
      .insertInto('test_payment_refunds')
      .values(refund)
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .execute();
    const stored = await this.findRefundByIdempotencyKey(refund.idempotency_key);
    if (!stored) throw new Error(`No refund under ${refund.idempotency_key}`);
    return stored;
  }

  async findRefundByIdempotencyKey(key: string): Promise<TestRefund | null> {
    const row = await this.db
      .selectFrom('test_payment_refunds')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row ?? null;
  }

  async findRefund(id: string): Promise<TestRefund | null> {
    const row = await this.db
      .selectFrom('test_payment_refunds')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  async updateRefund(
    id: string,
    from: TestRefundStatus,
    change: TestRefundChange,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('test_payment_refunds')
      .set(change)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async refundedCents(paymentIntentId: string): Promise<number> {
    const row = await this.db
      .selectFrom('test_payment_refunds')
      .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('cents'))
      .where('payment_intent_id', '=', paymentIntentId)
      .where('status', 'in', ['succeeded', 'pending'])
      .executeTakeFirst();
    // PostgreSQL sums integers as numeric, which its driver hands over as text.
    return Number(row?.cents ?? 0);
  }
}

function toIntent(row: Selectable<TestPaymentIntentsTable>): TestPaymentIntent {
  const { metadata_json, is_us_order, ...columns } = row;
  return {
    ...columns,
    is_us_order: is_us_order === 1,
    metadata: JSON.parse(metadata_json) as Record<string, string>,
  };
}
