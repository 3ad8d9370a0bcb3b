import type { CartAnswerWire } from '../cart/CartWire';

/** PUT cart's answer in address mode: the cart answer plus the order's tax and intent. */
export interface AddressAnswerWire extends CartAnswerWire {
  is_us_order?: boolean;
  us_sales_tax?: number;
  us_sales_tax_percentage?: number;
  /** The tax line as the server formats it, when it sends one. */
  us_sales_tax_line?: { name: string; value: string } | null;
  taxjar_error?: string | null;
  stripe_payment_intent?: string | null;
}

/** POST checkout and POST payment/confirm (docs/spec.md §7). */
export interface PaymentAnswerWire {
  error?: { message?: string } | string | null;
  requires_action?: boolean;
  payment_intent_client_secret?: string | null;
  order_id?: string | number | null;
  success?: boolean;
}
