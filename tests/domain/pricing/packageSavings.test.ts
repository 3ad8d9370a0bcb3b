import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packageSavings } from '../../../src/domain/pricing/packageSavings';
import { optionPrice } from '../../../src/domain/pricing/optionPrice';
import type { PurchasableOption } from '../../../src/domain/pricing/ShopPricing';
import { selectionsFor, shopPricing } from './shopArbitraries';
import { shop } from './shopFixture';

const style = (id: string, pro = false): PurchasableOption => ({
  id,
  kind: 'styles',
  name: id,
  styleCount: 1,
  pro,
  multiplication: 1,
});
const styles = ['regular', 'italic', 'bold', 'bold-italic'].map((id) => style(id));
const family: PurchasableOption = {
  id: 'family',
  kind: 'families',
  name: 'Family',
  styleCount: 4,
  pro: false,
  multiplication: 0.8,
  includes: { styles: styles.map((s) => s.id) },
};

describe('packageSavings', () => {
  it('is the styles bought singly less the package, under the same licence', () => {
    // Four styles at $40 = $160; the family at 0.8 × 4 × $40 = $128.
    expect(packageSavings(shop, family, styles, { desktop: 0 })).toBe(3200);
    // With Cyrillic (+20 %): $192 singly, $153 for the family (153.6 truncated).
    expect(packageSavings(shop, family, styles, { desktop: 0 }, ['cyrillic'])).toBe(3900);
  });

  it('is zero for a style, a package not cheaper, or one whose styles are not all sold', () => {
    expect(packageSavings(shop, styles[0], styles, { desktop: 0 })).toBe(0);
    expect(packageSavings(shop, { ...family, multiplication: 1.2 }, styles, { desktop: 0 })).toBe(
      0,
    );
    expect(packageSavings(shop, family, styles.slice(1), { desktop: 0 })).toBe(0);
    expect(packageSavings(shop, { ...family, includes: {} }, styles, { desktop: 0 })).toBe(0);
  });

  it('never goes below zero and never exceeds the single styles’ price', () => {
    fc.assert(
      fc.property(
        shopPricing.chain((pricing) => fc.tuple(fc.constant(pricing), selectionsFor(pricing))),
        fc.integer({ min: 50, max: 120 }).map((n) => n / 100),
        ([pricing, selections], multiplication) => {
          const pack = { ...family, multiplication };
          const saved = packageSavings(pricing, pack, styles, selections);
          const singly = styles.reduce((sum, s) => sum + optionPrice(pricing, s, selections), 0);
          expect(saved).toBeGreaterThanOrEqual(0);
          expect(saved).toBeLessThanOrEqual(singly);
        },
      ),
    );
  });
});
