import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundPrice } from '../../../src/domain/pricing/priceRounding';

describe('price rounding', () => {
  it.each([
    [120, 120],
    [120.4, 120],
    [120.5, 120.5],
    [120.9, 120],
    [120.25, 120],
    [120.75, 120],
    [0.5, 0.5],
  ])('drops the fraction of %s unless it is exactly .5 → %s', (exact, rounded) => {
    expect(roundPrice(exact)).toBe(rounded);
  });

  it('keeps .75 only when asked (pro single styles), and still truncates .25', () => {
    expect(roundPrice(60.75, true)).toBe(60.75);
    expect(roundPrice(60.5, true)).toBe(60.5);
    expect(roundPrice(60.25, true)).toBe(60);
    expect(roundPrice(60.8, true)).toBe(60);
  });

  it('does not lose a dollar to float error', () => {
    expect(1.15 * 100).toBeLessThan(115); // 114.99999999999999
    expect(roundPrice(1.15 * 100)).toBe(115);
    expect(roundPrice(0.1 * 3 + 0.2)).toBe(0.5);
  });

  it('is not monotone: the rule keeps 2.5 but truncates 2.6', () => {
    expect(roundPrice(2.5)).toBeGreaterThan(roundPrice(2.6));
  });

  it('keeps only .0 or .5 fractions, and never rounds up', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (exact) => {
        const rounded = roundPrice(exact);
        expect([0, 0.5]).toContain(rounded - Math.floor(rounded));
        expect(rounded).toBeLessThanOrEqual(exact + 1e-6);
        expect(exact - rounded).toBeLessThan(1);
      }),
    );
  });

  it('keeps only .0, .5 or .75 fractions for pro single styles', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (exact) => {
        const rounded = roundPrice(exact, true);
        expect([0, 0.5, 0.75]).toContain(rounded - Math.floor(rounded));
      }),
    );
  });

  it('never lowers a price when the exact price rises by at least 50 cents', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.double({ min: 0.5, max: 1e5, noNaN: true }),
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
