import type { CartAnswer, PricedCart, PricedCartLine } from '../../../contract/cartAnswer';
import { TOTAL_NAME } from '../../../domain/cart/Cart';
import type { CartLine } from '../../../domain/cart/CartLine';
import type { StoredCartTax, StoredPricedCart } from '../../../domain/cart/StoredPricedCart';
import { toCents } from '../../../domain/pricing/money';
import {
  cartBuyerOfStored,
  cartItemOfStored,
  type StoredCartBuyer,
  type StoredCartItem,
} from '../app/storedCartSelection';

/**
 * A priced cart as an order's or a quote's `priced_cart_json` holds it: the cart answer as it
 * was written when the order was placed or the quote made (src/contract/cartFiguresAnswer.ts
 * with the selection, storedCartSelection.ts), amounts in currency units. Rows written by
 * earlier releases lack fields added since (the tax object of migration 0830, its note, the
 * discount code's status, the buyer), and a row made by hand may hold no more than `{}`: what
 * is missing is read as absent, empty or zero.
 */
export type StoredPricedCartJson = Partial<PricedCart> & {
  items?: StoredCartItem[];
  buyer?: StoredCartBuyer | null;
  testers?: CartAnswer['testers'];
};

/**
 * The priced cart of a stored order or quote in the domain's terms, in cents: the one place
 * the server reads the stored answer back. Written again by cartFiguresAnswer (with the
 * selection), it gives the same JSON, so new rows keep the layout old servers read.
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
