import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, TOTAL_NAME } from '../../../src/domain/cart/Cart';
import { licenceDescriptions, priceCartLine } from '../../../src/domain/cart/CartLine';
import { formatMoney } from '../../../src/domain/pricing/formatMoney';
import { sumCents } from '../../../src/domain/pricing/money';
import { usSalesTax } from '../../../src/domain/tax/taxDecision';
import { family, proStyle, shop, style, subfamily } from '../pricing/shopFixture';
import { pricedChoice } from '../pricing/shopArbitraries';
import { cartItem as item, student } from './cartFixture';

describe('cart line', () => {
  it('carries name, font class, licences with descriptions, scripts and price', () => {
    const line = priceCartLine(item({ options: { desktop: 1, app: 0 }, scripts: ['greek'] }));
    expect(line).toEqual({
      id: 'f1',
      type: 'families',
      name: 'Serif Family',
      fontClass: 'font-serif',
      pro: false,
      options: { desktop: 1, app: 0 },
      optionsText: { desktop: '6–20 computers', web: null, app: '1 app' },
      scripts: ['Greek'],
      // su = 80 + 150 = 230; × 0.8 × 10 × 1.1
      priceCents: 202400,
    });
  });

  it('describes a tier the shop lacks as nothing', () => {
    expect(licenceDescriptions(shop, { web: 9 })).toEqual({ desktop: null, web: null, app: null });
  });
});

