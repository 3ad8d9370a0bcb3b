import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, type Cart } from '../../../src/domain/cart/Cart';
import type { CartItemInput } from '../../../src/domain/cart/CartLine';
import type { DiscountCodeTerms } from '../../../src/domain/pricing/discountCode';
import { sumCents } from '../../../src/domain/pricing/money';
import { family, shop, style } from '../pricing/shopFixture';
import { student } from './cartFixture';

const today = '2026-11-23';

const code = (overrides: Partial<DiscountCodeTerms>): DiscountCodeTerms => ({
  code: 'PRESS',
  kind: 'percent',
  percent: 100,
  amountCents: null,
  expiresOn: null,
  maxUses: null,
  uses: 0,
  typefaces: null,
  ...overrides,
});

/** A line of the fixture shop, of the typeface `typeface`, optionally upgrading a licence. */
interface LineChoice {
  typeface: 'upgraded' | 'other';
  family: boolean;
  desktop: number;
}

const lineChoice: fc.Arbitrary<LineChoice> = fc.record({
  typeface: fc.constantFrom('upgraded' as const, 'other' as const),
  family: fc.boolean(),
  desktop: fc.integer({ min: 0, max: 2 }),
});

const codeChoice: fc.Arbitrary<DiscountCodeTerms | null> = fc.option(
  fc
    .oneof(
      fc.record({
        kind: fc.constant('percent' as const),
        percent: fc.integer({ min: 1, max: 100 }),
        amountCents: fc.constant(null),
        typefaces: fc.constantFrom(null, ['upgraded'], ['other']),
      }),
      fc.record({
        kind: fc.constant('amount' as const),
        percent: fc.constant(null),
        amountCents: fc.integer({ min: 1, max: 200_000 }),
        typefaces: fc.constantFrom(null, ['upgraded'], ['other']),
      }),
    )
    .map((terms) => code(terms)),
);

const cartChoice = fc.record({
  upgrade: lineChoice.map((line) => ({ ...line, typeface: 'upgraded' as const })),
  others: fc.array(lineChoice, { minLength: 1, maxLength: 3 }),
  junior: fc.boolean(),
  code: codeChoice,
  paidBeforeCents: fc.nat(200_000),
});

type CartChoice = typeof cartChoice extends fc.Arbitrary<infer T> ? T : never;

function itemOf(line: LineChoice, paidBeforeCents?: number): CartItemInput {
  return {
    pricing: shop,
    option: line.family ? family : style,
    options: { desktop: line.desktop },
    scripts: [],
    fontClass: line.typeface,
    ...(paidBeforeCents === undefined
      ? {}
      : { upgrade: { orderId: '20261123-AAAAAA', line: 0, paidBeforeCents } }),
  };
}

/** The cart with the upgrade line first; `paidBeforeCents` 0 gives no credit at all. */
function price(choice: CartChoice, paidBeforeCents: number): Cart {
  const lines = [choice.upgrade, ...choice.others];
  return priceCart({
    items: [itemOf(choice.upgrade, paidBeforeCents), ...choice.others.map((l) => itemOf(l))],
    buyer: choice.junior ? student : null,
    today,
    discountCode: choice.code
      ? {
          code: choice.code.code,
          terms: choice.code,
          lineTypefaces: lines.map((line) => line.typeface),
        }
      : null,
  });
}

const credit = (cart: Cart) => cart.lines[0].upgrade?.creditCents ?? 0;
const beforeCredits = (cart: Cart) =>
  cart.discounts.filter(
    (discount) => !('name' in discount && /^Upgrade credit/.test(discount.name)),
  );

describe('an upgrade credit comes off its own line only', () => {
  it('changes no other line, and no other discount, whatever was paid before', () => {
    fc.assert(
      fc.property(cartChoice, (choice) => {
        const withCredit = price(choice, choice.paidBeforeCents);
        const without = price(choice, 0);
        expect(withCredit.lines.slice(1)).toEqual(without.lines.slice(1));
        expect(withCredit.lineNetCents.slice(1)).toEqual(without.lineNetCents.slice(1));
        expect(beforeCredits(withCredit)).toEqual(beforeCredits(without));
        expect(withCredit.netCents).toBe(without.netCents - credit(withCredit));
      }),
    );
  });

  it('is capped at what its line still costs, so the total never falls below the other lines', () => {
    fc.assert(
      fc.property(cartChoice, (choice) => {
        const cart = price(choice, choice.paidBeforeCents);
        const otherLines = sumCents(cart.lineNetCents.slice(1));
        expect(credit(cart)).toBeLessThanOrEqual(cart.lineNetCents[0]);
        expect(credit(cart)).toBeLessThanOrEqual(choice.paidBeforeCents);
        expect(cart.netCents).toBeGreaterThanOrEqual(otherLines);
        // The lines' figures are the cart's: subtotal less the junior discount and the code.
        expect(sumCents(cart.lineNetCents)).toBe(
          cart.subtotalCents - sumCents(beforeCredits(cart).map((d) => d.amountCents)),
        );
      }),
    );
  });

  it('leaves another typeface paying in full under a 100 % code for the upgraded one', () => {
    // A style paid $40 upgraded to desktop 6–20 ($80), beside a family ($320), with a 100 %
    // code for the upgraded typeface only: the style is free, the credit is $0, $320 is due.
    const cart = price(
      {
        upgrade: { typeface: 'upgraded', family: false, desktop: 1 },
        others: [{ typeface: 'other', family: true, desktop: 0 }],
        junior: false,
        code: code({ typefaces: ['upgraded'] }),
        paidBeforeCents: 4000,
      },
      4000,
    );
    expect(cart.subtotalCents).toBe(40000);
    expect(cart.discounts.map((discount) => discount.amountCents)).toEqual([8000, 0]);
    expect(cart.netCents).toBe(32000);
  });
});
