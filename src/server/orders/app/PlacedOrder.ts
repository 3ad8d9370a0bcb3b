import type { OrderStatus } from '../../../domain/orders/orderLifecycle';
import type { StoredPricedCart } from '../../../domain/cart/StoredPricedCart';
import type { InvoiceTax } from '../../../domain/tax/invoiceTax';
import type { OrderParty } from './OrderParty';

/**
 * An order as its buyer sees it (the success page, the orders page, the confirmation
 * e-mail): the stored JSON read and the 0/1 columns as booleans, so no use case reads a row
 * (raw rows stay in the adapters: docs/architecture.md).
 */
export interface PlacedOrder {
  id: string;
  userId: string;
  status: OrderStatus;
  /** ISO times: when it was placed, and when paid (null until then). */
  createdAt: string;
  paidAt: string | null;
  /** The priced cart stored with the order: what was charged, whatever the shop says today. */
  pricedCart: StoredPricedCart;
  /** What each line charged, in cents (migration 1030); null on orders placed before it. */
  lineChargedCents: number[] | null;
  isUsOrder: boolean;
  /** The tax its invoice states: the order's answer writes its US sales tax fields from it. */
  invoiceTax: InvoiceTax;
  licensee: OrderParty;
  thirdPartyOrder: boolean;
  /** The buyer's own reference for the order (a purchase order number), if typed. */
  jobReference: string | null;
  /** "INV-000042", given when paid; null before (invoiceNumber.ts). */
  invoiceNumber: string | null;
  /** When an EU consumer agreed that delivery starts now (ISO time); null: not asked. */
  withdrawalConsentAt: string | null;
  /** The indexes of the lines staff refunded: their licences are revoked. */
  refundedLines: number[];
  /** How many refunds the order had. */
  refundCount: number;
  /** When a licensee correction re-issued the certificate, fonts and invoice; null: never. */
  documentsReissuedAt: string | null;
}
