import type { CartItem } from '../cart/CartItem';
import type { CartView, NamedAmount } from '../cart/CartView';

/** PUT cart in address mode (docs/spec.md §7): the cart priced for this buyer and address. */
export interface AddressAnswer {
  view: CartView;
  /** The items as priced: lowered to the junior limit when `view.cart_modified`. */
  items: CartItem[];
  is_us_order: boolean;
  /** The sales tax line of a US order, e.g. {name: 'US sales tax (8.875%)', value: '$21.30'}. */
  usSalesTax: NamedAmount | null;
  us_sales_tax: number;
  us_sales_tax_percentage: number;
  /** The address or tax lookup failed: shown above the form, and step 2 stays open. */
  taxjar_error: string | null;
  stripe_payment_intent: string | null;
}
