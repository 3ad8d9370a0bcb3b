import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/domain/pricing/formatMoney';
import { fromCents, percentOf, sumMoney, toCents } from '../../../src/domain/pricing/money';
import { taxCents } from '../../../src/domain/tax/cartTax';

describe('money arithmetic', () => {
  it('adds in cents without float drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([])).toBe(0);
    expect(toCents(62.75)).toBe(6275);
    expect(fromCents(6275)).toBe(62.75);
  });

  it('takes a percentage rounded half up to the cent', () => {
    expect(percentOf(125.5, 25)).toBe(31.38);
    expect(percentOf(200, 50)).toBe(100);
  });
});

describe('money format', () => {
  it.each([
    [0, '$0'],
    [5, '$5'],
    [1250, '$1,250'],
    [1250.5, '$1,250.50'],
    [62.75, '$62.75'],
    [1234567.05, '$1,234,567.05'],
    [-12.5, '-$12.50'],
    [999, '$999'],
  ])('shows %s as %s', (amount, text) => {
    expect(formatMoney(amount, '$')).toBe(text);
  });

  it('uses the currency symbol it is given', () => {
    expect(formatMoney(40, '€')).toBe('€40');
  });

  it('round-trips: the digits shown are the amount to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const text = formatMoney(cents / 100, '$');
        expect(Number(text.replace(/[$,]/g, ''))).toBeCloseTo(cents / 100, 2);
      }),
    );
  });
});

describe('tax on whole cents', () => {
  it('is the rate in percent of the net amount, rounded half up to the cent', () => {
    expect(taxCents(10000, 8.875)).toBe(888);
    expect(taxCents(32000, 6)).toBe(1920);
    expect(taxCents(4050, 19)).toBe(770);
  });

  it('is zero without a positive rate or amount', () => {
    expect(taxCents(10000, 0)).toBe(0);
    expect(taxCents(10000, Number.NaN)).toBe(0);
    expect(taxCents(0, 7)).toBe(0);
    expect(taxCents(-500, 7)).toBe(0);
  });
});
