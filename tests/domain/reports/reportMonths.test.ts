import { describe, expect, it } from 'vitest';
import {
  isReportMonths,
  MONTH_MESSAGE,
  parseReportMonths,
  utcMonthOf,
} from '../../../src/domain/reports/reportMonths';

describe('a report’s months', () => {
  it('are the twelve months up to today’s by default', () => {
    const range = parseReportMonths(undefined, undefined, '2026-11-28');
    expect(range).toMatchObject({
      from: '2025-12',
      to: '2026-11',
      start: '2025-12-01T00:00:00',
      endExclusive: '2026-12-01T00:00:00',
    });
    expect(isReportMonths(range) && range.months).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
  });

  it('take the asked first and last months, across a new year, and one month alone', () => {
    expect(parseReportMonths(' 2025-11 ', '2026-02', '2026-11-28')).toEqual({
      from: '2025-11',
      to: '2026-02',
      months: ['2025-11', '2025-12', '2026-01', '2026-02'],
      start: '2025-11-01T00:00:00',
      endExclusive: '2026-03-01T00:00:00',
    });
    expect(parseReportMonths('2026-12', '2026-12', '2026-11-28')).toMatchObject({
      months: ['2026-12'],
      endExclusive: '2027-01-01T00:00:00',
    });
    // Only the end asked: the twelve months up to it.
    expect(parseReportMonths('', '2026-06', '2026-11-28')).toMatchObject({
      from: '2025-07',
      to: '2026-06',
    });
  });

  it('answer a badly written month on its own field', () => {
    expect(parseReportMonths('2026-13', '26-01', '2026-11-28')).toEqual([
      { field: 'from', message: MONTH_MESSAGE, rule: 'invalid_month' },
      { field: 'to', message: MONTH_MESSAGE, rule: 'invalid_month' },
    ]);
    expect(parseReportMonths('2026-1', undefined, '2026-11-28')).toEqual([
      { field: 'from', message: 'Choose a month written like 2026-11.', rule: 'invalid_month' },
    ]);
  });

  it('refuse a last month before the first, and more than 36 months', () => {
    const reversed = parseReportMonths('2026-05', '2026-04', '2026-11-28');
    expect(isReportMonths(reversed)).toBe(false);
    expect(reversed).toEqual([
      {
        field: 'to',
        message: 'Choose a last month on or after the first.',
        rule: 'range_reversed',
      },
    ]);
    expect(parseReportMonths('2023-11', '2026-11', '2026-11-28')).toEqual([
      { field: 'from', message: 'Choose at most 36 months.', rule: 'range_too_long' },
    ]);
    expect(parseReportMonths('2023-12', '2026-11', '2026-11-28')).toMatchObject({
      from: '2023-12',
    });
  });
});

describe('the UTC month of a time', () => {
  it('is read in UTC whatever offset the time was written with', () => {
    expect(utcMonthOf('2026-03-31T23:30:00.000Z')).toBe('2026-03');
    expect(utcMonthOf('2026-03-31T23:30:00-04:00')).toBe('2026-04');
    expect(utcMonthOf('2026-04-01T00:30:00+02:00')).toBe('2026-03');
    expect(utcMonthOf('2026-03-31T23:30:00')).toBe('2026-03');
  });
});
