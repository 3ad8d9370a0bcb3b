import type { Kysely } from 'kysely';
import { convertAtRate } from '../../../domain/orders/convertAtRate';
import { referenceRateOn } from '../../../domain/orders/vatInEur';
import { inPounds, periodRateOn } from '../../../domain/orders/vatInSterling';
import { isEuMemberState, UNITED_KINGDOM } from '../../../domain/tax/vatRates';
import type { Database } from '../../database/schema';
import type { ExchangeRates } from './exchangeRates';

const EURO = 'EUR';
const POUND = 'GBP';

/**
 * Gives a just-paid order its invoice: the next number of the one sequence; for a member
 * state's VAT charged in another currency than the euro the VAT in euros at the ECB rate of the
 * date of supply (Art. 230 of Directive 2006/112/EC asks it of VAT due in a member state, so
 * UK VAT has none); and for
 * UK VAT charged in another currency than the pound the net amount and the VAT in pounds at
 * HMRC's period rate of that date (docs/invoices.md). `executor` is the transaction that marked
 * the order paid: the sequence's row is updated in it, so PostgreSQL's row lock (SQLite's
 * single writer) makes concurrent payments take one number each, and a rolled-back payment
 * takes none, as §14(4) no. 4 UStG asks ("fortlaufende Nummer", once only). A missing rate
 * leaves its amounts null: nothing may stand between a charged card and a paid order.
 */
export async function issueInvoice(
  executor: Kysely<Database>,
  orderId: string,
  paidAt: string,
  rates: ExchangeRates,
): Promise<void> {
  const { last_number: invoiceNumber } = await executor
    .updateTable('invoice_sequence')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('id', '=', 1)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const order = await executor
    .selectFrom('orders')
    .select(['currency', 'tax_kind', 'tax_cents', 'tax_country', 'reverse_charge', 'total_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const supplyDay = paidAt.slice(0, 10);
  const taxCents = Number(order.tax_cents);
  const chargesVat = order.tax_kind === 'vat' && taxCents > 0;
  const euroRate =
    chargesVat && order.currency !== EURO && isEuMemberState(order.tax_country ?? '')
      ? referenceRateOn(rates.euro, order.currency, supplyDay)
      : null;
  const ukVat = chargesVat && order.tax_country === UNITED_KINGDOM && order.reverse_charge !== 1;
  const poundRate =
    ukVat && order.currency !== POUND
      ? periodRateOn(rates.sterling, order.currency, supplyDay)
      : null;
  const pounds =
    poundRate && inPounds(Number(order.total_cents) - taxCents, taxCents, poundRate.unitsPerPound);
  await executor
    .updateTable('orders')
    .set({
      invoice_number: invoiceNumber,
      tax_eur_cents: euroRate ? convertAtRate(taxCents, euroRate.unitsPerEuro) : null,
      eur_rate: euroRate?.unitsPerEuro ?? null,
      eur_rate_date: euroRate?.date ?? null,
      net_gbp_cents: pounds ? pounds.netCents : null,
      tax_gbp_cents: pounds ? pounds.vatCents : null,
      gbp_rate: poundRate?.unitsPerPound ?? null,
      gbp_rate_start: poundRate?.start ?? null,
      gbp_rate_end: poundRate?.end ?? null,
    })
    .where('id', '=', orderId)
    .execute();
}
