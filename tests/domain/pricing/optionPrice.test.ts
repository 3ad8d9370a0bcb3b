import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LICENCE_CATEGORIES,
  selectedCategories,
} from '../../../src/domain/pricing/LicenceCategory';
import {
  chosenScripts,
  exactOptionPrice,
  optionPrice,
  packageBasePrice,
  singleStyleBasePrice,
} from '../../../src/domain/pricing/optionPrice';
import {
  isPackage,
  type PurchasableOption,
  type ShopPricing,
} from '../../../src/domain/pricing/ShopPricing';
import { pricedChoice } from './shopArbitraries';
import { family, proStyle, shop, style, subfamily } from './shopFixture';

describe('option multiplication', () => {
  // The 0.8 and 1 of DESIGN are the price list's (content/shop/licences.yaml), which gives
  // every option its factor: tests/server/shop/pricingParameters.test.ts holds them.
  it("uses the option's own multiplication", () => {
    expect(packageBasePrice(4000, subfamily)).toBe(14400);
    expect(singleStyleBasePrice(4000, { ...style, multiplication: 0 })).toBe(0);
  });

  it('treats families and subfamilies as packages', () => {
    expect(isPackage('families')).toBe(true);
    expect(isPackage('subfamilies')).toBe(true);
    expect(isPackage('styles')).toBe(false);
  });
});

describe('option price, in cents', () => {
  it('prices a package as su × multiplication × styles', () => {
    expect(packageBasePrice(4000, family)).toBe(32000);
    expect(optionPrice(shop, family, { desktop: 0 })).toBe(32000);
    expect(optionPrice(shop, subfamily, { desktop: 0 })).toBe(14400);
  });

  it('prices a single style as su × multiplication', () => {
    expect(singleStyleBasePrice(4000, style)).toBe(4000);
    expect(optionPrice(shop, style, { desktop: 1 })).toBe(8000);
  });

  it('prices with su = 50 before any licence is chosen', () => {
    expect(optionPrice(shop, style, {})).toBe(5000);
    expect(optionPrice(shop, family, {})).toBe(40000);
  });

  it('multiplies pro options by proMultiplication', () => {
    expect(optionPrice(shop, proStyle, { desktop: 0 })).toBe(6000);
    expect(optionPrice(shop, { ...family, pro: true }, { desktop: 0 })).toBe(48000);
  });

  it('adds each chosen script as multiplier × price, ignoring unknown ids', () => {
    expect(optionPrice(shop, family, { desktop: 0 }, ['cyrillic'])).toBe(38400);
    expect(optionPrice(shop, family, { desktop: 0 }, ['greek', 'cyrillic'])).toBe(41600);
    expect(optionPrice(shop, family, { desktop: 0 }, ['klingon'])).toBe(32000);
    expect(chosenScripts(shop.scripts, ['greek', 'klingon']).map((s) => s.name)).toEqual(['Greek']);
  });

  it('charges scripts on the pro price', () => {
    expect(optionPrice(shop, proStyle, { desktop: 0 }, ['cyrillic'])).toBe(7200);
  });

  it('keeps .75 for pro single styles only', () => {
    const pricing: ShopPricing = {
      ...shop,
      stylePriceCents: { ...shop.stylePriceCents, desktop: [4050] },
    };
    expect(exactOptionPrice(pricing, proStyle, { desktop: 0 })).toBe(6075);
    expect(optionPrice(pricing, proStyle, { desktop: 0 })).toBe(6075);
    const proPackage: PurchasableOption = {
      ...family,
      pro: true,
      styleCount: 1,
      multiplication: 1,
    };
    expect(optionPrice(pricing, proPackage, { desktop: 0 })).toBe(6000);
    expect(optionPrice(pricing, style, { desktop: 0 })).toBe(4050);
  });

  it('truncates any other fraction', () => {
    // 40 × 0.8 × 3 × 1.1 = 105.6
    expect(optionPrice(shop, { ...family, styleCount: 3 }, { desktop: 0 }, ['greek'])).toBe(10500);
  });
});

describe('option price invariants', () => {
  const someSelection = pricedChoice.filter((c) => selectedCategories(c.selections).length > 0);

  it('a package never costs more than its styles bought singly (no extras)', () => {
    fc.assert(
      fc.property(pricedChoice, ({ pricing, selections, option }) => {
        fc.pre(isPackage(option.kind));
        const pack = { ...option, pro: false };
        const single: PurchasableOption = { ...style, pro: false };
        expect(optionPrice(pricing, pack, selections)).toBeLessThanOrEqual(
          option.styleCount * optionPrice(pricing, single, selections),
        );
      }),
    );
  });

  it('a package with multiplication ≤ 0.9 never costs more than its styles singly, pro and scripts included', () => {
    fc.assert(
      fc.property(pricedChoice, ({ pricing, selections, option, scriptIds }) => {
        fc.pre(isPackage(option.kind) && option.multiplication <= 0.9);
        const single: PurchasableOption = { ...style, pro: option.pro };
        expect(optionPrice(pricing, option, selections, scriptIds)).toBeLessThanOrEqual(
          option.styleCount * optionPrice(pricing, single, selections, scriptIds),
        );
      }),
    );
  });

  it('never falls when a tier rises', () => {
    fc.assert(
      fc.property(
        pricedChoice,
        fc.constantFrom(...LICENCE_CATEGORIES),
        ({ pricing, selections, option, scriptIds }, category) => {
          const tier = selections[category];
          fc.pre(typeof tier === 'number' && tier + 1 < pricing.stylePriceCents[category].length);
          const raised = { ...selections, [category]: (tier as number) + 1 };
          expect(optionPrice(pricing, option, raised, scriptIds)).toBeGreaterThanOrEqual(
            optionPrice(pricing, option, selections, scriptIds),
          );
        },
      ),
    );
  });

  it('never falls when a category is added to a chosen licence', () => {
    fc.assert(
      fc.property(
        someSelection,
        fc.constantFrom(...LICENCE_CATEGORIES),
        fc.nat(),
        ({ pricing, selections, option, scriptIds }, category, tierSeed) => {
          fc.pre(typeof selections[category] !== 'number');
          const tier = tierSeed % pricing.stylePriceCents[category].length;
          const added = { ...selections, [category]: tier };
          expect(optionPrice(pricing, option, added, scriptIds)).toBeGreaterThanOrEqual(
            optionPrice(pricing, option, selections, scriptIds),
          );
        },
      ),
    );
  });

  it('never falls when a script is added', () => {
    fc.assert(
      fc.property(pricedChoice, ({ pricing, selections, option, scriptIds }) => {
        const missing = pricing.scripts.find((s) => !scriptIds.includes(s.id));
        if (missing === undefined) return;
        expect(
          optionPrice(pricing, option, selections, [...scriptIds, missing.id]),
        ).toBeGreaterThanOrEqual(optionPrice(pricing, option, selections, scriptIds));
      }),
    );
  });

  it('is the exact price with at most a dollar dropped', () => {
    fc.assert(
      fc.property(pricedChoice, ({ pricing, selections, option, scriptIds }) => {
        const exact = exactOptionPrice(pricing, option, selections, scriptIds);
        const price = optionPrice(pricing, option, selections, scriptIds);
        expect(price).toBeLessThanOrEqual(exact + 1e-4);
        expect(exact - price).toBeLessThan(100);
      }),
    );
  });
});
