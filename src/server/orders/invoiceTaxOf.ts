import type { InvoiceTax } from '../documents/invoiceTotals';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../database/tables/orderTables';

/**
 * The tax an order's invoice states, from the order's row. An order from before VAT was
 * charged (migration 0830 gave it tax_kind 'none') states its US sales tax, if it had any.
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
  if (order.tax_kind === 'none' && order.is_us_order === 1) {
    return {
      kind: 'us_sales_tax',
      ratePercentage: order.us_sales_tax_percentage,
      cents: order.us_sales_tax_cents,
      country: 'US',
      reverseCharge: false,
      buyerVatNumber: null,
      sellerVatId,
      inEuros: null,
    };
  }
  return {
    kind: order.tax_kind,
    ratePercentage: Number(order.tax_percentage),
    cents: Number(order.tax_cents),
    country: order.tax_country,
    reverseCharge: order.reverse_charge === 1,
    buyerVatNumber: order.buyer_vat_number,
    sellerVatId,
    inEuros,
  };
}
