import { describe, expect, it } from 'vitest';
import type { PricedCart } from '../../../src/contract/cartAnswer';
import { priceCart, type Cart } from '../../../src/domain/cart/Cart';
import type { CartSelection } from '../../../src/domain/cart/CartSelection';
import { usSalesTax, vatDecision } from '../../../src/domain/tax/taxDecision';
import { cartAnswerOf } from '../../../src/server/cart/http/cartAnswer';
import type { CartLineTester, CartPrice } from '../../../src/server/orders/app/CartPrice';
import {
  storedPricedCartJson,
  storedPricedCartOf,
  storedPricedCartOfColumn,
  type StoredPricedCartJson,
} from '../../../src/server/orders/adapters/storedPricedCart';
import { style } from '../../domain/pricing/shopFixture';
import { cartItem as item, student } from '../../domain/cart/cartFixture';
import { pricedCart } from '../documents/documentFixtures';

const today = '2026-05-02';

const tester: CartLineTester = {
  text: 'Handgloves',
  style: { slug: 'regular', name: 'Regular' },
  size: 48,
  leading: 1.2,
  tracking: 0,
  summary: '48 px',
  features: [],
  axes: {},
  direction: 'ltr',
  language: null,
  face: null,
  lang: null,
  textTransform: 'none',
  link: '/typeface/serif?size=48',
};

/** The selection a cart of the fixture shop's lines was priced from. */
function selectionOf(cart: Cart, buyer: CartSelection['buyer']): CartSelection {
  return {
    items: cart.lines.map((line, index) => ({
      kind: line.type,
      optionId: line.id,
      typefacePage: 'serif',
      options: { desktop: null, web: null, app: null, ...line.options },
      scripts: [],
      ...(index === 0 ? { tester: 'size=48' } : {}),
      ...(line.upgrade
        ? { upgrade: { orderId: line.upgrade.orderId, line: line.upgrade.line } }
        : {}),
    })),
    buyer,
  };
}

/** The price the server gives a cart of the fixture shop's lines, the first with a tester. */
function priceOf(cart: Cart, buyer: CartSelection['buyer'], symbol = '$'): CartPrice {
  const selection = selectionOf(cart, buyer);
  return {
    cart,
    selection,
    testers: selection.items.map((_, index) => (index === 0 ? tester : null)),
    currencySymbol: symbol,
  };
}

/** An order's or a quote's `priced_cart_json` as their repositories store it. */
function storedColumn(cart: Cart, buyer: CartSelection['buyer'], symbol = '$'): string {
  return JSON.stringify(storedPricedCartJson(priceOf(cart, buyer, symbol)));
}

/** A stored cart read back and written again by the same writer. */
function writtenAgain(column: string, symbol = '$'): string {
  const json = JSON.parse(column) as StoredPricedCartJson;
  const stored = storedPricedCartOf(json);
  if (!stored.tax) throw new Error('a cart written by storedPricedCartJson has its tax');
  return JSON.stringify(
    storedPricedCartJson({
      cart: { ...stored, tax: stored.tax },
      selection: { items: stored.items, buyer: stored.buyer },
      testers: json.testers ?? [],
      currencySymbol: symbol,
    }),
  );
}

/** A row as an earlier release wrote it: without the keys added since. */
function olderRow<T extends object>(json: T, keys: readonly string[]): StoredPricedCartJson {
  const row = JSON.parse(JSON.stringify(json)) as Record<string, unknown>;
  for (const key of keys) delete row[key];
  return row as StoredPricedCartJson;
}

const carts: Record<string, () => { cart: Cart; buyer: CartSelection['buyer'] }> = {
  'a student with US sales tax': () => ({
    cart: priceCart({
      items: [item(), item({ option: style, options: { web: 1 }, scripts: ['cyrl'] })],
      buyer: student,
      today,
      tax: usSalesTax(7.25),
    }),
    buyer: { ...student, graduationDate: null },
  }),
  'a consumer paying VAT, shown gross prices': () => ({
    cart: priceCart({
      items: [item(), item({ option: style })],
      today,
      tax: vatDecision('DE', 'DE', null),
    }),
    buyer: null,
  }),
  'a reverse charge': () => ({
    cart: priceCart({ items: [item()], today, tax: vatDecision('FR', 'DE', 'FR12345678901') }),
    buyer: null,
  }),
  'a fixed-amount discount code, whose name holds money': () => ({
    cart: priceCart({
      items: [item(), item({ option: style })],
      today,
      discountCode: {
        code: 'WELCOME',
        terms: {
          code: 'WELCOME',
          kind: 'amount',
          percent: null,
          amountCents: 1050,
          expiresOn: null,
          maxUses: null,
          uses: 0,
          typefaces: null,
        },
        lineTypefaces: ['serif', 'serif'],
      },
    }),
    buyer: null,
  }),
  'an upgrade with its credit': () => ({
    cart: priceCart({
      items: [item({ option: style, upgrade: { orderId: 'A', line: 0, paidBeforeCents: 2550 } })],
      today,
    }),
    buyer: null,
  }),
};

