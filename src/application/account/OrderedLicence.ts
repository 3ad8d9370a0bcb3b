import type { OptionKind } from '../../domain/pricing/ShopPricing';
import type { CartItem } from '../cart/CartItem';

/**
 * What an order line licenses, as the cart would hold it: where an upgrade starts from. A
 * collection bundle has none: it is not sold by one family's shop, so it is not upgraded.
 */
export type OrderedLicence = Pick<CartItem, 'id' | 'typeface' | 'options' | 'scripts'> & {
  type: OptionKind;
};
