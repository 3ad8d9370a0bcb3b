import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../database/schema';
import type { RefundPayoutFailuresTable } from '../../database/tables/refundPayoutTables';
import { formatCreditNoteNumber, parseCreditNoteNumber } from '../../orders/app/invoiceNumber';
import type {
  FailedPayout,
  MadeRefund,
  OtherPayment,
  RefundPayoutFailure,
  RefundPayouts,
} from '../app/RefundPayouts';
import { NO_PROCESSOR_REFUND } from '../app/RefundOrder';

type FailureRow = Selectable<RefundPayoutFailuresTable> & { net_cents: number; tax_cents: number };

/**
 * Failed refund payouts in the app's database (migration 1100_refund_payout_failures), beside
 * the credit notes they belong to. Every change is conditional (an insert that does nothing
 * on the credit note's row, an update of an open one), so servers may race on them.
 */
export class KyselyRefundPayouts implements RefundPayouts {
  constructor(private readonly db: Kysely<Database>) {}

  async madeRefund(gatewayRefundId: string): Promise<MadeRefund | undefined> {
    const row = await this.madeRefunds()
      .where('credit_notes.gateway_refund_id', '=', gatewayRefundId)
      .executeTakeFirst();
    return row && madeRefundOf(row);
  }

  async madeSince(since: string, limit: number): Promise<MadeRefund[]> {
    const rows = await this.madeRefunds()
      .leftJoin(
        'refund_payout_failures',
        'refund_payout_failures.credit_note_number',
        'credit_notes.number',
      )
      .where('credit_notes.issued_at', '>=', since)
      .where('credit_notes.gateway_refund_id', '<>', NO_PROCESSOR_REFUND)
      .where('refund_payout_failures.credit_note_number', 'is', null)
      .orderBy('credit_notes.issued_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(madeRefundOf);
  }

  async recordFailure(
    refund: MadeRefund,
    status: RefundPayoutFailure,
    at: string,
  ): Promise<boolean> {
    const result = await this.db
      .insertInto('refund_payout_failures')
      .values({
        credit_note_number: creditNoteSequenceNumber(refund.creditNote),
        order_id: refund.orderId,
        gateway_refund_id: refund.gatewayRefundId,
        status,
        failed_at: at,
        paid_otherwise_at: null,
        paid_otherwise_note: null,
        paid_otherwise_by: null,
      })
      .onConflict((conflict) => conflict.column('credit_note_number').doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  async ofCreditNote(creditNote: string): Promise<FailedPayout | undefined> {
    const number = parseCreditNoteNumber(creditNote);
    if (number === null) return undefined;
    const row = await this.failures()
      .where('refund_payout_failures.credit_note_number', '=', number)
      .executeTakeFirst();
    return row && failedPayoutOf(row);
  }

  async ofOrder(orderId: string): Promise<FailedPayout[]> {
    const rows = await this.failures()
      .where('refund_payout_failures.order_id', '=', orderId)
      .orderBy('refund_payout_failures.credit_note_number')
      .execute();
    return rows.map(failedPayoutOf);
  }

  async open(): Promise<FailedPayout[]> {
    const rows = await this.failures()
      .where('refund_payout_failures.paid_otherwise_at', 'is', null)
      .orderBy('refund_payout_failures.failed_at')
      .execute();
    return rows.map(failedPayoutOf);
  }

  async markPaidOtherwise(creditNote: string, payment: OtherPayment): Promise<boolean> {
    const result = await this.db
      .updateTable('refund_payout_failures')
      .set({
        paid_otherwise_at: payment.at,
        paid_otherwise_note: payment.note,
        paid_otherwise_by: payment.staffEmail,
      })
      .where('credit_note_number', '=', creditNoteSequenceNumber(creditNote))
      .where('paid_otherwise_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Credit notes with what a second read of their refund needs: the order's Stripe account,
   * and the staff member who asked, by the address the note keeps (their account's id, or ''
   * when no account has that address any more).
   */
  private madeRefunds() {
    return this.db
      .selectFrom('credit_notes')
      .innerJoin('orders', 'orders.id', 'credit_notes.order_id')
      .leftJoin('users', 'users.email', 'credit_notes.staff_email')
      .select([
        'credit_notes.number',
        'credit_notes.order_id',
        'credit_notes.gateway_refund_id',
        'credit_notes.net_cents',
        'credit_notes.tax_cents',
        'credit_notes.staff_email',
        'orders.is_us_order',
        'users.id as staff_user_id',
      ]);
  }

  private failures() {
    return this.db
      .selectFrom('refund_payout_failures')
      .innerJoin('credit_notes', 'credit_notes.number', 'refund_payout_failures.credit_note_number')
      .selectAll('refund_payout_failures')
      .select(['credit_notes.net_cents', 'credit_notes.tax_cents']);
  }
}

function creditNoteSequenceNumber(creditNote: string): number {
  const number = parseCreditNoteNumber(creditNote);
  if (number === null) throw new Error(`not a credit note number: ${creditNote}`);
  return number;
}

function madeRefundOf(row: {
  number: number;
  order_id: string;
  gateway_refund_id: string;
  net_cents: number;
  tax_cents: number;
  staff_email: string;
  is_us_order: number;
  staff_user_id: string | null;
}): MadeRefund {
  return {
    creditNote: formatCreditNoteNumber(Number(row.number)),
    orderId: row.order_id,
    gatewayRefundId: row.gateway_refund_id,
    isUsOrder: Number(row.is_us_order) === 1,
    amountCents: Number(row.net_cents) + Number(row.tax_cents),
    staff: { userId: row.staff_user_id ?? '', email: row.staff_email },
  };
}

function failedPayoutOf(row: FailureRow): FailedPayout {
  const paid =
    row.paid_otherwise_at === null
      ? null
      : {
          at: row.paid_otherwise_at,
          note: row.paid_otherwise_note ?? '',
          staffEmail: row.paid_otherwise_by ?? '',
        };
  return {
    creditNote: formatCreditNoteNumber(Number(row.credit_note_number)),
    orderId: row.order_id,
    gatewayRefundId: row.gateway_refund_id,
    amountCents: Number(row.net_cents) + Number(row.tax_cents),
    status: row.status,
    failedAt: row.failed_at,
    paidOtherwise: paid,
  };
}
