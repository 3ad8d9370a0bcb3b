import type { Kysely, Selectable } from 'kysely';
import type { LineCharge } from '../../../domain/orders/refunds';
import type { Database } from '../../database/schema';
import type { RefundAttemptsTable } from '../../database/tables/refundTables';
import type { PendingRefund, PendingRefunds } from '../../orders/app/PendingRefunds';
import type {
  RefundAttempt,
  RefundAttemptKey,
  RefundAttempts,
  RefundAttemptStatus,
} from '../app/RefundAttempts';

/**
 * Refund attempts in the app's database (migration 1080_refund_attempts). Every change is a
 * conditional statement, so any number of servers may add and settle them at once. The
 * customer's order pages read the pending ones too (PendingRefunds).
 */
export class KyselyRefundAttempts implements RefundAttempts, PendingRefunds {
  constructor(private readonly db: Kysely<Database>) {}

  async add(attempt: RefundAttempt): Promise<boolean> {
    const inserted = await this.db
      .insertInto('refund_attempts')
      .values({
        order_id: attempt.orderId,
        refund_number: attempt.refundNumber,
        attempt: attempt.attempt,
        gateway_refund_id: attempt.gatewayRefundId,
        is_us_order: attempt.isUsOrder ? 1 : 0,
        lines_json: JSON.stringify(attempt.lines),
        amount_cents: attempt.amountCents,
        staff_user_id: attempt.staff.userId,
        staff_email: attempt.staff.email,
        status: attempt.status,
        created_at: attempt.createdAt,
        settled_at: attempt.settledAt,
      })
      // No target: a conflict on the key (racing staff, one key) and one on the partial index
      // refund_attempts_one_pending (another refund of the order pending) both insert nothing,
      // on SQLite and PostgreSQL alike; the key's row then tells which it was.
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) return true;
    const kept = await this.db
      .selectFrom('refund_attempts')
      .select('order_id')
      .where('order_id', '=', attempt.orderId)
      .where('refund_number', '=', attempt.refundNumber)
      .where('attempt', '=', attempt.attempt)
      .executeTakeFirst();
    return kept !== undefined;
  }

  pendingOf(orderId: string): Promise<RefundAttempt | undefined> {
    return this.pendingWhere('order_id', orderId);
  }

  async countOf(orderId: string, refundNumber: number): Promise<number> {
    const row = await this.db
      .selectFrom('refund_attempts')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('order_id', '=', orderId)
      .where('refund_number', '=', refundNumber)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async listPending(limit: number): Promise<RefundAttempt[]> {
    const rows = await this.db
      .selectFrom('refund_attempts')
      .selectAll()
      .where('status', '=', 'pending')
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map(attemptOf);
  }

  pendingByGatewayId(gatewayRefundId: string): Promise<RefundAttempt | undefined> {
    return this.pendingWhere('gateway_refund_id', gatewayRefundId);
  }

  async settleUnmade(
    key: RefundAttemptKey,
    status: Exclude<RefundAttemptStatus, 'pending'>,
    at: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('refund_attempts')
      .set({ status, settled_at: at })
      .where('order_id', '=', key.orderId)
      .where('refund_number', '=', key.refundNumber)
      .where('attempt', '=', key.attempt)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  private async pendingWhere(
    column: 'order_id' | 'gateway_refund_id',
    value: string,
  ): Promise<RefundAttempt | undefined> {
    const row = await this.db
      .selectFrom('refund_attempts')
      .selectAll()
      .where(column, '=', value)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return row && attemptOf(row);
  }

  async pendingOfOrders(orderIds: readonly string[]): Promise<Map<string, PendingRefund>> {
    // `in ()` is not SQL: an empty history asks nothing.
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('refund_attempts')
      .innerJoin('orders', 'orders.id', 'refund_attempts.order_id')
      .select([
        'refund_attempts.order_id',
        'refund_attempts.lines_json',
        'refund_attempts.amount_cents',
        'refund_attempts.created_at',
        'orders.currency',
      ])
      .where('refund_attempts.order_id', 'in', [...orderIds])
      .where('refund_attempts.status', '=', 'pending')
      .execute();
    return new Map(
      rows.map((row) => [
        row.order_id,
        {
          orderId: row.order_id,
          lines: (JSON.parse(row.lines_json) as LineCharge[]).map((charge) => charge.line),
          amountCents: Number(row.amount_cents),
          currency: row.currency,
          requestedAt: row.created_at,
        },
      ]),
    );
  }

  async ofOrder(orderId: string): Promise<RefundAttempt[]> {
    const rows = await this.db
      .selectFrom('refund_attempts')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('refund_number')
      .orderBy('attempt')
      .execute();
    return rows.map(attemptOf);
  }
}

function attemptOf(row: Selectable<RefundAttemptsTable>): RefundAttempt {
  return {
    orderId: row.order_id,
    refundNumber: Number(row.refund_number),
    attempt: Number(row.attempt),
    gatewayRefundId: row.gateway_refund_id,
    isUsOrder: Number(row.is_us_order) === 1,
    lines: JSON.parse(row.lines_json) as LineCharge[],
    amountCents: Number(row.amount_cents),
    staff: { userId: row.staff_user_id, email: row.staff_email },
    status: row.status,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}
