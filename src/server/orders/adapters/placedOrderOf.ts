import type { Selectable } from 'kysely';
import type { StoredPricedCart } from '../../../domain/cart/StoredPricedCart';
import { formatInvoiceNumber } from '../app/invoiceNumber';
import { invoiceTaxOf } from './invoiceTaxOf';
import type { OrderParty } from '../app/OrderParty';
import type { OrdersTable } from '../../database/tables/orderTables';
import type { PlacedOrder } from '../app/PlacedOrder';
import { storedPricedCartOfColumn } from './storedPricedCart';

type OrderRow = Selectable<OrdersTable>;

/**
 * The record of an order's row: what KyselyOrderRepository answers the order pages, and what the
 * confirmation e-mail of a settled row is written from.
 */
export function placedOrderOf(row: OrderRow): PlacedOrder {
  return {
    id: row.id,
    userId: row.user_id,
    status: row.status,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    pricedCart: pricedCartOf(row),
    lineChargedCents: lineChargedCentsOf(row),
    isUsOrder: row.is_us_order === 1,
    invoiceTax: invoiceTaxOf(row),
    licensee: JSON.parse(row.licensee_json) as OrderParty,
    thirdPartyOrder: row.third_party_order === 1,
    jobReference: row.job_reference,
    invoiceNumber: row.invoice_number === null ? null : formatInvoiceNumber(row.invoice_number),
    withdrawalConsentAt: row.withdrawal_consent_at,
    refundedLines: row.refunded_lines_json ? (JSON.parse(row.refunded_lines_json) as number[]) : [],
    refundCount: row.refund_count,
    documentsReissuedAt: row.documents_reissued_at,
  };
}

/** The priced cart stored in an order's row. */
export function pricedCartOf(row: Pick<OrderRow, 'priced_cart_json'>): StoredPricedCart {
  return storedPricedCartOfColumn(row.priced_cart_json);
}

/** What each line charged as the order stored it (migration 1030); null on older orders. */
export function lineChargedCentsOf(
  row: Pick<OrderRow, 'line_charged_cents_json'>,
): number[] | null {
  return row.line_charged_cents_json === null
    ? null
    : (JSON.parse(row.line_charged_cents_json) as number[]);
}