describe("an order's or a quote's stored priced cart", () => {
  for (const [name, make] of Object.entries(carts)) {
    it(`is read back and written again as it was: ${name}`, () => {
      const { cart, buyer } = make();
      const column = storedColumn(cart, buyer);
      expect(writtenAgain(column)).toBe(column);
    });

    // Orders and quotes stored the cart answer itself before they had a writer of their own:
    // a new row is byte for byte the row the release before wrote for the same cart.
    it(`is written as the cart answer was stored: ${name}`, () => {
      const { cart, buyer } = make();
      for (const symbol of ['$', '€']) {
        const price = priceOf(cart, buyer, symbol);
        expect(storedColumn(cart, buyer, symbol)).toBe(JSON.stringify(cartAnswerOf(price)));
      }
    });
  }

  it('reads the figures in cents, as the domain priced them', () => {
    const { cart, buyer } = carts['a fixed-amount discount code, whose name holds money']!();
    const stored = storedPricedCartOfColumn(storedColumn(cart, buyer, '€'));
    expect(stored.lines).toEqual(cart.lines);
    expect(stored.discounts).toEqual([
      { name: 'Discount code WELCOME (€10.50)', amountCents: 1050 },
    ]);
    expect(stored.subtotalCents).toBe(cart.subtotalCents);
    expect(stored.netCents).toBe(cart.netCents);
    expect(stored.total).toEqual(cart.total);
    // toEqual takes the status the stored tax does not keep as absent.
    expect(stored.tax).toEqual({ ...cart.tax, vatNumberStatus: undefined });
    expect(stored.legacyUsSalesTax).toBeNull();
    expect(stored.discountCode).toEqual(cart.discountCode);
    expect(stored.items).toEqual(selectionOf(cart, null).items);
  });

  it('reads the documents fixture the same way', () => {
    const answer = pricedCart();
    const stored = storedPricedCartOf(answer);
    expect(stored.lines.map((line) => line.priceCents)).toEqual(
      answer.cart.map((line) => Math.round(line.price * 100)),
    );
    expect(stored.items).toEqual([]);
    expect(stored.buyer).toBeNull();
  });

  it('reads a row stored before the tax object, the code status and the buyer', () => {
    const answer = pricedCart();
    const stored = storedPricedCartOf(
      olderRow(answer, ['tax', 'discount_code', 'cart_modified', 'note']),
    );
    expect(stored.tax).toBeNull();
    expect(stored.legacyUsSalesTax).toEqual({
      amountCents: Math.round(answer.us_sales_tax * 100),
      ratePercent: 7.25,
    });
    expect(stored.discountCode).toBeNull();
    expect(stored.cartModified).toBe(false);
    expect(stored.note).toBeNull();
    expect(stored.items).toEqual([]);
    expect(stored.buyer).toBeNull();
  });

  it('reads an older row outside the US with no US sales tax', () => {
    const older = olderRow(pricedCart({ usSalesTaxPercent: null }), ['tax']);
    expect(storedPricedCartOf(older).legacyUsSalesTax).toBeNull();
  });

  it('reads a row holding no cart at all as an empty one', () => {
    const stored = storedPricedCartOfColumn('{}');
    expect(stored.lines).toEqual([]);
    expect(stored.discounts).toEqual([]);
    expect(stored.total).toEqual({ name: 'Total', amountCents: 0 });
    expect(stored.tax).toBeNull();
  });

  it('reads a tax written before it had a note', () => {
    const answer = pricedCart();
    const tax = olderRow(answer.tax, ['note']) as PricedCart['tax'];
    expect(storedPricedCartOf({ ...answer, tax }).tax?.note).toBeNull();
  });
});
