import type { CartAmountAnswer, PricedCart, PricedCartLine } from './cartAnswer';
import type { Cart } from '../domain/cart/Cart';
import type { StoredCartTax } from '../domain/cart/StoredPricedCart';
import { cartDiscountName, type CartDiscount } from '../domain/cart/CartDiscount';
import type { CartLine } from '../domain/cart/CartLine';
import { formatMoney } from '../domain/pricing/formatMoney';
import { fromCents, type Cents } from '../domain/pricing/money';
import { taxOfKind } from '../domain/tax/cartTax';
import { pricesIncludeVat, shownPricesCents } from '../domain/tax/consumerPrice';

/*
 * The domain's priced Cart as the wire writes it (src/contract/cartAnswer.ts, `PricedCart`):
 * each amount in currency units (`price`, `amount`, `subtotal`, …) and, where the cart shows
 * it, as text with the currency symbol (`value`). The domain computes in cents and formats
 * nothing (src/domain/README.md); this is the one place a cart's cents become the wire's
 * figures. Orders and quotes store this shape (`priced_cart_json`), which
 * src/server/orders/adapters/storedPricedCart.ts writes with it and reads back into cents (a
 * `StoredPricedCart`): so this takes what a stored cart keeps, and writes a stored one again
 * as it was.
 */
export function cartFiguresAnswer(cart: CartFigures, currencySymbol: string): PricedCart {
  const money = (cents: Cents) => formatMoney(cents, currencySymbol);
  // A consumer paying VAT is shown every amount including it, the lines and discounts adding
  // up to the total (consumerPrice.ts); discounts are the negative amounts after the lines.
  const includesVat = pricesIncludeVat(cart.tax);
  const shown = shownPricesCents(
    [
      ...cart.lines.map((line) => line.priceCents),
      ...cart.discounts.map((line) => -line.amountCents),
    ],
    cart.tax,
  );
  const gross = (index: number) => {
    const cents = shown[index];
    if (!includesVat || cents === undefined) return {};
    return { gross: fromCents(cents), gross_value: money(cents) };
  };
  const named = (name: string, cents: Cents, sign: 1 | -1): CartAmountAnswer => ({
    name,
    value: money(sign * cents),
    amount: fromCents(cents),
  });
  // A discount code's line is named here, in the shop's currency (CartDiscount.ts).
  const discount = (line: CartDiscount, index: number) => ({
    ...named(cartDiscountName(line, currencySymbol), line.amountCents, -1),
    ...gross(cart.lines.length + index),
  });
  const { tax } = cart;
  // The wire's older per-kind fields, read by browsers from before the tax object, are the
  // decision seen as one kind: zero when the cart's tax is of another kind.
  const usSalesTax = taxOfKind(tax, 'us_sales_tax');
  const vat = taxOfKind(tax, 'vat');
  return {
    cart: cart.lines.map((line, index) => ({ ...pricedLine(line, money), ...gross(index) })),
    discounts: cart.discounts.map(discount),
    subtotal: fromCents(cart.subtotalCents),
    us_sales_tax: fromCents(usSalesTax.amountCents),
    us_sales_tax_percentage: usSalesTax.ratePercent,
    is_us_order: tax.kind === 'us_sales_tax',
    net: fromCents(cart.netCents),
    tax: {
      kind: tax.kind,
      rate_percentage: tax.ratePercent,
      reverse_charge: tax.reverseCharge,
      country: tax.country,
      vat_number: tax.vatNumber,
      amount: fromCents(tax.amountCents),
      line: tax.lineName === null ? null : { name: tax.lineName, value: money(tax.amountCents) },
      note: tax.note,
    },
    vat: fromCents(vat.amountCents),
    vat_percentage: vat.ratePercent,
    reverse_charge: tax.reverseCharge,
    ...(includesVat ? { prices_include_vat: true } : {}),
    discount_code: cart.discountCode,
    total: named(cart.total.name, cart.total.amountCents, 1),
    cart_modified: cart.cartModified,
    note: cart.note,
  };
}

/** What the wire's figures are written from: a priced cart, or one an order stored. */
export interface CartFigures extends Omit<Cart, 'lineNetCents' | 'tax'> {
  tax: StoredCartTax;
}

function pricedLine(line: CartLine, money: (cents: Cents) => string): PricedCartLine {
  const { upgrade } = line;
  return {
    id: line.id,
    type: line.type,
    name: line.name,
    font_class: line.fontClass,
    pro: line.pro,
    ...(line.families ? { families: line.families } : {}),
    options: line.options,
    options_text: line.optionsText,
    scripts: line.scripts,
    price: fromCents(line.priceCents),
    value: money(line.priceCents),
    ...(upgrade
      ? {
          upgrade: {
            order_id: upgrade.orderId,
            line: upgrade.line,
            paid_before: fromCents(upgrade.paidBeforeCents),
            credit: fromCents(upgrade.creditCents),
          },
        }
      : {}),
  };
}
