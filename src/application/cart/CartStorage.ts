import type { ShownTax } from '../../domain/tax/consumerPrice';
import type { CartItem } from './CartItem';

/** Where the browser keeps its cart between visits (docs/spec.md §9: a cookie). */
export interface CartStorage {
  read(): CartItem[];
  save(items: readonly CartItem[]): void;
  clear(): void;
  /** The discount code typed in the cart, kept beside it so a reload does not lose it. */
  readDiscountCode?(): string | null;
  saveDiscountCode?(code: string | null): void;
  /**
   * How the buyer's prices were last shown (a consumer's VAT), kept so that the next page,
   * rendered by the server and hydrated here, shows them the same way from its first paint.
   */
  readShownTax?(): ShownTax | null;
  saveShownTax?(tax: ShownTax | null): void;
}
