import type { Kysely, Selectable } from 'kysely';
import type { LineCharge } from '../../../domain/orders/refunds';
import type { Database } from '../../database/schema';
import { formatCreditNoteNumber } from '../../orders/app/invoiceNumber';
import type { CreditNote, RecordedRefund } from '../../orders/app/CreditNote';
import type { RefundLedger } from '../../orders/app/RefundLedger';
import type { CreditNotesTable } from '../../database/tables/refundTables';

/**
 * Refunds in the app's database. The order's conditional update names the refund count and
 * the states the life cycle allows (src/domain/orders/orderLifecycle.ts), so of two racing
 * refunds one applies; the credit note's number is taken by an UPDATE of the sequence's one
 * row in the same transaction, as issueInvoice.ts takes an invoice's. A pending refund of the
 * same number (refund_attempts) is over once recorded, so the transaction deletes it too.
 */
export class KyselyRefundLedger implements RefundLedger {
  constructor(private readonly db: Kysely<Database>) {}

  record(refund: RecordedRefund): Promise<CreditNote | null> {
    return this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('orders')
        .set({
          status: refund.statusAfter,
          refunded_lines_json: JSON.stringify(refund.refundedLines),
          refund_count: refund.refundCountBefore + 1,
          updated_at: refund.issuedAt,
        })
        .where('id', '=', refund.orderId)
        .where('refund_count', '=', refund.refundCountBefore)
        .where('status', 'in', [...refund.statusesAllowed])
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) return null;
      const { last_number: number } = await trx
        .updateTable('credit_note_sequence')
        .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
        .where('id', '=', 1)
        .returning('last_number')
        .executeTakeFirstOrThrow();
      const row: CreditNotesTable = {
        number,
        order_id: refund.orderId,
        refund_number: refund.refundCountBefore + 1,
        issued_at: refund.issuedAt,
        lines_json: JSON.stringify(refund.lines),
        net_cents: refund.netCents,
        tax_cents: refund.taxCents,
        tax_eur_cents: refund.taxEurCents,
        net_gbp_cents: refund.inPounds?.netCents ?? null,
        tax_gbp_cents: refund.inPounds?.vatCents ?? null,
        gateway_refund_id: refund.gatewayRefundId,
        staff_email: refund.staffEmail,
      };
      await trx.insertInto('credit_notes').values(row).execute();
      await trx
        .deleteFrom('refund_attempts')
        .where('order_id', '=', refund.orderId)
        .where('refund_number', '=', row.refund_number)
        .where('status', '=', 'pending')
        .execute();
      return creditNoteOf(row);
    });
  }

  async ofOrders(orderIds: readonly string[]): Promise<Map<string, CreditNote[]>> {
    const found = new Map<string, CreditNote[]>();
    if (orderIds.length === 0) return found;
    const rows = await this.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('order_id', 'in', [...orderIds])
      .orderBy('number')
      .execute();
    for (const row of rows) {
      const notes = found.get(row.order_id) ?? [];
      notes.push(creditNoteOf(row));
      found.set(row.order_id, notes);
    }
    return found;
  }
}

function creditNoteOf(row: Selectable<CreditNotesTable>): CreditNote {
  return {
    number: formatCreditNoteNumber(Number(row.number)),
    orderId: row.order_id,
    issuedAt: row.issued_at,
    lines: JSON.parse(row.lines_json) as LineCharge[],
    netCents: Number(row.net_cents),
    taxCents: Number(row.tax_cents),
    taxEurCents: row.tax_eur_cents === null ? null : Number(row.tax_eur_cents),
    inPounds:
      row.net_gbp_cents === null || row.tax_gbp_cents === null
        ? null
        : { netCents: Number(row.net_gbp_cents), vatCents: Number(row.tax_gbp_cents) },
  };
}
