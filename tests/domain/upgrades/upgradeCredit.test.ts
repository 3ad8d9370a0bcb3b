import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateCents,
  licencePaidCents,
  lineDueCents,
  orderLinePaidCents,
  upgradeCreditCents,
  upgradeCreditName,
} from '../../../src/domain/upgrades/upgradeCredit';

describe('allocateCents', () => {
  it('shares a total by price, in whole cents that add up exactly', () => {
    expect(allocateCents([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(allocateCents([300, 100], 200)).toEqual([150, 50]);
    expect(allocateCents([0, 0], 50)).toEqual([0, 0]);
    expect(allocateCents([], 0)).toEqual([]);
  });

  it('always adds up to the total and never gives a line more than its price', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lines, fraction) => {
          const sum = lines.reduce((a, b) => a + b, 0);
          const total = Math.floor(sum * fraction);
          const shares = allocateCents(lines, total);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(sum > 0 ? total : 0);
          shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(lines[i]));
        },
      ),
    );
  });
});

describe('upgradeCreditCents', () => {
  it('credits what was paid, but never more than the new licence costs', () => {
    expect(upgradeCreditCents(4000, 16000)).toBe(4000);
    expect(upgradeCreditCents(20000, 16000)).toBe(16000);
    expect(upgradeCreditCents(-5, 100)).toBe(0);
    expect(upgradeCreditCents(100, -5)).toBe(0);
  });

  it('never exceeds what was paid, and the difference is never below zero', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (paid, due) => {
        const credit = upgradeCreditCents(paid, due);
        expect(credit).toBeLessThanOrEqual(paid);
        expect(due - credit).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('what was paid toward a licence', () => {
  it('is the larger of what was paid before and what the new licence cost', () => {
    expect(licencePaidCents(4000, 16000)).toBe(16000);
    expect(licencePaidCents(20000, 16000)).toBe(20000);
  });

  it("is a line's share of the order after discounts, plus earlier payments for an upgrade", () => {
    const cart = {
      subtotalCents: 30000,
      lines: [
        { priceCents: 20000, upgrade: { paidBeforeCents: 4000, creditCents: 4000 } },
        { priceCents: 10000 },
      ],
      // A 10 % discount of $30, then the $40 credit.
      discounts: [{ amountCents: 3000 }, { amountCents: 4000 }],
    };
    expect(lineDueCents(cart)).toEqual([18000, 9000]);
    expect(orderLinePaidCents(cart, 0)).toBe(18000);
    expect(orderLinePaidCents(cart, 1)).toBe(9000);
    expect(orderLinePaidCents(cart, 2)).toBeNull();
  });

  it('names the credit line after the line and the order it replaces', () => {
    expect(upgradeCreditName('EB Garamond Italic', '20261123-7KQ2M9')).toBe(
      'Upgrade credit: EB Garamond Italic (Order #20261123-7KQ2M9)',
    );
  });
});
