import { cartOptionKey } from '../../domain/cart/cartOptionState';
import type { LicenceSelections } from '../../domain/pricing/LicenceCategory';
import type { LineKind } from '../../domain/pricing/ShopPricing';

/**
 * What the customer chose for one cart line: the option, its shop and the licences. No
 * price: the server prices every line itself (DESIGN: a price the client sends is ignored).
 * Names travel along so a cart restored from the cookie can be shown before the answer.
 */
export interface CartItem {
  id: string;
  type: LineKind;
  /** The shop (typeface page) the option belongs to. */
  typeface: string;
  name: string;
  font_class: string;
  options: LicenceSelections;
  /** Ids of the chosen extra scripts. */
  scripts: string[];
  /** The type tester's set-up when the line was added, as its address query (cartTester.ts). */
  tester?: string;
  /**
   * The order line this item upgrades (docs/shop.md "Upgrades"), named as the cookie and the server
   * name it; absent for a new licence.
   */
  upgrade?: { order_id: string; line: number };
}

export function cartItemKey(item: Pick<CartItem, 'type' | 'id'>): string {
  return cartOptionKey(item.type, item.id);
}
