import type { InvoiceTax } from '../../../domain/tax/invoiceTax';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../database/tables/orderTables';

/**
 * The tax an order's invoice states, from the order's tax columns (migration 1070 copied the
 * US sales tax of orders from before VAT into them).
 */
export function invoiceTaxOf(order: Selectable<OrdersTable>): InvoiceTax {
  const sellerVatId = order.seller_vat_id;
  const inEuros =
    order.tax_eur_cents !== null && order.eur_rate !== null && order.eur_rate_date !== null
      ? {
          cents: Number(order.tax_eur_cents),
          unitsPerEuro: Number(order.eur_rate),
          rateDate: order.eur_rate_date,
        }
      : null;
  const inPounds =
    order.net_gbp_cents !== null &&
    order.tax_gbp_cents !== null &&
    order.gbp_rate !== null &&
    order.gbp_rate_start !== null &&
    order.gbp_rate_end !== null
      ? {
          netCents: Number(order.net_gbp_cents),
          vatCents: Number(order.tax_gbp_cents),
          unitsPerPound: Number(order.gbp_rate),
          rateStart: order.gbp_rate_start,
          rateEnd: order.gbp_rate_end,
        }
      : null;
  return {
    kind: order.tax_kind,
    ratePercentage: Number(order.tax_percentage),
    cents: Number(order.tax_cents),
    country: order.tax_country,
    reverseCharge: order.reverse_charge === 1,
    buyerVatNumber: order.buyer_vat_number,
    sellerVatId,
    inEuros,
    inPounds,
  };
}
