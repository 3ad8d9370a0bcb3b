import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundPrice } from '../../../src/domain/pricing/priceRounding';

describe('price rounding', () => {
  it.each([
    [12000, 12000],
    [12040, 12000],
    [12050, 12050],
    [12090, 12000],
    [12025, 12000],
    [12075, 12000],
    [50, 50],
  ])('drops the fraction of %s cents unless it is exactly .5 → %s', (exact, rounded) => {
    expect(roundPrice(exact)).toBe(rounded);
  });

  it('keeps .75 only when asked (pro single styles), and still truncates .25', () => {
    expect(roundPrice(6075, true)).toBe(6075);
    expect(roundPrice(6050, true)).toBe(6050);
    expect(roundPrice(6025, true)).toBe(6000);
    expect(roundPrice(6080, true)).toBe(6000);
  });

  it('does not lose a dollar to float error', () => {
    expect(1.15 * 100).toBeLessThan(115); // 114.99999999999999
    expect(roundPrice(1.15 * 100 * 100)).toBe(11500);
    expect(roundPrice((0.1 * 3 + 0.2) * 100)).toBe(50);
  });

  it('is not monotone: the rule keeps 2.5 but truncates 2.6', () => {
    expect(roundPrice(250)).toBeGreaterThan(roundPrice(260));
  });

  it('keeps only .0 or .5 fractions, and never rounds up', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e8, noNaN: true }), (exact) => {
        const rounded = roundPrice(exact);
        expect([0, 50]).toContain(rounded % 100);
        expect(rounded).toBeLessThanOrEqual(exact + 1e-4);
        expect(exact - rounded).toBeLessThan(100);
      }),
    );
  });

  it('keeps only .0, .5 or .75 fractions for pro single styles', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e8, noNaN: true }), (exact) => {
        const rounded = roundPrice(exact, true);
        expect([0, 50, 75]).toContain(rounded % 100);
      }),
    );
  });

  it('never lowers a price when the exact price rises by at least 50 cents', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 50, max: 1e7, noNaN: true }),
        fc.boolean(),
        (exact, rise, quarters) => {
          expect(roundPrice(exact + rise, quarters)).toBeGreaterThanOrEqual(
            roundPrice(exact, quarters),
          );
        },
      ),
    );
  });
});
