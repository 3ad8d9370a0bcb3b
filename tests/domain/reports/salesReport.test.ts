import { describe, expect, it } from 'vitest';
import { licenceTypeName } from '../../../src/domain/reports/licenceType';
import { parseReportMonths, type ReportMonths } from '../../../src/domain/reports/reportMonths';
import {
  computeSalesReport,
  monthTotals,
  type ReportLine,
  type ReportRefund,
  type ReportSale,
} from '../../../src/domain/reports/salesReport';

function months(from: string, to: string): ReportMonths {
  const range = parseReportMonths(from, to, '2026-11-28');
  if (Array.isArray(range)) throw new Error('bad range');
  return range;
}

const GARAMOND_DESKTOP: Omit<ReportLine, 'netCents'> = {
  typeface: 'EB Garamond',
  licences: ['desktop'],
};
const INTER_DESKTOP_WEB: Omit<ReportLine, 'netCents'> = {
  typeface: 'Inter',
  licences: ['web', 'desktop'],
};

function sale(
  order: string,
  paidAt: string,
  lines: [Omit<ReportLine, 'netCents'>, number][],
): ReportSale {
  const netCents = lines.reduce((sum, [, cents]) => sum + cents, 0);
  return {
    order,
    paidAt,
    currency: 'USD',
    netCents,
    taxCents: Math.round(netCents / 5),
    lines: lines.map(([line, cents]) => ({ ...line, netCents: cents })),
  };
}

const SEPTEMBER = sale('20260910-AAAAAA', '2026-09-10T12:00:00.000Z', [
  [GARAMOND_DESKTOP, 10_000],
  [INTER_DESKTOP_WEB, 30_000],
]);
const NOVEMBER = sale('20261101-BBBBBB', '2026-11-01T08:00:00.000Z', [[GARAMOND_DESKTOP, 5_000]]);
/** Inter's line of September's order, refunded in November. */
const REFUND: ReportRefund = {
  creditNote: 'CN-000001',
  issuedAt: '2026-11-02T09:00:00.000Z',
  currency: 'USD',
  netCents: 30_000,
  taxCents: 6_000,
  lines: [{ ...INTER_DESKTOP_WEB, netCents: 30_000 }],
};

describe('the sales report', () => {
  it('adds each paid order to the month it was paid in, and shows empty months as zeros', () => {
    const report = computeSalesReport(months('2026-08', '2026-11'), 'USD', {
      sales: [SEPTEMBER, NOVEMBER],
      refunds: [REFUND],
      cartsCreatedAt: [
        '2026-09-01T10:00:00.000Z',
        '2026-09-02T10:00:00.000Z',
        '2026-11-30T23:59:59.000Z',
      ],
    });
    expect(report.currency).toBe('USD');
    expect(report.months).toEqual([
      {
        month: '2026-08',
        netCents: 0,
        taxCents: 0,
        paidOrders: 0,
        carts: 0,
        refunds: 0,
        refundedNetCents: 0,
        refundedTaxCents: 0,
      },
      {
        month: '2026-09',
        netCents: 40_000,
        taxCents: 8_000,
        paidOrders: 1,
        carts: 2,
        refunds: 0,
        refundedNetCents: 0,
        refundedTaxCents: 0,
      },
      {
        month: '2026-10',
        netCents: 0,
        taxCents: 0,
        paidOrders: 0,
        carts: 0,
        refunds: 0,
        refundedNetCents: 0,
        refundedTaxCents: 0,
      },
      {
        month: '2026-11',
        netCents: 5_000,
        taxCents: 1_000,
        paidOrders: 1,
        carts: 1,
        refunds: 1,
        refundedNetCents: 30_000,
        refundedTaxCents: 6_000,
      },
    ]);
    expect(report.leftOut).toEqual([]);
  });

  it('reduces a typeface and a licence type by what their refunded lines gave back', () => {
    const report = computeSalesReport(months('2026-08', '2026-11'), 'USD', {
      sales: [SEPTEMBER, NOVEMBER],
      refunds: [REFUND],
      cartsCreatedAt: [],
    });
    expect(report.typefaces).toEqual([
      { name: 'EB Garamond', soldNetCents: 15_000, refundedNetCents: 0, netCents: 15_000 },
      { name: 'Inter', soldNetCents: 30_000, refundedNetCents: 30_000, netCents: 0 },
    ]);
    expect(report.licenceTypes).toEqual([
      { name: 'Desktop', soldNetCents: 15_000, refundedNetCents: 0, netCents: 15_000 },
      { name: 'Desktop + Web', soldNetCents: 30_000, refundedNetCents: 30_000, netCents: 0 },
    ]);
  });

  it('counts a refund in its credit note’s month only: outside the range it is left out', () => {
    const report = computeSalesReport(months('2026-09', '2026-10'), 'USD', {
      sales: [SEPTEMBER, NOVEMBER],
      refunds: [REFUND],
      cartsCreatedAt: ['2026-08-31T23:59:59.000Z'],
    });
    expect(report.months.map((month) => [month.month, month.netCents, month.refunds])).toEqual([
      ['2026-09', 40_000, 0],
      ['2026-10', 0, 0],
    ]);
    expect(report.months.every((month) => month.carts === 0)).toBe(true);
    expect(report.typefaces.map((share) => [share.name, share.netCents])).toEqual([
      ['Inter', 30_000],
      ['EB Garamond', 10_000],
    ]);
  });

  it('sorts equal figures by name', () => {
    const report = computeSalesReport(months('2026-11', '2026-11'), 'USD', {
      sales: [
        sale('20261102-CCCCCC', '2026-11-02T00:00:00.000Z', [
          [{ typeface: 'Inter', licences: ['app'] }, 1_000],
          [{ typeface: 'Alegreya', licences: ['app'] }, 1_000],
        ]),
      ],
      refunds: [],
      cartsCreatedAt: [],
    });
    expect(report.typefaces.map((share) => share.name)).toEqual(['Alegreya', 'Inter']);
  });

  it('names the documents in another currency and leaves them out of the figures', () => {
    const euros = { ...NOVEMBER, order: '20261101-EEEEEE', currency: 'EUR' };
    const euroRefund = { ...REFUND, creditNote: 'CN-000002', currency: 'EUR' };
    const report = computeSalesReport(months('2026-11', '2026-11'), 'USD', {
      sales: [euros],
      refunds: [euroRefund],
      cartsCreatedAt: [],
    });
    expect(report.leftOut).toEqual(['20261101-EEEEEE', 'CN-000002']);
    expect(report.months[0]).toMatchObject({ netCents: 0, refunds: 0 });
    expect(report.typefaces).toEqual([]);
  });

  it('totals the months of the range', () => {
    const report = computeSalesReport(months('2026-08', '2026-11'), 'USD', {
      sales: [SEPTEMBER, NOVEMBER],
      refunds: [REFUND],
      cartsCreatedAt: ['2026-09-01T10:00:00.000Z'],
    });
    expect(monthTotals(report.months)).toEqual({
      netCents: 45_000,
      taxCents: 9_000,
      paidOrders: 2,
      carts: 1,
      refunds: 1,
      refundedNetCents: 30_000,
      refundedTaxCents: 6_000,
    });
  });
});

describe('a licence type', () => {
  it('names the categories a line licenses together, in the shop’s order', () => {
    expect(licenceTypeName(['app', 'desktop', 'web'])).toBe('Desktop + Web + App');
    expect(licenceTypeName(['web'])).toBe('Web');
    expect(licenceTypeName([])).toBe('No licence');
  });
});
