import { describe, expect, it } from 'vitest';
import { REPORT_FIGURES, reportCsv } from '../../../src/domain/reports/reportCsv';
import type { SalesReport } from '../../../src/domain/reports/salesReport';

const REPORT: SalesReport = {
  currency: 'USD',
  months: [
    {
      month: '2026-10',
      netCents: 0,
      taxCents: 0,
      paidOrders: 0,
      carts: 3,
      refunds: 0,
      refundedNetCents: 0,
      refundedTaxCents: 0,
    },
    {
      month: '2026-11',
      netCents: 123_456,
      taxCents: 24_691,
      paidOrders: 2,
      carts: 5,
      refunds: 1,
      refundedNetCents: 5_000,
      refundedTaxCents: 1_000,
    },
  ],
  typefaces: [
    { name: 'EB Garamond', soldNetCents: 100_000, refundedNetCents: 0, netCents: 100_000 },
    { name: 'Sans, "Display"', soldNetCents: 23_456, refundedNetCents: 5_000, netCents: 18_456 },
  ],
  licenceTypes: [
    { name: 'Desktop + Web', soldNetCents: 123_456, refundedNetCents: 5_000, netCents: 118_456 },
  ],
  leftOut: [],
};

describe('the reports’ CSV files', () => {
  it('write revenue per month with net, tax and gross in the report’s currency', () => {
    expect(reportCsv('revenue', REPORT)).toBe(
      'month,net_usd,tax_usd,gross_usd,paid_orders\r\n' +
        '2026-10,0.00,0.00,0.00,0\r\n' +
        '2026-11,1234.56,246.91,1481.47,2\r\n',
    );
  });

  it('write the typefaces and licence types, quoting a name that needs it', () => {
    expect(reportCsv('typefaces', REPORT)).toBe(
      'typeface,sold_net_usd,refunded_net_usd,net_usd\r\n' +
        'EB Garamond,1000.00,0.00,1000.00\r\n' +
        '"Sans, ""Display""",234.56,50.00,184.56\r\n',
    );
    expect(reportCsv('licence-types', REPORT)).toBe(
      'licence_type,sold_net_usd,refunded_net_usd,net_usd\r\n' +
        'Desktop + Web,1234.56,50.00,1184.56\r\n',
    );
  });

  it('write carts beside paid orders, and the refunds by their credit notes', () => {
    expect(reportCsv('carts', REPORT)).toBe(
      'month,carts,paid_orders\r\n2026-10,3,0\r\n2026-11,5,2\r\n',
    );
    expect(reportCsv('refunds', REPORT)).toBe(
      'month,credit_notes,net_usd,tax_usd\r\n2026-10,0,0.00,0.00\r\n2026-11,1,50.00,10.00\r\n',
    );
  });

  it('has a file for every figure, each a header line and a line per row', () => {
    for (const figure of REPORT_FIGURES) {
      const lines = reportCsv(figure, { ...REPORT, typefaces: [], licenceTypes: [] }).split('\r\n');
      expect(lines.at(-1)).toBe('');
      expect(lines[0]).toMatch(/^[a-z_]+(,[a-z_]+)+$/);
    }
  });
});
