import type { Generated } from 'kysely';
import type { OrderStatus } from '../../../domain/orders/orderLifecycle';
import type { OrderInvoiceColumns } from './orderInvoiceColumns';
import type { OrderTaxAndCodeColumns } from './orderTaxColumns';

export type { OrderStatus };

/** Orders (migrations 0400, 0800, 0830, 0960, 1030) and their payment attempts, as Kysely sees them. Amounts are whole cents. */
export interface OrderTables {
  orders: OrdersTable;
  payment_attempts: PaymentAttemptsTable;
  invoice_sequence: InvoiceSequenceTable;
}

export interface OrdersTable extends OrderTaxAndCodeColumns, OrderInvoiceColumns {
  /** The order number customers see ("Order #20260515-7KQ2M9"). */
  id: string;
  user_id: string;
  /** SHA-256 of the cart's checkout key: one order per checkout of a cart. */
  checkout_key_hash: string;
  status: OrderStatus;
  /** Counts the charges tried; each has its own idempotency key at the card processor. */
  payment_attempt: number;
  /** Set by the request that claimed the current attempt (the claim is the lock). */
  payment_method_id: string | null;
  payment_intent_id: string | null;
  failure_message: string | null;
  /** 0/1: US orders are charged through the US account. */
  is_us_order: number;
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  us_sales_tax_cents: number;
  us_sales_tax_percentage: number;
  total_cents: number;
  /** The priced cart as charged (storedPricedCart.ts): lines, discounts, tax, total, items. */
  priced_cart_json: string;
  /**
   * What each line charged, in cents, as a JSON array (migration 1030): the credit base of its
   * next upgrade. Null on orders placed before it.
   */
  line_charged_cents_json: string | null;
  /** The buyer's order information (docs/spec.md §3 personal info, without third_party_data). */
  billing_json: string;
  /** Whom the licences are granted to: the buyer, or the third party. */
  licensee_json: string;
  third_party_order: number;
  /**
   * The EULA in force when the customer paid, read before the charge (it is the licence they
   * agree to by paying); null only on orders claimed before migration 0800.
   */
  licence_text: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** When the confirmation e-mail was queued; null on a paid order: it is still owed. */
  confirmation_queued_at: string | null;
  /** Migration 1000: the refunded lines' indexes as JSON; null: none refunded. */
  refunded_lines_json: string | null;
  /** How many refunds the order had; a refund's conditional update names it. */
  refund_count: Generated<number>;
  /** Migration 1050: when a licensee correction last re-issued the documents; null: never. */
  documents_reissued_at: string | null;
}

/**
 * One charge of an order, recorded before the card processor is called. `idempotency_key`
 * is what the processor knows the charge by: the same key always answers the same intent.
 */
export interface PaymentAttemptsTable {
  order_id: string;
  /** The order's payment_attempt this charge was made for. */
  attempt: number;
  idempotency_key: string;
  payment_method_id: string;
  amount_cents: number;
  /** Lower case, as the processor was sent it. */
  currency: string;
  is_us_order: number;
  /** Known once the processor answered (or the sweep, or a webhook, found it). */
  payment_intent_id: string | null;
  created_at: string;
  updated_at: string;
}

/** One row (id 1): the last invoice number given (migration 0960). */
export interface InvoiceSequenceTable {
  id: number;
  last_number: number;
}