describe('cart', () => {
  it("is '$0' when empty, in the symbol it is formatted with", () => {
    const cart = priceCart({ items: [] });
    expect(cart.total).toEqual({ name: TOTAL_NAME, amountCents: 0 });
    expect(cart.lines).toEqual([]);
    expect(cart.discounts).toEqual([]);
    expect(cart.cartModified).toBe(false);
    expect(formatMoney(priceCart({ items: [] }).total.amountCents, '€')).toBe('€0');
  });

  it('totals its lines', () => {
    const cart = priceCart({
      items: [item(), item({ option: style, options: { web: 1 } })],
    });
    expect(cart.lines.map((l) => l.priceCents)).toEqual([32000, 6000]);
    expect(cart.subtotalCents).toBe(38000);
    expect(cart.total.amountCents).toBe(38000);
    expect(cart.tax.kind).toBe('none');
    expect(cart.tax.amountCents).toBe(0);
  });

  it('gives a student half off and lowers licences above the junior limit', () => {
    const cart = priceCart({
      items: [item({ options: { desktop: 2 } }), item({ option: proStyle, options: { web: 0 } })],
      buyer: student,
      today: '2025-06-01',
    });
    expect(cart.cartModified).toBe(true);
    expect(cart.note).toBe(
      'Your order has been modified to meet the junior discount licensing limit.',
    );
    expect(cart.lines[0].options).toEqual({ desktop: 0 });
    expect(cart.lines[0].priceCents).toBe(32000);
    expect(cart.lines[1].priceCents).toBe(4500);
    expect(cart.discounts).toEqual([{ name: 'Student discount (50%)', amountCents: 18250 }]);
    expect(cart.total.amountCents).toBe(18250);
  });

  it('charges the family once when one of its subfamilies and one of its styles are in the cart too', () => {
    const family10 = { ...family, includes: { subfamilies: ['s1'], styles: ['st1'] } };
    const subfamily4 = { ...subfamily, includes: { styles: ['st1'] } };
    const cart = priceCart({
      items: [item({ option: style }), item({ option: subfamily4 }), item({ option: family10 })],
    });
    expect(cart.lines.map((line) => line.id)).toEqual(['f1']);
    expect(cart.total.amountCents).toBe(32000);
    expect(cart.cartModified).toBe(true);
    expect(cart.note).toBe(
      'Already included in Serif Family, so removed from your cart: Serif Regular, Serif Text.',
    );
  });

  it('takes out overlap after the junior limit made the licences equal, and says both', () => {
    const family10 = { ...family, includes: { styles: ['st1'] } };
    const cart = priceCart({
      items: [item({ option: family10 }), item({ option: style, options: { desktop: 2 } })],
      buyer: student,
      today: '2025-06-01',
    });
    expect(cart.lines.map((line) => line.id)).toEqual(['f1']);
    expect(cart.note).toBe(
      'Your order has been modified to meet the junior discount licensing limit. ' +
        'Already included in Serif Family, so removed from your cart: Serif Regular.',
    );
  });

  it('gives a recent graduate a quarter off', () => {
    const cart = priceCart({
      items: [item()],
      buyer: {
        ...student,
        isStudentOrder: false,
        isGraduateOrder: true,
        graduationDate: '2025-01-10',
      },
      today: '2025-06-01',
    });
    expect(cart.discounts[0]).toEqual({ name: 'Graduate discount (25%)', amountCents: 8000 });
    expect(cart.total.amountCents).toBe(24000);
  });

  it('neither discounts nor limits a graduate without a date or a third-party order', () => {
    const graduate = { ...student, isStudentOrder: false, isGraduateOrder: true };
    const noDate = priceCart({
      items: [item({ options: { desktop: 2 } })],
      buyer: graduate,
    });
    expect(noDate.discounts).toEqual([]);
    expect(noDate.cartModified).toBe(false);
    const thirdParty = priceCart({
      items: [item()],
      buyer: { ...student, thirdPartyOrder: true },
      today: '2025-06-01',
    });
    expect(thirdParty.discounts).toEqual([]);
  });

  it('gives no discount line on an empty junior cart', () => {
    const cart = priceCart({ items: [], buyer: student, today: '2025-06-01' });
    expect(cart.discounts).toEqual([]);
    expect(cart.total.amountCents).toBe(0);
  });

  it('adds US sales tax on the discounted amount', () => {
    const cart = priceCart({
      items: [item()],
      buyer: student,
      today: '2025-06-01',
      tax: usSalesTax(8.875),
    });
    expect(cart.tax.kind).toBe('us_sales_tax');
    expect(cart.tax.ratePercent).toBe(8.875);
    expect(cart.tax.amountCents).toBe(1420);
    expect(cart.total).toEqual({ name: 'Total', amountCents: 17420 });
  });

  it('treats a null tax as no tax', () => {
    const cart = priceCart({ items: [item()], tax: null });
    expect(cart.tax.kind).toBe('none');
    expect(cart.total.amountCents).toBe(32000);
  });

  it('total equals the sum of lines minus discounts plus tax', () => {
    const buyerFlags = fc.record({
      isStudentOrder: fc.boolean(),
      isGraduateOrder: fc.boolean(),
      thirdPartyOrder: fc.boolean(),
      graduationDate: fc.constantFrom('2025-01-01', '2023-01-01', null),
    });
    fc.assert(
      fc.property(
        fc.array(pricedChoice, { maxLength: 6 }),
        fc.option(buyerFlags, { nil: null }),
        fc.option(
          fc.integer({ min: 0, max: 12000 }).map((n) => n / 1000),
          { nil: null },
        ),
        (choices, buyer, usSalesTaxPercent) => {
          const cart = priceCart({
            items: choices.map((c) => ({
              pricing: c.pricing,
              option: c.option,
              options: c.selections,
              scripts: c.scriptIds,
              fontClass: 'f',
            })),
            buyer,
            today: '2025-06-01',
            tax: usSalesTaxPercent === null ? null : usSalesTax(usSalesTaxPercent),
          });
          const lines = sumCents(cart.lines.map((l) => l.priceCents));
          const discounts = sumCents(cart.discounts.map((d) => d.amountCents));
          expect(cart.subtotalCents).toBe(lines);
          expect(cart.total.amountCents).toBe(lines - discounts + cart.tax.amountCents);
          expect(Number.isInteger(cart.total.amountCents)).toBe(true);
          expect(cart.total.amountCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
