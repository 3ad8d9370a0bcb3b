import type { LicenceCategory } from '../pricing/LicenceCategory';
import type { JuniorBuyer } from '../pricing/juniorDiscount';
import type { LineKind } from '../pricing/ShopPricing';
import type { UpgradeTarget } from '../upgrades/licenceUpgrade';

/**
 * What was chosen for one cart line, never what it costs: the shop's option (`kind` and
 * `optionId` in the shop of `typefacePage`), a tier index per licence category (null: not
 * licensed) and the extra scripts. The server prices it from the shop (Cart.ts's CartItemInput).
 */
export interface CartItemSelection {
  kind: LineKind;
  optionId: string;
  typefacePage: string;
  options: Record<LicenceCategory, number | null>;
  scripts: string[];
  /** The type tester's set-up when the line was added, as the tester's address query. */
  tester?: string;
  /** The paid order line this item upgrades (docs/shop.md "Upgrades"). */
  upgrade?: UpgradeTarget;
  /** A bundle's families by typeface page, found by the server when it prices the item. */
  families?: string[];
}

/** A cart as the customer chose it: its lines, the buyer-type choices and a discount code. */
export interface CartSelection {
  items: CartItemSelection[];
  /** The buyer-type choices of checkout's step 2 (the junior discount); null before checkout. */
  buyer: JuniorBuyer | null;
  /** A discount code typed in the cart or the review step (docs/discounts.md). */
  discountCode?: string | null;
}

export const EMPTY_CART_SELECTION: CartSelection = { items: [], buyer: null };
