import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, type Cart } from '../../../src/domain/cart/Cart';
import { cartDiscountName } from '../../../src/domain/cart/CartDiscount';
import type { CartItemInput } from '../../../src/domain/cart/CartLine';
import type { DiscountCodeTerms } from '../../../src/domain/pricing/discountCode';
import {
  LICENCE_CATEGORIES,
  type LicenceSelections,
} from '../../../src/domain/pricing/LicenceCategory';
import type { ShopPricing } from '../../../src/domain/pricing/ShopPricing';
import { vatDecision } from '../../../src/domain/tax/taxDecision';
import { orderLinePaidCents } from '../../../src/domain/upgrades/upgradeCredit';
import { purchasableOption, shopPricing } from '../pricing/shopArbitraries';
import { shop, style } from '../pricing/shopFixture';

const student = { isStudentOrder: true, isGraduateOrder: false, thirdPartyOrder: false };
const today = '2026-11-23';

const item = (overrides: Partial<CartItemInput> = {}): CartItemInput => ({
  pricing: shop,
  option: style,
  options: { desktop: 1 },
  scripts: [],
  fontClass: 'font-serif',
  ...overrides,
});

const upgradeOf = (paidBeforeCents: number) => ({
  orderId: '20261123-AAAAAA',
  line: 0,
  paidBeforeCents,
});

/** What the customer is charged before tax, in cents. */
const charged = (cart: Cart) => cart.netCents;

describe('an upgrade in the cart', () => {
  it('costs the new licence less what was paid, the credit its own line', () => {
    // Desktop 6–20 computers for a style: $80; $40 was paid for 1–5 computers.
    const cart = priceCart({
      items: [item({ upgrade: upgradeOf(4000) })],
      tax: vatDecision('DE', 'DE', null),
    });
    expect(cart.lines[0].priceCents).toBe(8000);
    expect(cart.lines[0].upgrade).toEqual({
      orderId: '20261123-AAAAAA',
      line: 0,
      paidBeforeCents: 4000,
      creditCents: 4000,
    });
    expect(cart.discounts).toEqual([
      {
        name: 'Upgrade credit: Serif Regular (Order #20261123-AAAAAA)',
        amountCents: 4000,
      },
    ]);
    expect(cart.netCents).toBe(4000);
    expect(cart.tax.amountCents).toBe(760);
    expect(cart.total.amountCents).toBe(4760);
  });

  it('never goes below zero when more was paid than the new licence costs today', () => {
    const cart = priceCart({ items: [item({ upgrade: upgradeOf(12000) })] });
    expect(cart.discounts[0].amountCents).toBe(8000);
    expect(cart.total.amountCents).toBe(0);
  });

  it('applies the junior discount to the new price first, then the credit', () => {
    // desktop 40 + web 30 / 2 = $55; a student pays 50 %: $27.50 due, $20 paid before.
    const cart = priceCart({
      items: [item({ options: { desktop: 0, web: 0 }, upgrade: upgradeOf(2000) })],
      buyer: student,
      today,
    });
    expect(cart.subtotalCents).toBe(5500);
    expect(cart.discounts.map((d) => [cartDiscountName(d, '$'), d.amountCents])).toEqual([
      ['Student discount (50%)', 2750],
      ['Upgrade credit: Serif Regular (Order #20261123-AAAAAA)', 2000],
    ]);
    expect(cart.netCents).toBe(750);
  });

  it('takes a discount code off the new price before the credit', () => {
    const code: DiscountCodeTerms = {
      code: 'TEN',
      kind: 'percent',
      percent: 10,
      amountCents: null,
      expiresOn: null,
      maxUses: null,
      uses: 0,
      typefaces: null,
    };
    const cart = priceCart({
      items: [item({ upgrade: upgradeOf(4000) })],
      today,
      discountCode: { code: 'TEN', terms: code, lineTypefaces: ['serif'] },
    });
    expect(cart.discounts.map((d) => d.amountCents)).toEqual([800, 4000]);
    expect(cart.netCents).toBe(3200);
  });
});

/** Each category's tier in three nested licences: absent, or rising (never falling). */
const nestedTiers = (count: number) =>
  fc
    .array(fc.integer({ min: -1, max: count - 1 }), { minLength: 3, maxLength: 3 })
    .map((tiers) => [...tiers].sort((a, b) => a - b).map((t) => (t < 0 ? null : t)));

/** Three licences of one option, each covering the one before, and a buyer. */
const upgradePath = shopPricing.chain((pricing: ShopPricing) =>
  fc.record({
    pricing: fc.constant(pricing),
    option: purchasableOption,
    tiers: fc.record({
      desktop: nestedTiers(pricing.stylePriceCents.desktop.length),
      web: nestedTiers(pricing.stylePriceCents.web.length),
      app: nestedTiers(pricing.stylePriceCents.app.length),
    }),
    scripts: fc
      .array(fc.integer({ min: 0, max: 2 }), {
        minLength: pricing.scripts.length,
        maxLength: pricing.scripts.length,
      })
      .map((since) => [0, 1, 2].map((step) => pricing.scripts.filter((_, i) => since[i] <= step))),
    junior: fc.boolean(),
  }),
);

type Path = typeof upgradePath extends fc.Arbitrary<infer T> ? T : never;

function licenceAt(path: Path, step: number) {
  const options: LicenceSelections = {};
  for (const category of LICENCE_CATEGORIES) options[category] = path.tiers[category][step];
  return { options, scripts: path.scripts[step].map((script) => script.id) };
}

function buy(path: Path, step: number, paidBeforeCents?: number): Cart {
  const licence = licenceAt(path, step);
  return priceCart({
    items: [
      {
        pricing: path.pricing,
        option: path.option,
        fontClass: 'f',
        ...licence,
        ...(paidBeforeCents === undefined
          ? {}
          : { upgrade: { orderId: 'O', line: 0, paidBeforeCents } }),
      },
    ],
    buyer: path.junior ? student : null,
    today,
  });
}

const licensesSomething = (path: Path) =>
  LICENCE_CATEGORIES.some((category) => path.tiers[category][0] !== null);

describe('upgrade properties', () => {
  it('the credit never exceeds what was paid for the replaced licence', () => {
    fc.assert(
      fc.property(upgradePath, fc.nat(1_000_000), (path, paid) => {
        const cart = buy(path, 2, paid);
        expect(cart.lines[0].upgrade?.creditCents ?? -100).toBeLessThanOrEqual(paid);
        expect(cart.netCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('an upgrade never costs more than buying the new licence fresh', () => {
    fc.assert(
      fc.property(upgradePath, fc.nat(1_000_000), (path, paid) => {
        expect(charged(buy(path, 2, paid))).toBeLessThanOrEqual(charged(buy(path, 2)));
      }),
    );
  });

  it('upgrading twice costs the same as upgrading once to the final licence', () => {
    fc.assert(
      fc.property(upgradePath, (path) => {
        fc.pre(licensesSomething(path));
        const first = buy(path, 0);
        const paidFirst = orderLinePaidCents(first, 0) ?? 0;
        expect(paidFirst).toBe(charged(first));
        const middle = buy(path, 1, paidFirst);
        const paidMiddle = orderLinePaidCents(middle, 0) ?? 0;
        const last = buy(path, 2, paidMiddle);
        const once = buy(path, 2, paidFirst);
        expect(charged(middle) + charged(last)).toBe(charged(once));
        expect(paidFirst + charged(middle) + charged(last)).toBe(orderLinePaidCents(last, 0));
      }),
    );
  });
});
