import type { Kysely } from 'kysely';
import type { LineCharge } from '../../../domain/orders/refunds';
import { ORDER_STATUSES_PAID_ONCE } from '../../../domain/orders/orderLifecycle';
import type { ReportMonths } from '../../../domain/reports/reportMonths';
import type {
  ReportDocuments,
  ReportRefund,
  ReportSale,
} from '../../../domain/reports/salesReport';
import type { Database } from '../../database/schema';
import { formatCreditNoteNumber } from '../../orders/app/invoiceNumber';
import { invoiceTaxOf } from '../../orders/adapters/invoiceTaxOf';
import { collectionPage } from '../../shop/app/CollectionShop';
import { ordersById } from './ordersById';
import { reportLinesOf } from './reportLinesOf';
import type { ReportSource } from '../app/ReportSource';

/**
 * A range's paid orders (by the day they were paid, refunded since or not), credit notes (by
 * the day they were issued, with the orders they refund, whatever month those were paid in)
 * and the carts made in it. Times are ISO text on both databases, so a half-open range of
 * strings selects the months without dialect SQL, as the tax returns do.
 */
export class KyselyReportSource implements ReportSource {
  constructor(private readonly db: Kysely<Database>) {}

  async documentsOf(range: ReportMonths): Promise<ReportDocuments> {
    const { start, endExclusive } = range;
    const [orders, notes, carts, names] = await Promise.all([
      this.db
        .selectFrom('orders')
        .selectAll()
        .where('status', 'in', [...ORDER_STATUSES_PAID_ONCE])
        .where('paid_at', '>=', start)
        .where('paid_at', '<', endExclusive)
        .orderBy('paid_at')
        .execute(),
      this.db
        .selectFrom('credit_notes')
        .select(['number', 'order_id', 'issued_at', 'lines_json', 'net_cents', 'tax_cents'])
        .where('issued_at', '>=', start)
        .where('issued_at', '<', endExclusive)
        .orderBy('number')
        .execute(),
      this.db
        .selectFrom('carts')
        .select('created_at')
        .where('created_at', '>=', start)
        .where('created_at', '<', endExclusive)
        .execute(),
      this.typefaceNames(),
    ]);
    const noteOrders = await ordersById(this.db, [...new Set(notes.map((note) => note.order_id))]);
    const sales = orders.map((order): ReportSale => {
      const taxCents = invoiceTaxOf(order).cents;
      return {
        order: order.id,
        paidAt: order.paid_at ?? order.created_at,
        currency: order.currency,
        netCents: Number(order.total_cents) - taxCents,
        taxCents,
        lines: reportLinesOf(order, names),
      };
    });
    const refunds = notes.flatMap((note): ReportRefund[] => {
      const order = noteOrders.get(note.order_id);
      if (!order) return [];
      const lines = reportLinesOf(order, names);
      const refunded = JSON.parse(note.lines_json) as LineCharge[];
      return [
        {
          creditNote: formatCreditNoteNumber(Number(note.number)),
          issuedAt: note.issued_at,
          currency: order.currency,
          netCents: Number(note.net_cents),
          taxCents: Number(note.tax_cents),
          lines: refunded.flatMap((charge) => {
            const line = lines[charge.line];
            return line ? [{ ...line, netCents: charge.netCents }] : [];
          }),
        },
      ];
    });
    return { sales, refunds, cartsCreatedAt: carts.map((cart) => cart.created_at) };
  }

  /** Each typeface's and collection's name by the page its cart items name. */
  private async typefaceNames(): Promise<Map<string, string>> {
    const [typefaces, collections] = await Promise.all([
      this.db.selectFrom('typefaces').select(['slug', 'name']).execute(),
      this.db.selectFrom('typeface_collections').select(['slug', 'name']).execute(),
    ]);
    return new Map([
      ...typefaces.map((row) => [row.slug, row.name] as const),
      ...collections.map((row) => [collectionPage(row.slug), row.name] as const),
    ]);
  }
}
