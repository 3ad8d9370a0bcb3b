import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryStylePrice,
  DEFAULT_STYLE_UNIT,
  styleUnit,
} from '../../../src/domain/pricing/styleUnit';
import { shop } from './shopFixture';

describe('su, the price of one style, in cents', () => {
  it('is $50 when no licence is chosen', () => {
    expect(DEFAULT_STYLE_UNIT).toBe(5000);
    expect(styleUnit(shop, {})).toBe(5000);
    expect(styleUnit(shop, { desktop: null, web: undefined })).toBe(5000);
  });

  it('is the tier price for a single desktop or web licence', () => {
    expect(styleUnit(shop, { desktop: 0 })).toBe(4000);
    expect(styleUnit(shop, { web: 2 })).toBe(9000);
  });

  it('triples the app price', () => {
    expect(categoryStylePrice(shop, 'app', 1)).toBe(30000);
    expect(styleUnit(shop, { app: 0 })).toBe(15000);
  });

  it('halves every desktop or web selection but the dearest when combined', () => {
    // desktop 120 is dearest, web 30 counts 15
    expect(styleUnit(shop, { desktop: 2, web: 0 })).toBe(13500);
    // web 90 dearest, desktop 40 counts 20
    expect(styleUnit(shop, { desktop: 0, web: 2 })).toBe(11000);
  });

  it('never halves app, and halves only the cheaper of desktop and web', () => {
    // desktop 40 is the dearer of desktop/web; web 30 → 15; app 150 full
    expect(styleUnit(shop, { desktop: 0, web: 0, app: 0 })).toBe(20500);
    expect(styleUnit(shop, { desktop: 2, web: 2, app: 0 })).toBe(12000 + 4500 + 15000);
  });

  it('keeps desktop full beside app, whichever is dearer', () => {
    expect(styleUnit(shop, { desktop: 0, app: 0 })).toBe(19000);
    const pricing = { stylePriceCents: { desktop: [50000], web: [1000], app: [1000] } };
    expect(styleUnit(pricing, { desktop: 0, app: 0 })).toBe(53000);
  });

  it('does not fall when app becomes the dearest selection (found by fast-check)', () => {
    const pricing = {
      stylePriceCents: { desktop: [13900, 18600], web: [1000], app: [5900, 7300] },
    };
    const before = styleUnit(pricing, { desktop: 1, app: 0 });
    const after = styleUnit(pricing, { desktop: 1, app: 1 });
    expect(before).toBe(18600 + 17700);
    expect(after).toBe(18600 + 21900);
  });

  it('gives ties to the earlier category', () => {
    const pricing = { stylePriceCents: { desktop: [6000], web: [6000], app: [2000] } };
    expect(styleUnit(pricing, { desktop: 0, web: 0 })).toBe(9000);
  });

  it('refuses a tier the shop does not have', () => {
    expect(() => styleUnit(shop, { desktop: 7 })).toThrow(RangeError);
  });

  it('is never less than the dearest selection and never more than the sum', () => {
    const tier = fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined });
    fc.assert(
      fc.property(tier, tier, tier, (desktop, web, app) => {
        const selections = { desktop, web, app };
        const prices = (['desktop', 'web', 'app'] as const).flatMap((c) => {
          const t = selections[c];
          return t === undefined ? [] : [categoryStylePrice(shop, c, t)];
        });
        fc.pre(prices.length > 0);
        const su = styleUnit(shop, selections);
        expect(su).toBeGreaterThanOrEqual(Math.max(...prices));
        expect(su).toBeLessThanOrEqual(prices.reduce((a, b) => a + b, 0));
      }),
    );
  });
});
