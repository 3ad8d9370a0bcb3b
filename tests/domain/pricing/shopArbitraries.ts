import fc from 'fast-check';
import type { LicenceSelections } from '../../../src/domain/pricing/LicenceCategory';
import type {
  ExtraScript,
  PurchasableOption,
  ShopPricing,
} from '../../../src/domain/pricing/ShopPricing';

/**
 * Sane shop data: whole-dollar tier prices from 10 up, each tier at least 2 dearer than
 * the one below, multiplications from 0.5 to 1, pro factors from 1 to 3, script multipliers
 * from 0.1 to 1. Within these, every change that should raise a price raises the exact
 * price by at least 50 cents, which the truncating rounding can never undo.
 */
export const risingTierPrices = fc
  .array(fc.integer({ min: 2, max: 200 }), { minLength: 1, maxLength: 4 })
  .chain((gaps) =>
    fc
      .integer({ min: 10, max: 200 })
      .map((start) =>
        gaps.reduce<number[]>(
          (prices, gap, i) => [...prices, i === 0 ? start : prices[i - 1] + gap],
          [],
        ),
      ),
  );

const toCentsOfDollars = (dollars: number) => dollars * 100;

const tierLabels = (prices: number[]) =>
  prices.map((_, i) => ({ id: `t${i}`, label: `Tier ${i + 1}` }));

const multiplier = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((n) => n / 100);

export const extraScripts: fc.Arbitrary<ExtraScript[]> = fc
  .uniqueArray(fc.constantFrom('cyrillic', 'greek', 'arabic', 'hebrew'), { maxLength: 4 })
  .chain((ids) =>
    fc
      .tuple(...ids.map(() => multiplier(0.1, 1)))
      .map((multipliers) => ids.map((id, i) => ({ id, name: id, multiplier: multipliers[i] }))),
  );

export const shopPricing: fc.Arbitrary<ShopPricing> = fc
  .record({
    desktop: risingTierPrices,
    web: risingTierPrices,
    app: risingTierPrices,
    scripts: extraScripts,
    proMultiplication: multiplier(1, 3),
  })
  .map(({ desktop, web, app, scripts, proMultiplication }) => ({
    tiers: { desktop: tierLabels(desktop), web: tierLabels(web), app: tierLabels(app) },
    stylePriceCents: {
      desktop: desktop.map(toCentsOfDollars),
      web: web.map(toCentsOfDollars),
      app: app.map(toCentsOfDollars),
    },
    scripts,
    proMultiplication,
  }));

export const purchasableOption: fc.Arbitrary<PurchasableOption> = fc
  .record({
    kind: fc.constantFrom('families' as const, 'subfamilies' as const, 'styles' as const),
    styleCount: fc.integer({ min: 1, max: 40 }),
    multiplication: fc.option(multiplier(0.5, 1), { nil: undefined }),
    pro: fc.boolean(),
  })
  .map(({ kind, styleCount, multiplication, pro }) => ({
    id: 'o1',
    name: 'Option',
    kind,
    styleCount: kind === 'styles' ? 1 : styleCount,
    // Half the time the price list's own factors (content/shop/licences.yaml).
    multiplication: multiplication ?? (kind === 'styles' ? 1 : 0.8),
    pro,
  }));

/** Selections valid for the given shop: each category unselected or one of its tiers. */
export function selectionsFor(pricing: ShopPricing): fc.Arbitrary<LicenceSelections> {
  const tier = (count: number) =>
    fc.option(fc.integer({ min: 0, max: count - 1 }), { nil: undefined });
  return fc.record({
    desktop: tier(pricing.stylePriceCents.desktop.length),
    web: tier(pricing.stylePriceCents.web.length),
    app: tier(pricing.stylePriceCents.app.length),
  });
}

/** A shop with selections, an option and a subset of its script ids. */
export const pricedChoice = shopPricing.chain((pricing) =>
  fc.record({
    pricing: fc.constant(pricing),
    selections: selectionsFor(pricing),
    option: purchasableOption,
    scriptIds: fc.subarray(pricing.scripts.map((s) => s.id)),
  }),
);
