import type { Kysely, Selectable } from 'kysely';
import { ORDER_STATUSES_PAID_ONCE } from '../../../domain/orders/orderLifecycle';
import type { TaxQuarter } from '../../../domain/tax/taxQuarter';
import type { Database } from '../../database/schema';
import { formatCreditNoteNumber } from '../../orders/app/invoiceNumber';
import type { ExchangeRates } from '../../orders/adapters/exchangeRates';
import type { OrdersTable } from '../../database/tables/orderTables';
import { ordersById } from './ordersById';
import { taxReturnInvoiceOf } from './taxReturnInvoiceOf';
import type { QuarterDocuments, TaxReturnSource } from '../app/TaxReturnSource';

/**
 * A quarter's invoices (orders paid in it, refunded since or not: a refund is its credit
 * note's, in the credit note's own quarter) and credit notes (issued in it, with the invoices
 * they correct, whatever quarter those are of). Times are ISO text on both databases, so a
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
    const [orders, notes, rates] = await Promise.all([
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
        .select([
          'credit_notes.number',
          'credit_notes.order_id',
          'credit_notes.issued_at',
          'credit_notes.net_cents',
          'credit_notes.tax_cents',
          'credit_notes.tax_eur_cents',
          'credit_notes.net_gbp_cents',
          'credit_notes.tax_gbp_cents',
        ])
        .where('credit_notes.issued_at', '>=', from)
        .where('credit_notes.issued_at', '<', until)
        .orderBy('credit_notes.number')
        .execute(),
      this.exchangeRates(),
    ]);
    const noteOrders = await ordersById(this.db, [...new Set(notes.map((note) => note.order_id))]);
    const invoiceOf = (order: Selectable<OrdersTable>) =>
      taxReturnInvoiceOf(order, rates, this.foundryCountry);
    return {
      invoices: orders.map(invoiceOf),
      creditNotes: notes.flatMap((note) => {
        const order = noteOrders.get(note.order_id);
        if (!order) return [];
        return [
          {
            number: formatCreditNoteNumber(Number(note.number)),
            issuedAt: note.issued_at,
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
      }),
    };
  }
}
