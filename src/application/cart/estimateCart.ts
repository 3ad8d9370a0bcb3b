import { priceCartLine } from '../../domain/cart/CartLine';
import { formatMoney } from '../../domain/pricing/formatMoney';
import { fromCents, sumCents, toCents } from '../../domain/pricing/money';
import { pricesIncludeVat, shownPricesCents } from '../../domain/tax/consumerPrice';
import { findShopOption } from '../shop/findShopOption';
import type { Shop } from '../shop/Shop';
import { FALLBACK_CURRENCY_SYMBOL } from '../stores/SettingsStore';
import { cartItemKey, type CartItem } from './CartItem';
import type { CartView, CartViewLine } from './CartView';

/** Shown for a line (and the total) that only the server's next answer can price. */
const UNKNOWN_PRICE = '…';

/**
 * The cart as the browser prices it while the server's answer is on its way (or failed):
 * lines of a loaded shop priced by the domain, others as last answered. The total is the sum
 * of the lines, unless a line is an upgrade (its credit is the server's to find), no shop or
 * answer prices it, or the last answer took a discount off (a code, the club's members'
 * discount: each depends on the whole cart and on the buyer, which the server knows): then
 * '…', and so is each such discount, until the answer brings them.
 */
export function estimateCart(
  items: readonly CartItem[],
  shops: ReadonlyMap<string, Shop>,
  lastAnswer: CartView,
): CartView {
  const answered = new Map(lastAnswer.lines.map((line) => [cartItemKey(line), line]));
  const currencies = [...shops.values()].map((shop) => shop.currencySymbol);
  const currency = currencies[0] ?? FALLBACK_CURRENCY_SYMBOL;
  // The buyer the last answer was priced for: a consumer paying VAT sees it included.
  const shownTax = lastAnswer.shownTax ?? null;
  const includesVat = pricesIncludeVat(shownTax);
  const unknownLine = (item: CartItem): CartViewLine => ({
    id: item.id,
    type: item.type,
    name: item.name,
    fontClass: item.font_class,
    optionsText: { desktop: null, web: null, app: null },
    scripts: [],
    price: 0,
    value: UNKNOWN_PRICE,
  });
  let unpriced = false;
  const netLines = items.map((item): CartViewLine => {
    const last = answered.get(cartItemKey(item));
    // An upgrade costs the new licence less what was paid for the old one, which only the
    // server looks up: its line is the last answer's, and the total waits for the next.
    if (item.upgrade) {
      unpriced = true;
      return last ?? unknownLine(item);
    }
    const shop = shops.get(item.typeface);
    const option = shop ? findShopOption(shop, item.type, item.id) : null;
    if (shop && option) {
      const line = priceCartLine({
        pricing: shop.pricing,
        option,
        options: item.options,
        scripts: item.scripts,
        fontClass: item.font_class,
      });
      return {
        id: item.id,
        type: item.type,
        name: line.name,
        fontClass: line.fontClass,
        optionsText: line.optionsText,
        scripts: line.scripts,
        price: fromCents(line.priceCents),
        value: formatMoney(line.priceCents, shop.currencySymbol),
        tester: last?.tester ?? null,
        ...(line.families ? { families: line.families } : {}),
      };
    }
    if (!last) unpriced = true;
    return last ?? unknownLine(item);
  });
  // A consumer's gross prices carry their shares of the cart's VAT, so they add up to the
  // total the server will charge (consumerPrice.ts).
  const shown = shownPricesCents(
    netLines.map((line) => toCents(line.price)),
    shownTax,
  );
  const lines = netLines.map((line, index): CartViewLine =>
    includesVat && line.value !== UNKNOWN_PRICE
      ? { ...line, grossValue: formatMoney(shown[index] ?? 0, currency) }
      : line,
  );
  const total = sumCents(shown);
  const discounts = lastAnswer.discounts.map(({ name }) => ({ name, value: UNKNOWN_PRICE }));
  if (discounts.length > 0) unpriced = true;
  return {
    lines,
    discounts,
    // The tax and the code's discount depend on the total: the next answer brings them.
    tax: null,
    shownTax,
    discountCode: lastAnswer.discountCode ?? null,
    // A total without every line's price would mislead: it shows '…' until the answer.
    total: {
      name: lastAnswer.total.name,
      value: unpriced ? UNKNOWN_PRICE : formatMoney(total, currency),
    },
    cartModified: false,
    note: null,
  };
}
