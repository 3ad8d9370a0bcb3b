import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertAtRate } from '../../../src/domain/orders/convertAtRate';
import { referenceRateOn, type EuroReferenceRate } from '../../../src/domain/orders/vatInEur';

const vatCents = fc.integer({ min: 0, max: 100_000_000 });
const rate = fc.double({ min: 0.0001, max: 10_000, noNaN: true, noDefaultInfinity: true });

describe('VAT in euros', () => {
  it('is round(VAT ÷ rate), in whole cents, never more than half a cent off', () => {
    fc.assert(
      fc.property(vatCents, rate, (vat, unitsPerEuro) => {
        const eur = convertAtRate(vat, unitsPerEuro);
        expect(eur).toBe(Math.round(vat * (1 / unitsPerEuro)));
        expect(Number.isInteger(eur)).toBe(true);
        expect(Math.abs(eur - vat / unitsPerEuro)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('grows with the VAT: more VAT is never fewer euros', () => {
    fc.assert(
      fc.property(vatCents, vatCents, rate, (a, b, unitsPerEuro) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(convertAtRate(low, unitsPerEuro)).toBeLessThanOrEqual(
          convertAtRate(high, unitsPerEuro),
        );
      }),
    );
  });

  it('converts $60.80 at 1 EUR = 1.0500 USD to €57.90', () => {
    const usd: EuroReferenceRate = { currency: 'USD', date: '2026-11-26', unitsPerEuro: 1.05 };
    expect(convertAtRate(6080, usd.unitsPerEuro)).toBe(5790);
  });
});

describe('the rate of an invoice date', () => {
  const rates: EuroReferenceRate[] = [
    { currency: 'USD', date: '2026-11-20', unitsPerEuro: 1.04 },
    { currency: 'GBP', date: '2026-11-26', unitsPerEuro: 0.85 },
    { currency: 'USD', date: '2026-11-26', unitsPerEuro: 1.05 },
    { currency: 'USD', date: '2026-11-27', unitsPerEuro: 1.06 },
  ];

  it('is the latest published on or before that day', () => {
    expect(referenceRateOn(rates, 'USD', '2026-11-26')?.unitsPerEuro).toBe(1.05);
    // A Sunday: Friday's rate.
    expect(referenceRateOn(rates, 'USD', '2026-11-29')?.unitsPerEuro).toBe(1.06);
    expect(referenceRateOn(rates, 'GBP', '2026-11-27')?.date).toBe('2026-11-26');
  });

  it('is none before the table starts or for a currency it lacks', () => {
    expect(referenceRateOn(rates, 'USD', '2026-11-19')).toBeNull();
    expect(referenceRateOn(rates, 'CHF', '2026-11-27')).toBeNull();
  });
});
