import { describe, expect, it } from 'vitest';
import {
  inPounds,
  periodRateOn,
  type SterlingPeriodRate,
} from '../../../src/domain/orders/vatInSterling';

const rates: SterlingPeriodRate[] = [
  { currency: 'USD', start: '2026-10-01', end: '2026-10-31', unitsPerPound: 1.2745 },
  { currency: 'EUR', start: '2026-11-01', end: '2026-11-30', unitsPerPound: 1.1987 },
  { currency: 'USD', start: '2026-11-01', end: '2026-11-30', unitsPerPound: 1.2702 },
  // An amendment from the 16th, as HMRC publishes when a currency moves sharply.
  { currency: 'USD', start: '2026-11-16', end: '2026-11-30', unitsPerPound: 1.2101 },
];

describe('the period rate of a day of supply', () => {
  it('is the rate of the period the day is in, both ends included', () => {
    expect(periodRateOn(rates, 'USD', '2026-10-01')?.unitsPerPound).toBe(1.2745);
    expect(periodRateOn(rates, 'USD', '2026-10-31')?.unitsPerPound).toBe(1.2745);
    expect(periodRateOn(rates, 'USD', '2026-11-01')?.unitsPerPound).toBe(1.2702);
    expect(periodRateOn(rates, 'EUR', '2026-11-30')?.unitsPerPound).toBe(1.1987);
  });

  it('is an amendment’s from the day it starts', () => {
    expect(periodRateOn(rates, 'USD', '2026-11-15')?.unitsPerPound).toBe(1.2702);
    expect(periodRateOn(rates, 'USD', '2026-11-16')?.unitsPerPound).toBe(1.2101);
  });

  it('is none for a day no period covers: a month never takes another month’s rate', () => {
    expect(periodRateOn(rates, 'USD', '2026-12-01')).toBeNull();
    expect(periodRateOn(rates, 'EUR', '2026-10-15')).toBeNull();
    expect(periodRateOn(rates, 'CHF', '2026-11-15')).toBeNull();
  });
});

describe('amounts in pounds', () => {
  it('converts the net amount and the VAT each on its own, to the penny', () => {
    // $50.80 and $10.16 at 1 GBP = 1.27 USD.
    expect(inPounds(5_080, 1_016, 1.27)).toEqual({ netCents: 4_000, vatCents: 800 });
    // $66.00 + $13.20 at 1.2702: round(5,196.03) and round(1,039.21).
    expect(inPounds(6_600, 1_320, 1.2702)).toEqual({ netCents: 5_196, vatCents: 1_039 });
  });
});
