import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packageHolds, withoutOverlap } from '../../../src/domain/cart/cartOverlap';
import { priceCartLine } from '../../../src/domain/cart/CartLine';
import {
  bundleFamiliesText,
  bundleOption,
  bundlePricing,
  bundleScripts,
  collectionBundlePrice,
  isBundleMultiplication,
  type BundleFamily,
  type CollectionBundle,
} from '../../../src/domain/pricing/collectionBundle';
import {
  LICENCE_CATEGORIES,
  type LicenceSelections,
} from '../../../src/domain/pricing/LicenceCategory';
import { optionPrice } from '../../../src/domain/pricing/optionPrice';
import type { ShopPricing } from '../../../src/domain/pricing/ShopPricing';
import { selectionsFor, shopPricing } from './shopArbitraries';

function family(page: string, pricing: ShopPricing, styleCount: number): BundleFamily {
  return {
    page,
    pricing,
    option: {
      id: page,
      kind: 'families',
      name: page,
      styleCount,
      multiplication: 0.8,
      pro: false,
      includes: {
        subfamilies: [`${page}/roman`],
        styles: Array.from({ length: styleCount }, (_, i) => `${page}/s${i}`),
      },
    },
  };
}

/** Every family of a collection shares the tiers of content/shop/licences.yaml: same counts. */
function sameTierCounts(pricings: ShopPricing[]): ShopPricing[] {
  const count = (category: (typeof LICENCE_CATEGORIES)[number]) =>
    Math.min(...pricings.map((pricing) => pricing.stylePriceCents[category].length));
  return pricings.map((pricing) => ({
    ...pricing,
    tiers: {
      desktop: pricing.tiers.desktop.slice(0, count('desktop')),
      web: pricing.tiers.web.slice(0, count('web')),
      app: pricing.tiers.app.slice(0, count('app')),
    },
    stylePriceCents: {
      desktop: pricing.stylePriceCents.desktop.slice(0, count('desktop')),
      web: pricing.stylePriceCents.web.slice(0, count('web')),
      app: pricing.stylePriceCents.app.slice(0, count('app')),
    },
  }));
}

const bundleChoice = fc
  .record({
    pricings: fc.array(shopPricing, { minLength: 1, maxLength: 4 }),
    styles: fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 4, maxLength: 4 }),
    multiplication: fc.integer({ min: 1, max: 100 }).map((n) => n / 100),
  })
  .chain(({ pricings, styles, multiplication }) => {
    const families = sameTierCounts(pricings).map((pricing, i) =>
      family(`f${i}`, pricing, styles[i] ?? 1),
    );
    const bundle: CollectionBundle = { id: 'c', name: 'C', multiplication, families };
    return fc.record({
      bundle: fc.constant(bundle),
      selections: selectionsFor(families[0]?.pricing ?? pricings[0]),
      scriptIds: fc.subarray(['cyrillic', 'greek', 'arabic', 'hebrew']),
    });
  });

function familiesCents({
  bundle,
  selections,
  scriptIds,
}: {
  bundle: CollectionBundle;
  selections: LicenceSelections;
  scriptIds: string[];
}): number {
  const offered = bundleScripts(bundle.families).map((script) => script.id);
  const scripts = scriptIds.filter((id) => offered.includes(id));
  return bundle.families.reduce(
    (sum, f) => sum + optionPrice(f.pricing, f.option, selections, scripts),
    0,
  );
}

