/** Orders (migration 0400), as Kysely sees them. Amounts are whole cents. */
export interface OrderTables {
  orders: OrdersTable;
}

/**
 * pending: checkout started, the card not (yet) charged; paid: the money is taken and the
 * licences are granted; failed: the last charge failed (a new pay click reopens the order).
 */
export type OrderStatus = 'pending' | 'paid' | 'failed';

export interface OrdersTable {
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
  /** The server's CartAnswer as charged: lines, licences, discounts, tax, total, items. */
  priced_cart_json: string;
  /** The buyer's order information (spec §3 personal info, without third_party_data). */
  billing_json: string;
  /** Whom the licences are granted to: the buyer, or the third party. */
  licensee_json: string;
  third_party_order: number;
  /** The EULA in force when the order was paid: the licence the customer agreed to. */
  licence_text: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}
