import type { CartItem } from '../cart/CartItem';

/** A licence the customer holds, as the shop marks it: the order line and what it licenses. */
export interface OwnedShopLicence {
  orderId: string;
  line: number;
  kind: CartItem['type'];
  optionId: string;
  options: CartItem['options'];
  scripts: readonly string[];
  /** What has been paid toward it: an upgrade of it is credited up to this much. */
  paidCents: number;
}
