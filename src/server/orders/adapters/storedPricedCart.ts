import type { CartAnswer, PricedCart, PricedCartLine } from '../../../contract/cartAnswer';
import { cartFiguresAnswer, type CartFigures } from '../../../contract/cartFiguresAnswer';
import { TOTAL_NAME } from '../../../domain/cart/Cart';
import type { CartLine } from '../../../domain/cart/CartLine';
import { cartItemsIdWise, type CartItemsIdWise } from '../../../domain/cart/cartItemsIdWise';
import type { StoredCartTax, StoredPricedCart } from '../../../domain/cart/StoredPricedCart';
import { toCents } from '../../../domain/pricing/money';
import type { CartPrice } from '../app/CartPrice';
import {
  cartBuyerOfStored,
  cartItemOfStored,
  storedCartBuyerOf,
  storedCartItemOf,
  type StoredCartBuyer,
  type StoredCartItem,
} from '../app/storedCartSelection';

/**
 * A priced cart as an order's or a quote's `priced_cart_json` holds it, as this release writes
 * it: the figures in currency units (src/contract/cartFiguresAnswer.ts), the selection
 * (storedCartSelection.ts), the ids per kind and the testers. It is the cart answer's layout
 * (src/server/cart/http/cartAnswer.ts), which the rows have always kept: old rows read with
 * it, and a server of the release before reads the new ones.
 */
export type WrittenPricedCartJson = PricedCart & {
  items: StoredCartItem[];
  buyer: StoredCartBuyer | null;
  cart_items_id_wise: CartItemsIdWise;
  testers: CartAnswer['testers'];
};

/**
 * The layout as it is read: rows written by earlier releases lack fields added since (the
 * tax object of migration 0830, its note, the discount code's status, the buyer), and a row
 * made by hand may hold no more than `{}`: what is missing is read as absent, empty or zero.
 */
export type StoredPricedCartJson = Partial<WrittenPricedCartJson>;

/** What the layout is written from: a cart's price, or a stored one read back with its tax. */
export interface PricedCartToStore extends Omit<CartPrice, 'cart'> {
  cart: CartFigures;
}

/**
 * The one writer of `priced_cart_json`, for orders and quotes alike; storedPricedCartOf reads
 * it back. The keys keep the order they were always written in, so a new row is byte for byte
 * what the release before wrote for the same cart.
 */
export function storedPricedCartJson(price: PricedCartToStore): WrittenPricedCartJson {
  const { cart, selection } = price;
  return {
    ...cartFiguresAnswer(cart, price.currencySymbol),
    items: selection.items.map(storedCartItemOf),
    buyer: selection.buyer && storedCartBuyerOf(selection.buyer),
    cart_items_id_wise: cartItemsIdWise(cart.lines),
    testers: price.testers,
  };
}

/**
 * The priced cart of a stored order or quote in the domain's terms, in cents: the one place
 * the server reads `priced_cart_json` back. Written again by storedPricedCartJson, it gives
 * the same JSON, so new rows keep the layout old servers read.
 */
export function storedPricedCartOf(json: StoredPricedCartJson): StoredPricedCart {
  return {
    lines: (json.cart ?? []).map(cartLineOf),
    discounts: (json.discounts ?? []).map((discount) => ({
      name: discount.name,
      amountCents: toCents(discount.amount),
    })),
    subtotalCents: toCents(json.subtotal ?? 0),
    netCents: toCents(json.net ?? 0),
    tax: json.tax ? taxOf(json.tax) : null,
    legacyUsSalesTax:
      !json.tax && json.is_us_order
        ? {
            amountCents: toCents(json.us_sales_tax ?? 0),
            ratePercent: json.us_sales_tax_percentage ?? 0,
          }
        : null,
    discountCode: json.discount_code ?? null,
    total: json.total
      ? { name: json.total.name, amountCents: toCents(json.total.amount) }
      : { name: TOTAL_NAME, amountCents: 0 },
    cartModified: json.cart_modified ?? false,
    note: json.note ?? null,
    items: (json.items ?? []).map(cartItemOfStored),
    buyer: json.buyer ? cartBuyerOfStored(json.buyer) : null,
  };
}

/** Reads an order's or quote's `priced_cart_json` column. */
export function storedPricedCartOfColumn(column: string): StoredPricedCart {
  return storedPricedCartOf(JSON.parse(column) as StoredPricedCartJson);
}

function cartLineOf(line: PricedCartLine): CartLine {
  const { upgrade } = line;
  return {
    id: line.id,
    type: line.type,
    name: line.name,
    fontClass: line.font_class,
    pro: line.pro,
    ...(line.families ? { families: line.families } : {}),
    options: line.options,
    optionsText: line.options_text,
    scripts: line.scripts,
    priceCents: toCents(line.price),
    ...(upgrade
      ? {
          upgrade: {
            orderId: upgrade.order_id,
            line: upgrade.line,
            paidBeforeCents: toCents(upgrade.paid_before),
            creditCents: toCents(upgrade.credit),
          },
        }
      : {}),
  };
}

function taxOf(tax: PricedCart['tax']): StoredCartTax {
  return {
    kind: tax.kind,
    ratePercent: tax.rate_percentage,
    reverseCharge: tax.reverse_charge,
    country: tax.country,
    vatNumber: tax.vat_number,
    amountCents: toCents(tax.amount),
    lineName: tax.line?.name ?? null,
    note: tax.note ?? null,
  };
}
