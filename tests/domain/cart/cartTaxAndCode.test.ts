import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, type Cart } from '../../../src/domain/cart/Cart';
import { cartDiscountName } from '../../../src/domain/cart/CartDiscount';
import type { DiscountCodeTerms } from '../../../src/domain/pricing/discountCode';
import { sumCents } from '../../../src/domain/pricing/money';
import { taxOfKind } from '../../../src/domain/tax/cartTax';
import { vatDecision } from '../../../src/domain/tax/taxDecision';
import { style } from '../pricing/shopFixture';
import { pricedChoice } from '../pricing/shopArbitraries';
import { cartItem as item, student } from './cartFixture';

// A code's line carries its size; the edges name it (CartDiscount.ts).
const namedDiscounts = (cart: Cart) =>
  cart.discounts.map((discount) => ({
    name: cartDiscountName(discount, '$'),
    amountCents: discount.amountCents,
  }));

const spring: DiscountCodeTerms = {
  code: 'SPRING',
  kind: 'percent',
  percent: 20,
  amountCents: null,
  expiresOn: null,
  maxUses: 10,
  uses: 0,
  typefaces: null,
};

const today = '2026-05-02';

describe('VAT on a cart', () => {
  it('adds 19 % German VAT on the net, beside empty US fields', () => {
    // family desktop tier 0 = $320
    const cart = priceCart({
      items: [item()],
      tax: vatDecision('DE', 'DE', null),
    });
    expect(cart.netCents).toBe(32000);
    expect(cart.tax.kind).toBe('vat');
    expect(cart.tax.ratePercent).toBe(19);
    expect(cart.tax.reverseCharge).toBe(false);
    expect(cart.tax.lineName).toBe('VAT Germany (19%)');
    expect(cart.tax.amountCents).toBe(6080);
    expect(taxOfKind(cart.tax, 'vat')).toEqual({ amountCents: 6080, ratePercent: 19 });
    expect(taxOfKind(cart.tax, 'us_sales_tax')).toEqual({ amountCents: 0, ratePercent: 0 });
    expect(cart.total).toEqual({ name: 'Total', amountCents: 38080 });
  });

  it('charges a French business with a VAT number nothing, as a reverse charge', () => {
    const cart = priceCart({
      items: [item()],
      tax: vatDecision('DE', 'FR', 'FR40303265045'),
    });
    expect(cart.tax.amountCents).toBe(0);
    expect(cart.tax.reverseCharge).toBe(true);
    expect(cart.tax.vatNumber).toBe('FR40303265045');
    expect(cart.tax.lineName).toBe('Reverse charge (VAT 0%)');
    expect(cart.tax.amountCents).toBe(0);
    expect(cart.total.amountCents).toBe(32000);
  });

  it('has no tax and no tax line without a decision', () => {
    const cart = priceCart({ items: [item()] });
    expect(cart.tax.kind).toBe('none');
    expect(cart.tax.lineName).toBeNull();
    expect(cart.tax.amountCents).toBe(0);
    expect(cart.discountCode).toBeNull();
  });
});

describe('a discount code on a cart', () => {
  it('is a discount line, and VAT is charged on what is left', () => {
    const cart = priceCart({
      items: [item()],
      today,
      tax: vatDecision('DE', 'DE', null),
      discountCode: { code: 'SPRING', terms: spring, lineTypefaces: ['serif'] },
    });
    expect(namedDiscounts(cart)).toEqual([
      { name: 'Discount code SPRING (20%)', amountCents: 6400 },
    ]);
    expect(cart.discountCode).toEqual({
      code: 'SPRING',
      applied: true,
      message: null,
      rule: null,
    });
    expect(cart.netCents).toBe(25600);
    expect(cart.tax.amountCents).toBe(4864);
    expect(cart.total.amountCents).toBe(30464);
  });

  it('comes after the junior discount, on what the lines still cost', () => {
    const cart = priceCart({
      items: [item()],
      buyer: student,
      today,
      discountCode: { code: 'SPRING', terms: spring, lineTypefaces: ['serif'] },
    });
    // $320 − 50 % = $160; − 20 % of $160 = $32 → $128 (40 % off the price in all).
    expect(cart.discounts.map((discount) => discount.amountCents)).toEqual([16000, 3200]);
    expect(cart.total.amountCents).toBe(12800);
  });

  it('takes off only its typefaces’ lines', () => {
    const cart = priceCart({
      items: [item(), item({ option: style, options: { web: 1 } })],
      today,
      discountCode: {
        code: 'SPRING',
        terms: { ...spring, typefaces: ['sans'] },
        lineTypefaces: ['serif', 'sans'],
      },
    });
    // Only the $60 style is a "sans" line: 20 % of $60.
    expect(namedDiscounts(cart)).toEqual([
      { name: 'Discount code SPRING (20%)', amountCents: 1200 },
    ]);
  });

  it('is refused with the reason to the cart that held it, and the cart priced without it', () => {
    const usedUp = { code: 'SPRING', terms: { ...spring, uses: 10 }, lineTypefaces: ['serif'] };
    const cart = priceCart({ items: [item()], today, discountCode: { ...usedUp, held: true } });
    expect(cart.discounts).toEqual([]);
    expect(cart.discountCode).toEqual({
      code: 'SPRING',
      applied: false,
      message: 'This discount code has reached its limit of uses.',
      rule: 'used_up',
    });
    // Any other cart reads it as an unknown code.
    const guessed = priceCart({ items: [item()], today, discountCode: usedUp });
    expect(guessed.discountCode).toEqual({
      code: 'SPRING',
      applied: false,
      message: 'This discount code is not valid.',
      rule: 'unknown',
    });
    const unknown = priceCart({
      items: [item()],
      discountCode: { code: 'NOPE', terms: null, lineTypefaces: ['serif'] },
    });
    expect(unknown.discountCode?.rule).toBe('unknown');
    expect(unknown.total.amountCents).toBe(32000);
  });

  it('never takes the total below nothing, with or without a junior discount and tax', () => {
    const terms = fc.oneof(
      fc.integer({ min: 1, max: 100 }).map((percent) => ({ ...spring, percent })),
      fc.integer({ min: 1, max: 5_000_000 }).map((cents) => ({
        ...spring,
        kind: 'amount' as const,
        percent: null,
        amountCents: cents,
      })),
    );
    fc.assert(
      fc.property(
        fc.array(pricedChoice, { maxLength: 5 }),
        terms,
        fc.boolean(),
        fc.constantFrom('DE', 'FR', 'US', 'JP'),
        (choices, code, junior, country) => {
          const cart = priceCart({
            items: choices.map((c) => ({
              pricing: c.pricing,
              option: c.option,
              options: c.selections,
              scripts: c.scriptIds,
              fontClass: 'f',
            })),
            buyer: junior ? student : null,
            today,
            tax: vatDecision('DE', country, null),
            discountCode: { code: code.code, terms: code, lineTypefaces: choices.map(() => 't') },
          });
          const discounts = sumCents(cart.discounts.map((d) => d.amountCents));
          expect(discounts).toBeLessThanOrEqual(cart.subtotalCents);
          expect(cart.netCents).toBe(cart.subtotalCents - discounts);
          expect(cart.total.amountCents).toBe(cart.netCents + cart.tax.amountCents);
          expect(cart.total.amountCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
