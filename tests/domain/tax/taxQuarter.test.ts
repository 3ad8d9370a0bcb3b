import { describe, expect, it } from 'vitest';
import {
  isTaxQuarter,
  lastFinishedQuarter,
  quarterOfDay,
  parseTaxQuarter,
  quartersUpTo,
} from '../../../src/domain/tax/taxQuarter';

describe('a tax quarter', () => {
  it('reads "2026-Q4" as its first and last days and the day after', () => {
    expect(parseTaxQuarter('2026-Q4')).toEqual({
      label: '2026-Q4',
      year: 2026,
      quarter: 4,
      start: '2026-10-01',
      end: '2026-12-31',
      endExclusive: '2027-01-01',
    });
    expect(parseTaxQuarter(' 2027-Q1 ')).toMatchObject({
      start: '2027-01-01',
      end: '2027-03-31',
      endExclusive: '2027-04-01',
    });
    expect(parseTaxQuarter('2026-Q2')).toMatchObject({ end: '2026-06-30' });
    expect(parseTaxQuarter('2026-Q3')).toMatchObject({ end: '2026-09-30' });
  });

  it('answers anything else with an error on the field quarter', () => {
    for (const bad of ['2026-Q5', '2026-Q0', '2026Q4', 'Q4-2026', '', '26-Q4']) {
      expect(parseTaxQuarter(bad)).toEqual({
        field: 'quarter',
        message: 'Choose a quarter written like 2026-Q4.',
        rule: 'invalid_quarter',
      });
    }
    expect(parseTaxQuarter('2020-Q4')).toEqual({
      field: 'quarter',
      message: 'Tax returns start with 2021-Q3.',
      rule: 'quarter_too_early',
    });
  });

  it('tells a quarter from an error', () => {
    expect(isTaxQuarter(parseTaxQuarter('2026-Q4'))).toBe(true);
    expect(isTaxQuarter(parseTaxQuarter('nope'))).toBe(false);
  });

  it('finds the last finished quarter, across the year', () => {
    expect(quarterOfDay('2026-11-27').label).toBe('2026-Q4');
    expect(quarterOfDay('2027-01-01T00:00:00.000Z').label).toBe('2027-Q1');
    expect(quarterOfDay('2026-06-30').end).toBe('2026-06-30');
    expect(lastFinishedQuarter('2026-11-27').label).toBe('2026-Q3');
    expect(lastFinishedQuarter('2026-10-01').label).toBe('2026-Q3');
    expect(lastFinishedQuarter('2026-09-30').label).toBe('2026-Q2');
    expect(lastFinishedQuarter('2027-02-14').label).toBe('2026-Q4');
  });
});

describe('the quarters to pick from', () => {
  it('counts back from a quarter across the year', () => {
    expect(quartersUpTo(lastFinishedQuarter('2027-02-14'), 3)).toEqual([
      '2026-Q4',
      '2026-Q3',
      '2026-Q2',
    ]);
    expect(quartersUpTo(lastFinishedQuarter('2026-05-01'), 2)).toEqual(['2026-Q1', '2025-Q4']);
  });
});
