import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/domain/pricing/formatMoney';
import { fromCents, percentOfCents, sumCents, toCents } from '../../../src/domain/pricing/money';
import { taxCents } from '../../../src/domain/tax/cartTax';

describe('money arithmetic', () => {
  it('adds in cents without float drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumCents([10, 20])).toBe(30);
    expect(sumCents([])).toBe(0);
  });

  it('converts currency units at the edges, to the cent', () => {
    expect(toCents(62.75)).toBe(6275);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(6275)).toBe(62.75);
  });

  it('takes a percentage rounded half up to the cent', () => {
    expect(percentOfCents(12550, 25)).toBe(3138);
    expect(percentOfCents(20000, 50)).toBe(10000);
  });
});

describe('money format', () => {
  it.each([
    [0, '$0'],
    [500, '$5'],
    [125000, '$1,250'],
    [125050, '$1,250.50'],
    [6275, '$62.75'],
    [123456705, '$1,234,567.05'],
    [-1250, '-$12.50'],
    [99900, '$999'],
  ])('shows %s cents as %s', (cents, text) => {
    expect(formatMoney(cents, '$')).toBe(text);
  });

  it('uses the currency symbol it is given', () => {
    expect(formatMoney(4000, '€')).toBe('€40');
  });

  it('round-trips: the digits shown are the amount to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const text = formatMoney(cents, '$');
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
