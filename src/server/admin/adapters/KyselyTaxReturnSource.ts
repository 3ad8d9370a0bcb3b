import type { Kysely, Selectable } from 'kysely';
import { ORDER_STATUSES_PAID_ONCE } from '../../../domain/orders/orderLifecycle';
import type { TaxQuarter } from '../../../domain/tax/taxQuarter';
import type { TaxReturnCreditNote } from '../../../domain/tax/taxReturnRows';
import type { Database } from '../../database/schema';
import { formatCreditNoteNumber } from '../../orders/app/invoiceNumber';
import type { ExchangeRates } from '../../orders/adapters/exchangeRates';
import type { CreditNotesTable } from '../../database/tables/refundTables';
import type { OrdersTable } from '../../database/tables/orderTables';
import { ordersById } from './ordersById';
import { taxReturnInvoiceOf } from './taxReturnInvoiceOf';
import type { QuarterDocuments, TaxReturnSource } from '../app/TaxReturnSource';

/** What the returns read of a credit note, and the day it counts on. */
type NoteRow = Pick<
  Selectable<CreditNotesTable>,
  | 'number'
  | 'order_id'
  | 'net_cents'
  | 'tax_cents'
  | 'tax_eur_cents'
  | 'net_gbp_cents'
  | 'tax_gbp_cents'
> & { counts_at: string };

const NOTE_COLUMNS = [
  'credit_notes.number',
  'credit_notes.order_id',
  'credit_notes.net_cents',
  'credit_notes.tax_cents',
  'credit_notes.tax_eur_cents',
  'credit_notes.net_gbp_cents',
  'credit_notes.tax_gbp_cents',
] as const;

/**
 * A quarter's invoices (orders paid in it, refunded since or not: a refund is its credit
 * note's, in the credit note's own quarter) and credit notes (issued in it, with the invoices
 * they correct, whatever quarter those are of). A credit note whose card payout failed counts
 * again by the day the shop learned of it, and once more by the day staff paid it another way
 * (refund_payout_failures, docs/decisions/0023). Times are ISO text on both databases, so a
 * half-open range of strings selects the quarter's UTC days without dialect SQL.
 */
export class KyselyTaxReturnSource implements TaxReturnSource {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly exchangeRates: () => Promise<ExchangeRates>,
    private readonly foundryCountry: string,
  ) {}

  async documentsOf(quarter: TaxQuarter): Promise<QuarterDocuments> {
    const from = `${quarter.start}T00:00:00`;
    const until = `${quarter.endExclusive}T00:00:00`;
    const failures = () =>
      this.db
        .selectFrom('refund_payout_failures')
        .innerJoin(
          'credit_notes',
          'credit_notes.number',
          'refund_payout_failures.credit_note_number',
        )
        .select(NOTE_COLUMNS);
    const [orders, issued, failed, paidOtherwise, rates] = await Promise.all([
      this.db
        .selectFrom('orders')
        .selectAll()
        .where('status', 'in', [...ORDER_STATUSES_PAID_ONCE])
        .where('invoice_number', 'is not', null)
        .where('paid_at', '>=', from)
        .where('paid_at', '<', until)
        .orderBy('invoice_number')
        .execute(),
      this.db
        .selectFrom('credit_notes')
        .select([...NOTE_COLUMNS, 'credit_notes.issued_at as counts_at'])
        .where('credit_notes.issued_at', '>=', from)
        .where('credit_notes.issued_at', '<', until)
        .orderBy('credit_notes.number')
        .execute(),
      failures()
        .select('refund_payout_failures.failed_at as counts_at')
        .where('refund_payout_failures.failed_at', '>=', from)
        .where('refund_payout_failures.failed_at', '<', until)
        .orderBy('credit_notes.number')
        .execute(),
      failures()
        .select('refund_payout_failures.paid_otherwise_at as counts_at')
        .where('refund_payout_failures.paid_otherwise_at', '>=', from)
        .where('refund_payout_failures.paid_otherwise_at', '<', until)
        .orderBy('credit_notes.number')
        .execute(),
      this.exchangeRates(),
    ]);
    // paid_otherwise_at is null until staff paid: the range already left those out.
    const counted = (rows: (Omit<NoteRow, 'counts_at'> & { counts_at: string | null })[]) =>
      rows.flatMap((row) => (row.counts_at === null ? [] : [{ ...row, counts_at: row.counts_at }]));
    const [issuedNotes, failedNotes, paidNotes] = [
      counted(issued),
      counted(failed),
      counted(paidOtherwise),
    ];
    const noteOrders = await ordersById(this.db, [
      ...new Set([...issuedNotes, ...failedNotes, ...paidNotes].map((note) => note.order_id)),
    ]);
    const invoiceOf = (order: Selectable<OrdersTable>) =>
      taxReturnInvoiceOf(order, rates, this.foundryCountry);
    const noteOf = (note: NoteRow): TaxReturnCreditNote[] => {
      const order = noteOrders.get(note.order_id);
      if (!order) return [];
      return [
        {
          number: formatCreditNoteNumber(Number(note.number)),
          issuedAt: note.counts_at,
          netCents: Number(note.net_cents),
          taxCents: Number(note.tax_cents),
          taxEurCents: note.tax_eur_cents === null ? null : Number(note.tax_eur_cents),
          poundsStated:
            note.net_gbp_cents === null || note.tax_gbp_cents === null
              ? null
              : { netCents: Number(note.net_gbp_cents), vatCents: Number(note.tax_gbp_cents) },
          invoice: invoiceOf(order),
        },
      ];
    };
    return {
      invoices: orders.map(invoiceOf),
      creditNotes: [...issuedNotes, ...paidNotes].flatMap(noteOf),
      failedPayouts: failedNotes.flatMap(noteOf),
    };
  }
}
