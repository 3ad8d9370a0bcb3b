import { describe, expect, it } from 'vitest';
import { stylePriceCents, stylePricesOnWire } from '../../../src/contract/shop';
import { priceCart } from '../../../src/domain/cart/Cart';
import { vatDecision } from '../../../src/domain/tax/taxDecision';
import { orderLinePaidCents } from '../../../src/domain/upgrades/upgradeCredit';
import { cartFiguresAnswer } from '../../../src/contract/cartFiguresAnswer';
import { storedPricedCartOf } from '../../../src/server/orders/adapters/storedPricedCart';
import { shop, style } from '../../domain/pricing/shopFixture';
import { cartItem as item, student } from '../../domain/cart/cartFixture';

describe("the domain's cents on the wire", () => {
  it('writes amounts in currency units and values with the symbol, discounts negative', () => {
    const cart = priceCart({
      items: [item(), item({ option: style, options: { web: 1 } })],
      buyer: student,
      today: '2026-05-02',
      tax: vatDecision('DE', 'DE', null),
    });
    const answer = cartFiguresAnswer(cart, '€');
    expect(answer.cart.map((line) => [line.price, line.value])).toEqual([
      [320, '€320'],
      [30, '€30'],
    ]);
    expect(answer.cart[0]).not.toHaveProperty('price_cents');
    expect(answer.subtotal).toBe(350);
    // A German consumer is shown each amount including 19 % VAT (consumerPrice.ts).
    expect(answer.prices_include_vat).toBe(true);
    expect(answer.cart.map((line) => [line.gross, line.gross_value])).toEqual([
      [380.8, '€380.80'],
      [35.7, '€35.70'],
    ]);
    expect(answer.discounts).toEqual([
      {
        name: 'Student discount (50%)',
        value: '-€175',
        amount: 175,
        gross: -208.25,
        gross_value: '-€208.25',
      },
    ]);
    expect(answer.net).toBe(175);
    expect(answer.tax).toEqual({
      kind: 'vat',
      rate_percentage: 19,
      reverse_charge: false,
      country: 'DE',
      vat_number: null,
      amount: 33.25,
      line: { name: 'VAT Germany (19%)', value: '€33.25' },
      note: null,
    });
    expect(answer.vat).toBe(33.25);
    expect(answer.us_sales_tax).toBe(0);
    expect(answer.total).toEqual({ name: 'Total', value: '€208.25', amount: 208.25 });
  });

  it("adds a consumer's gross lines and discounts up to the total, to the cent", () => {
    // Finland's 25.5 %: the student discount's own VAT would be €44.625, rounded to €44.63, and
    // its gross to -€219.63, leaving the lines a cent short of the €219.63 total.
    const cart = priceCart({
      items: [item(), item({ option: style, options: { web: 1 } })],
      buyer: student,
      today: '2026-05-02',
      tax: vatDecision('DE', 'FI', null),
    });
    const answer = cartFiguresAnswer(cart, '€');
    const shown = [...answer.cart, ...answer.discounts].map((line) => line.gross ?? NaN);
    expect(shown).toEqual([401.6, 37.65, -219.62]);
    expect(Math.round(shown.reduce((a, b) => a + b, 0) * 100)).toBe(
      Math.round(answer.total.amount * 100),
    );
    expect(answer.total.amount).toBe(219.63);
  });

  it('has no tax line for an untaxed cart, and zero in the symbol when empty', () => {
    const answer = cartFiguresAnswer(priceCart({ items: [] }), '$');
    expect(answer.tax.line).toBeNull();
    expect(answer.total).toEqual({ name: 'Total', value: '$0', amount: 0 });
  });

  it('reads a stored answer back into the same cents for the upgrade credits', () => {
    const cart = priceCart({
      items: [
        item({ option: style, upgrade: { orderId: 'A', line: 0, paidBeforeCents: 2550 } }),
        item(),
      ],
    });
    const stored = JSON.parse(JSON.stringify(cartFiguresAnswer(cart, '$'))) as ReturnType<
      typeof cartFiguresAnswer
    >;
    expect(stored.cart[0]?.upgrade).toEqual({
      order_id: 'A',
      line: 0,
      paid_before: 25.5,
      credit: 25.5,
    });
    const paid = storedPricedCartOf(stored);
    expect(paid.subtotalCents).toBe(cart.subtotalCents);
    expect(paid.discounts.map((discount) => discount.amountCents)).toEqual(
      cart.discounts.map((discount) => discount.amountCents),
    );
    expect([0, 1].map((index) => orderLinePaidCents(paid, index))).toEqual(
      [0, 1].map((index) => orderLinePaidCents(cart, index)),
    );
  });

  it("writes a shop's style prices in currency units and reads them back in cents", () => {
    const wire = stylePricesOnWire(shop.stylePriceCents);
    expect(wire).toEqual({ desktop: [40, 80, 120], web: [30, 60, 90], app: [50, 100, 150] });
    expect(stylePriceCents({ desktop: [40.5], web: [], app: [0.1 + 0.2] })).toEqual({
      desktop: [4050],
      web: [],
      app: [30],
    });
    expect(stylePriceCents(wire)).toEqual(shop.stylePriceCents);
  });
});
