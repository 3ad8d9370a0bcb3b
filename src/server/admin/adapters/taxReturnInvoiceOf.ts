import type { Selectable } from 'kysely';
import { referenceRateOn } from '../../../domain/orders/vatInEur';
import { periodRateOn } from '../../../domain/orders/vatInSterling';
import type { TaxReturnInvoice } from '../../../domain/tax/taxReturnRows';
import { invoiceTaxOf } from '../../orders/adapters/invoiceTaxOf';
import { formatInvoiceNumber } from '../../orders/app/invoiceNumber';
import type { ExchangeRates } from '../../orders/adapters/exchangeRates';
import type { OrdersTable } from '../../database/tables/orderTables';

const EURO = 'EUR';
const POUND = 'GBP';

/** The US state the tax rests on: the order's location evidence, else the billing address. */
function usStateOf(order: Selectable<OrdersTable>): string | null {
  for (const json of [order.tax_evidence_json, order.billing_json]) {
    if (!json) continue;
    const { state } = JSON.parse(json) as { state?: string | null };
    if (state) return state;
  }
  return null;
}

/**
 * A paid order's invoice as the tax returns read it. The tax is the invoice's own
 * (invoiceTaxOf), and the net amount is the invoice's "Net amount": the gross total less that
 * tax (documents/adapters/invoiceTotals.ts). An invoice in another currency without a stored euro rate
 * (one with no VAT: a reverse charge) is given the rate its VAT would have been converted at,
 * the ECB's latest on or before the day of supply (issueInvoice.ts; Art. 91(2) of Directive
 * 2006/112/EC), since the EC Sales List reports its net amount in euros (§18a(7) UStG). In the
 * same way an invoice with UK VAT from before the shop stated pounds is given HMRC's period rate
 * of its day of supply (vatInSterling.ts).
 */
export function taxReturnInvoiceOf(
  order: Selectable<OrdersTable>,
  rates: ExchangeRates,
  foundryCountry: string,
): TaxReturnInvoice {
  const tax = invoiceTaxOf(order);
  const paidAt = order.paid_at ?? order.created_at;
  const supplyDay = paidAt.slice(0, 10);
  const storedEuroRate = order.eur_rate === null ? null : Number(order.eur_rate);
  const unitsPerEuro =
    order.currency === EURO
      ? null
      : (storedEuroRate ??
        referenceRateOn(rates.euro, order.currency, supplyDay)?.unitsPerEuro ??
        null);
  const unitsPerPound =
    order.currency === POUND
      ? null
      : (tax.inPounds?.unitsPerPound ??
        periodRateOn(rates.sterling, order.currency, supplyDay)?.unitsPerPound ??
        null);
  return {
    invoiceNumber: formatInvoiceNumber(Number(order.invoice_number)),
    issuedAt: paidAt,
    currency: order.currency,
    netCents: Number(order.total_cents) - tax.cents,
    taxKind: tax.kind,
    taxCents: tax.cents,
    ratePercent: tax.ratePercentage,
    taxCountry: tax.country,
    reverseCharge: tax.reverseCharge,
    buyerVatNumber: tax.buyerVatNumber,
    sellerCountry: order.seller_country ?? foundryCountry,
    taxEurCents: tax.inEuros?.cents ?? null,
    unitsPerEuro,
    poundsStated: tax.inPounds && {
      netCents: tax.inPounds.netCents,
      vatCents: tax.inPounds.vatCents,
    },
    unitsPerPound,
    usState: tax.kind === 'us_sales_tax' ? usStateOf(order) : null,
  };
}
