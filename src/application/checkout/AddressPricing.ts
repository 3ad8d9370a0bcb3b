import type { CartItem } from '../cart/CartItem';
import type { CartView } from '../cart/CartView';
import type { NamedAmount } from '../cart/NamedAmount';

/** PUT cart in address mode (docs/spec.md §7): the cart priced for this buyer and address. */
export interface AddressPricing {
  view: CartView;
  /** The items as priced: lowered to the junior limit when `view.cartModified`. */
  items: CartItem[];
  isUsOrder: boolean;
  /** The sales tax line of a US order, e.g. {name: 'US sales tax (8.875%)', value: '$21.30'}. */
  usSalesTax: NamedAmount | null;
  /** The same tax in currency units, and its rate; sent back with the payment. */
  usSalesTaxAmount: number;
  usSalesTaxPercentage: number;
  /** Why no tax is charged, e.g. "No sales tax: Oregon has no state sales tax."; else null. */
  taxNote: string | null;
  /** The address or tax lookup failed: shown above the form, and step 2 stays open. */
  taxjarError: string | null;
  stripePaymentIntent: string | null;
  /**
   * The order costs nothing (a 100 % code, a full upgrade credit): it is placed without a
   * card, and the server confirms the zero total before it pays the order.
   */
  nothingToPay: boolean;
}
