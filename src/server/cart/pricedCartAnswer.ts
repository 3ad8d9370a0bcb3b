import type { PricedCart } from '../../contract/cartAnswer';
import type { Cart } from '../../domain/cart/Cart';
import { cartDiscountName, type CartDiscount } from '../../domain/cart/CartDiscount';
import type { CartLine } from '../../domain/cart/CartLine';
import { formatMoney } from '../../domain/pricing/formatMoney';
import { fromCents, toCents, type Cents } from '../../domain/pricing/money';
import type { PaidCart } from '../../domain/upgrades/upgradeCredit';

/*
 * The domain's priced Cart as the wire writes it (src/contract/cartAnswer.ts, `PricedCart`):
 * each amount in currency units (`price`, `amount`, `subtotal`, …) and, where the cart shows
 * it, as text with the currency symbol (`value`). The domain computes in cents and formats
 * nothing (src/domain/README.md); this is the one place a cart's cents become the wire's
 * figures. Orders store this shape (`priced_cart_json`), so their pages and documents read it.
 */
export type PricedCartAnswer = PricedCart;
export type PricedCartLine = PricedCart['cart'][number];
/** A discount, credit or total: `amount` in currency units, `value` as shown. */
export type CartAmountAnswer = PricedCart['total'];

export function pricedCartAnswer(cart: Cart, currencySymbol: string): PricedCartAnswer {
  const money = (cents: Cents) => formatMoney(cents, currencySymbol);
  const named = (name: string, cents: Cents, sign: 1 | -1): CartAmountAnswer => ({
    name,
    value: money(sign * cents),
    amount: fromCents(cents),
  });
  // A discount code's line is named here, in the shop's currency (CartDiscount.ts).
  const discount = (line: CartDiscount) =>
    named(cartDiscountName(line, currencySymbol), line.amount_cents, -1);
  const { amount_cents: taxCents, line_name: taxLineName, ...decision } = cart.tax;
  return {
    cart: cart.cart.map((line) => pricedLine(line, money)),
    discounts: cart.discounts.map(discount),
    subtotal: fromCents(cart.subtotal_cents),
    us_sales_tax: fromCents(cart.us_sales_tax_cents),
    us_sales_tax_percentage: cart.us_sales_tax_percentage,
    is_us_order: cart.is_us_order,
    net: fromCents(cart.net_cents),
    tax: {
      ...decision,
      amount: fromCents(taxCents),
      line: taxLineName === null ? null : { name: taxLineName, value: money(taxCents) },
    },
    vat: fromCents(cart.vat_cents),
    vat_percentage: cart.vat_percentage,
    reverse_charge: cart.reverse_charge,
    discount_code: cart.discount_code,
    total: named(cart.total.name, cart.total.amount_cents, 1),
    cart_modified: cart.cart_modified,
    note: cart.note,
  };
}

function pricedLine(line: CartLine, money: (cents: Cents) => string): PricedCartLine {
  const { price_cents, upgrade, ...rest } = line;
  return {
    ...rest,
    price: fromCents(price_cents),
    value: money(price_cents),
    ...(upgrade
      ? {
          upgrade: {
            order_id: upgrade.order_id,
            line: upgrade.line,
            paid_before: fromCents(upgrade.paid_before_cents),
            credit: fromCents(upgrade.credit_cents),
          },
        }
      : {}),
  };
}

/** A stored order's priced cart read back into cents, for the domain's upgrade credits. */
export function paidCartOf(answer: PricedCartAnswer): PaidCart {
  return {
    cart: answer.cart.map((line) => ({
      price_cents: toCents(line.price),
      ...(line.upgrade
        ? {
            upgrade: {
              paid_before_cents: toCents(line.upgrade.paid_before),
              credit_cents: toCents(line.upgrade.credit),
            },
          }
        : {}),
    })),
    subtotal_cents: toCents(answer.subtotal),
    discounts: answer.discounts.map((discount) => ({ amount_cents: toCents(discount.amount) })),
  };
}
