import type { CartItem } from '../../application/cart/CartItem';
import type { CartSelection } from '../../contract/cartAnswer';
import type { CartBody } from '../../contract/cart';
import { LICENCE_CATEGORIES, type LicenceCategory } from '../../domain/pricing/LicenceCategory';

/** What the server prices for a browser's cart item: the choice, never its names or price. */
export function toCartSelection(item: CartItem): CartSelection {
  const options = {} as Record<LicenceCategory, number | null>;
  for (const category of LICENCE_CATEGORIES) options[category] = item.options[category] ?? null;
  return {
    kind: item.type,
    option_id: item.id,
    typeface_page: item.typeface,
    options,
    scripts: [...item.scripts],
    ...(item.tester ? { tester: item.tester } : {}),
    ...(item.upgrade ? { upgrade: item.upgrade } : {}),
  };
}

/** The body of every call that sends the cart: `{cart: {items, buyer, discount_code}}`. */
export function cartRequestBody(
  items: readonly CartItem[],
  discountCode: string | null = null,
): CartBody {
  return { cart: { items: items.map(toCartSelection), buyer: null, discount_code: discountCode } };
}
