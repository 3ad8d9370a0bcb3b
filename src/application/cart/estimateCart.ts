import { priceCartLine } from '../../domain/cart/CartLine';
import { formatMoney } from '../../domain/pricing/formatMoney';
import { sumMoney } from '../../domain/pricing/money';
import { findShopOption } from '../shop/findShopOption';
import type { Shop } from '../shop/Shop';
import { FALLBACK_CURRENCY_SYMBOL } from '../stores/SettingsStore';
import { cartItemKey, type CartItem } from './CartItem';
import type { CartView, CartViewLine } from './CartView';

/** Shown for a line whose shop is not loaded and that no answer has priced yet. */
const UNKNOWN_PRICE = '…';

/**
 * The cart as the browser prices it while the server's answer is on its way (or failed):
 * lines of a loaded shop priced by the domain, others as last answered. Before checkout
 * there are no discounts, so the total is the sum of the lines.
 */
export function estimateCart(
  items: readonly CartItem[],
  shops: ReadonlyMap<string, Shop>,
  lastAnswer: CartView,
): CartView {
  const answered = new Map(lastAnswer.lines.map((line) => [cartItemKey(line), line]));
  const currencies = [...shops.values()].map((shop) => shop.currencySymbol);
  const currency = currencies[0] ?? FALLBACK_CURRENCY_SYMBOL;
  const lines = items.map((item): CartViewLine => {
    const shop = shops.get(item.typeface);
    const option = shop ? findShopOption(shop, item.type, item.id) : null;
    if (shop && option) {
      const line = priceCartLine(
        {
          pricing: shop.pricing,
          option,
          options: item.options,
          scripts: item.scripts,
          font_class: item.font_class,
        },
        shop.currencySymbol,
      );
      const tester = answered.get(cartItemKey(item))?.tester ?? null;
      return { ...line, id: item.id, type: item.type, tester };
    }
    return (
      answered.get(cartItemKey(item)) ?? {
        id: item.id,
        type: item.type,
        name: item.name,
        font_class: item.font_class,
        options_text: { desktop: null, web: null, app: null },
        scripts: [],
        price: 0,
        value: UNKNOWN_PRICE,
      }
    );
  });
  const total = sumMoney(lines.map((line) => line.price));
  return {
    lines,
    discounts: [],
    // The tax and the code's discount depend on the total: the next answer brings them.
    tax: null,
    discountCode: lastAnswer.discountCode ?? null,
    total: { name: lastAnswer.total.name, value: formatMoney(total, currency) },
    cart_modified: false,
    note: null,
  };
}