describe('collectionBundlePrice', () => {
  it('never costs more than its families bought as family packages under the same licence', () => {
    fc.assert(
      fc.property(bundleChoice, (choice) => {
        const price = collectionBundlePrice(choice.bundle, choice.selections, choice.scriptIds);
        expect(price).toBeLessThanOrEqual(familiesCents(choice));
        expect(price).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('with a multiplication of 1 costs exactly its families, and keeps only .0 and .5', () => {
    fc.assert(
      fc.property(bundleChoice, (choice) => {
        const whole = { ...choice.bundle, multiplication: 1 };
        expect(collectionBundlePrice(whole, choice.selections, choice.scriptIds)).toBe(
          familiesCents(choice),
        );
        const cents = collectionBundlePrice(choice.bundle, choice.selections, choice.scriptIds);
        expect(cents % 50).toBe(0);
      }),
    );
  });

  it('is the families’ package prices summed times the multiplication, rounded by the shop’s rule', () => {
    const pricing: ShopPricing = {
      tiers: {
        desktop: [{ id: 'd1', label: '1–5 computers' }],
        web: [{ id: 'w1', label: '10,000 views' }],
        app: [{ id: 'a1', label: '1 app' }],
      },
      stylePriceCents: { desktop: [4000], web: [3000], app: [5000] },
      scripts: [{ id: 'cyrillic', name: 'Cyrillic', multiplier: 0.2 }],
      proMultiplication: 1.5,
    };
    const dearer: ShopPricing = {
      ...pricing,
      stylePriceCents: { desktop: [5000], web: [3000], app: [5000] },
      scripts: [],
    };
    const bundle: CollectionBundle = {
      id: 'c',
      name: 'C',
      multiplication: 0.75,
      families: [family('a', pricing, 8), family('b', dearer, 3)],
    };
    // a: 40 × 0.8 × 8 = 256; b: 50 × 0.8 × 3 = 120; (256 + 120) × 0.75 = 282.
    expect(collectionBundlePrice(bundle, { desktop: 0 })).toBe(28200);
    // Cyrillic is not sold for b, so it cannot be bought for the bundle: ignored.
    expect(collectionBundlePrice(bundle, { desktop: 0 }, ['cyrillic'])).toBe(28200);
    expect(bundleScripts(bundle.families)).toEqual([]);
  });
});

describe('bundleScripts', () => {
  it('offers a script only when every family sells it, in the first family’s order', () => {
    const scripts = (ids: string[]) => ids.map((id) => ({ id, name: id, multiplier: 0.2 }));
    const base = {
      tiers: { desktop: [], web: [], app: [] },
      stylePriceCents: { desktop: [], web: [], app: [] },
      proMultiplication: 1,
    };
    const families = [
      family('a', { ...base, scripts: scripts(['greek', 'cyrillic']) }, 1),
      family('b', { ...base, scripts: scripts(['cyrillic', 'greek', 'arabic']) }, 1),
      family('c', { ...base, scripts: scripts(['cyrillic']) }, 1),
    ];
    expect(bundleScripts(families).map((script) => script.id)).toEqual(['cyrillic']);
    expect(bundleScripts(families.slice(0, 2)).map((script) => script.id)).toEqual([
      'greek',
      'cyrillic',
    ]);
    expect(bundleScripts([])).toEqual([]);
  });
});

describe('bundleOption', () => {
  it('holds every family, subfamily and style of its families, so the cart takes them out', () => {
    fc.assert(
      fc.property(bundleChoice, ({ bundle, selections }) => {
        const held = bundleOption(bundle);
        const licence = { options: selections, scripts: [] };
        for (const f of bundle.families) {
          expect(packageHolds({ option: held, ...licence }, { option: f.option, ...licence })).toBe(
            true,
          );
          const style = { ...f.option, kind: 'styles' as const, id: `${f.page}/s0` };
          expect(packageHolds({ option: held, ...licence }, { option: style, ...licence })).toBe(
            true,
          );
        }
        const lines = [
          ...bundle.families.map((f) => ({ option: f.option, ...licence })),
          { option: held, ...licence },
        ];
        expect(withoutOverlap(lines).items.map((line) => line.option.kind)).toEqual([
          'collections',
        ]);
      }),
    );
  });
});

describe('isBundleMultiplication', () => {
  it('takes a discount or nothing: more than 0, at most 1', () => {
    expect([0.75, 1, 0.01].map(isBundleMultiplication)).toEqual([true, true, true]);
    expect([0, 1.2, -0.5, Number.NaN].map(isBundleMultiplication)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('a bundle’s cart line', () => {
  it('is described with the tiers and scripts its families share, and names them', () => {
    const pricing: ShopPricing = {
      tiers: { desktop: [{ id: 'desktop-1', label: '1–2 computers' }], web: [], app: [] },
      stylePriceCents: { desktop: [4000], web: [], app: [] },
      scripts: [{ id: 'cyrillic', name: 'Cyrillic', multiplier: 0.2 }],
      proMultiplication: 1.5,
    };
    const bundle: CollectionBundle = {
      id: 'c',
      name: 'C',
      multiplication: 0.75,
      families: [family('a', pricing, 2), family('b', pricing, 1)],
    };
    const shared = bundlePricing(bundle);
    expect(shared?.scripts.map((script) => script.id)).toEqual(['cyrillic']);
    expect(bundlePricing({ ...bundle, families: [] })).toBeNull();

    const line = priceCartLine({
      pricing: shared ?? pricing,
      option: bundleOption(bundle),
      bundle,
      options: { desktop: 0, web: null, app: null },
      scripts: [],
      fontClass: 'font-a',
    });
    expect(line.families).toEqual(['a', 'b']);
    expect(bundleFamiliesText(line.families ?? [])).toBe('Families: a, b');
  });
});
