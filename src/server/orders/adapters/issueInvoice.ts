import type { Kysely } from 'kysely';
import {
  eurosPerUnit,
  referenceRateOn,
  vatInEurCents,
  type EuroReferenceRate,
} from '../../../domain/orders/vatInEur';
import type { Database } from '../../database/schema';

const EURO = 'EUR';

/**
 * Gives a just-paid order its invoice: the next number of the one sequence, and for VAT
 * charged in another currency the VAT in euros at the ECB rate of the date of supply
 * (docs/invoices.md). `executor` is the transaction that marked the order paid: the
 * sequence's row is updated in it, so PostgreSQL's row lock (SQLite's single writer) makes
 * concurrent payments take one number each, and a rolled-back payment takes none, as §14(4)
 * no. 4 UStG asks ("fortlaufende Nummer", once only).
 */
export async function issueInvoice(
  executor: Kysely<Database>,
  orderId: string,
  paidAt: string,
  rates: readonly EuroReferenceRate[],
): Promise<void> {
  const { last_number: invoiceNumber } = await executor
    .updateTable('invoice_sequence')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('id', '=', 1)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const order = await executor
    .selectFrom('orders')
    .select(['currency', 'tax_kind', 'tax_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const taxCents = Number(order.tax_cents);
  const rate =
    order.tax_kind === 'vat' && taxCents > 0 && order.currency !== EURO
      ? referenceRateOn(rates, order.currency, paidAt.slice(0, 10))
      : null;
  await executor
    .updateTable('orders')
    .set({
      invoice_number: invoiceNumber,
      tax_eur_cents: rate ? vatInEurCents(taxCents, eurosPerUnit(rate)) : null,
      eur_rate: rate?.unitsPerEuro ?? null,
      eur_rate_date: rate?.date ?? null,
    })
    .where('id', '=', orderId)
    .execute();
}
