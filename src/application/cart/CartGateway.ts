import type { CartPricing } from './CartPricing';
import type { CartItem } from './CartItem';

/** The cart calls of docs/spec.md §7 and DESIGN "The API". */
export interface CartGateway {
  /** PUT cart: stores and prices the cart; reads total.value and the lines. */
  update(items: readonly CartItem[], discountCode?: string | null): Promise<CartPricing>;
  /**
   * GET cart: the cart the server holds, priced for the buyer it knows (a saved address, or
   * the address checkout was given), whose tax decides how the shop shows prices.
   */
  current(): Promise<CartPricing>;
  /** DELETE cart. */
  destroy(): Promise<void>;
  /** POST cart/share: the id of a shared copy, which keeps the discount code. */
  share(items: readonly CartItem[], discountCode?: string | null): Promise<string>;
  /** GET cart/{id}: a shared cart. */
  shared(id: string): Promise<CartPricing>;
  /** POST cart/pdf: the address of the quote PDF, priced with the discount code. */
  pdfQuote(items: readonly CartItem[], discountCode?: string | null): Promise<string>;
}
