import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { periodRateOn } from '../../../src/domain/orders/vatInSterling';
import {
  parseSterlingPeriodRates,
  sterlingPeriodRatesFile,
} from '../../../src/server/orders/adapters/sterlingPeriodRates';

describe('HMRC’s period rates as the Trade Tariff service publishes them', () => {
  it('reads code, rate and both days by the columns’ names, quoted cells included', () => {
    const csv = [
      'Country/Territories,Currency,Currency Code,Currency Units per £1,Start date,End date',
      'USA,Dollar,USD,1.2702,01/11/2026,30/11/2026',
      '"Korea, South",Won,KRW,1745.55,01/11/2026,30/11/2026',
      'Eurozone,Euro,EUR,1.1987,01/11/2026,30/11/2026',
    ].join('\r\n');
    expect(parseSterlingPeriodRates(csv)).toEqual([
      { currency: 'USD', start: '2026-11-01', end: '2026-11-30', unitsPerPound: 1.2702 },
      { currency: 'KRW', start: '2026-11-01', end: '2026-11-30', unitsPerPound: 1745.55 },
      { currency: 'EUR', start: '2026-11-01', end: '2026-11-30', unitsPerPound: 1.1987 },
    ]);
  });

  it('finds the columns in another order and case, and skips rows it cannot read', () => {
    const csv = [
      'Currency Code,Start Date,End Date,Currency units per £1',
      'USD,01/12/2026,31/12/2026,1.2671',
      'USD,2026-12-01,31/12/2026,1.2671',
      'USD,01/12/2026,31/12/2026,N/A',
      ',01/12/2026,31/12/2026,1.5',
    ].join('\n');
    expect(parseSterlingPeriodRates(csv)).toEqual([
      { currency: 'USD', start: '2026-12-01', end: '2026-12-31', unitsPerPound: 1.2671 },
    ]);
  });

  it('gives nothing for a file without the columns it needs', () => {
    expect(parseSterlingPeriodRates('Date,USD,GBP\n2026-11-27,1.0562,0.8331')).toEqual([]);
  });

  it('ships a table with the dollar and euro rates of the months it covers', () => {
    const shipped = parseSterlingPeriodRates(
      fs.readFileSync(sterlingPeriodRatesFile(path.resolve('content')), 'utf8'),
    );
    expect(periodRateOn(shipped, 'USD', '2026-11-15')?.unitsPerPound).toBeGreaterThan(1);
    expect(periodRateOn(shipped, 'EUR', '2026-11-15')?.unitsPerPound).toBeGreaterThan(1);
  });
});
