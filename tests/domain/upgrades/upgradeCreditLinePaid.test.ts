import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, type Cart } from '../../../src/domain/cart/Cart';
import type { CartItemInput } from '../../../src/domain/cart/CartLine';
import type { DiscountCodeTerms } from '../../../src/domain/pricing/discountCode';
import { sumCents } from '../../../src/domain/pricing/money';
import {
  lineChargedCents,
  orderLinePaidCents,
  upgradeCreditCents,
  type PaidCart,
} from '../../../src/domain/upgrades/upgradeCredit';
import { family, shop, style } from '../pricing/shopFixture';
import { student } from '../cart/cartFixture';

const today = '2026-11-23';

interface LineChoice {
  typeface: 'serif' | 'sans';
  family: boolean;
  desktop: number;
  paidBeforeCents: number | null;
}

const lineChoice: fc.Arbitrary<LineChoice> = fc.record({
  typeface: fc.constantFrom('serif' as const, 'sans' as const),
  family: fc.boolean(),
  desktop: fc.integer({ min: 0, max: 2 }),
  paidBeforeCents: fc.option(fc.nat(200_000)),
});

const codeChoice: fc.Arbitrary<DiscountCodeTerms> = fc
  .oneof(
    fc.record({
      kind: fc.constant('percent' as const),
      percent: fc.integer({ min: 1, max: 100 }),
      amountCents: fc.constant(null),
    }),
    fc.record({
      kind: fc.constant('amount' as const),
      percent: fc.constant(null),
      amountCents: fc.integer({ min: 1, max: 200_000 }),
    }),
  )
  .chain((size) =>
    fc.constantFrom(null, ['serif'], ['sans']).map((typefaces) => ({
      code: 'SPRING',
      expiresOn: null,
      maxUses: null,
      uses: 0,
      ...size,
      typefaces,
    })),
  );

const orderChoice = fc.record({
  // One line of each typeface at most twice over: options must differ (style or family).
  lines: fc.uniqueArray(lineChoice, {
    minLength: 1,
    maxLength: 4,
    selector: (line) => `${line.typeface}:${line.family}`,
  }),
  junior: fc.boolean(),
  code: fc.option(codeChoice),
});

type OrderChoice = typeof orderChoice extends fc.Arbitrary<infer T> ? T : never;

function itemOf(line: LineChoice, index: number): CartItemInput {
  const option = line.family ? family : style;
  return {
    pricing: shop,
    option: { ...option, id: `${line.typeface}-${option.id}` },
    options: { desktop: line.desktop },
    scripts: [],
    fontClass: line.typeface,
    ...(line.paidBeforeCents === null
      ? {}
      : {
          upgrade: {
            orderId: '20261123-AAAAAA',
            line: index,
            paidBeforeCents: line.paidBeforeCents,
          },
        }),
  };
}

function priceOrder(choice: OrderChoice): Cart {
  return priceCart({
    items: choice.lines.map(itemOf),
    buyer: choice.junior ? student : null,
    today,
    discountCode: choice.code
      ? {
          code: choice.code.code,
          terms: choice.code,
          lineTypefaces: choice.lines.map((line) => line.typeface),
        }
      : null,
  });
}

/** The order as it is stored: its lines' prices and credits, and what each line charged. */
function stored(cart: Cart): PaidCart {
  return { ...cart, lineChargedCents: lineChargedCents(cart) };
}

/** What the line itself paid toward its licence: this order's charge, plus earlier payments. */
function linePaid(cart: Cart, index: number): number {
  const line = cart.lines[index];
  const net = cart.lineNetCents[index] - (line.upgrade?.creditCents ?? 0);
  return net + (line.upgrade?.paidBeforeCents ?? 0);
}

describe("an upgrade's credit is what its line really paid", () => {
  it('never exceeds what the line paid, whatever the code and the junior discount', () => {
    fc.assert(
      fc.property(orderChoice, fc.nat(1_000_000), (choice, dueLater) => {
        const cart = priceOrder(choice);
        const order = stored(cart);
        cart.lines.forEach((line, index) => {
          const paid = orderLinePaidCents(order, index) ?? -1;
          expect(paid).toBe(linePaid(cart, index));
          // A later upgrade of this line is credited at most what it paid.
          expect(upgradeCreditCents(paid, dueLater)).toBeLessThanOrEqual(linePaid(cart, index));
          // A line never paid more than its price (and what was paid before it).
          expect(paid).toBeLessThanOrEqual(line.priceCents + (line.upgrade?.paidBeforeCents ?? 0));
        });
        // The lines' charges add up to what the order charged before tax.
        expect(sumCents(lineChargedCents(cart))).toBe(cart.netCents);
      }),
    );
  });

  it('leaves a line outside a restricted code paying its full price', () => {
    // A Serif Family ($320) beside a Sans style ($40), with a 100 % code for `sans` only: the
    // family paid $320. Shared by price, the $40 discount would have said $284.44.
    const cart = priceOrder({
      lines: [
        { typeface: 'serif', family: true, desktop: 0, paidBeforeCents: null },
        { typeface: 'sans', family: false, desktop: 0, paidBeforeCents: null },
      ],
      junior: false,
      code: {
        code: 'PRESS',
        kind: 'percent',
        percent: 100,
        amountCents: null,
        expiresOn: null,
        maxUses: null,
        uses: 0,
        typefaces: ['sans'],
      },
    });
    expect(orderLinePaidCents(stored(cart), 0)).toBe(32000);
    expect(orderLinePaidCents(stored(cart), 1)).toBe(0);
    // An order stored before the figures were kept still derives them by price.
    expect(orderLinePaidCents({ ...cart, lineChargedCents: null }, 0)).toBe(28444);
  });
});
