import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryStylePrice,
  DEFAULT_STYLE_UNIT,
  styleUnit,
} from '../../../src/domain/pricing/styleUnit';
import { shop } from './shopFixture';

describe('su, the price of one style', () => {
  it('is 50 when no licence is chosen', () => {
    expect(DEFAULT_STYLE_UNIT).toBe(50);
    expect(styleUnit(shop, {})).toBe(50);
    expect(styleUnit(shop, { desktop: null, web: undefined })).toBe(50);
  });

  it('is the tier price for a single desktop or web licence', () => {
    expect(styleUnit(shop, { desktop: 0 })).toBe(40);
    expect(styleUnit(shop, { web: 2 })).toBe(90);
  });

  it('triples the app price', () => {
    expect(categoryStylePrice(shop, 'app', 1)).toBe(300);
    expect(styleUnit(shop, { app: 0 })).toBe(150);
  });

  it('halves every desktop or web selection but the dearest when combined', () => {
    // desktop 120 is dearest, web 30 counts 15
    expect(styleUnit(shop, { desktop: 2, web: 0 })).toBe(135);
    // web 90 dearest, desktop 40 counts 20
    expect(styleUnit(shop, { desktop: 0, web: 2 })).toBe(110);
  });

  it('never halves app, and halves only the cheaper of desktop and web', () => {
    // desktop 40 is the dearer of desktop/web; web 30 → 15; app 150 full
    expect(styleUnit(shop, { desktop: 0, web: 0, app: 0 })).toBe(205);
    expect(styleUnit(shop, { desktop: 2, web: 2, app: 0 })).toBe(120 + 45 + 150);
  });

  it('keeps desktop full beside app, whichever is dearer', () => {
    expect(styleUnit(shop, { desktop: 0, app: 0 })).toBe(190);
    const pricing = { style_prices: { desktop: [500], web: [10], app: [10] } };
    expect(styleUnit(pricing, { desktop: 0, app: 0 })).toBe(530);
  });

  it('does not fall when app becomes the dearest selection (found by fast-check)', () => {
    const pricing = { style_prices: { desktop: [139, 186], web: [10], app: [59, 73] } };
    const before = styleUnit(pricing, { desktop: 1, app: 0 });
    const after = styleUnit(pricing, { desktop: 1, app: 1 });
    expect(before).toBe(186 + 177);
    expect(after).toBe(186 + 219);
  });

  it('gives ties to the earlier category', () => {
    const pricing = { style_prices: { desktop: [60], web: [60], app: [20] } };
    expect(styleUnit(pricing, { desktop: 0, web: 0 })).toBe(90);
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
