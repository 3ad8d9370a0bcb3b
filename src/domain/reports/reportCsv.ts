import { plainEuros } from '../tax/taxReturnCsv';
import type { MonthFigures, SalesReport, ShareFigures } from './salesReport';

/** The report's figures, each drawn as a chart and downloaded as its own CSV file. */
export const REPORT_FIGURES = [
  'revenue',
  'typefaces',
  'licence-types',
  'carts',
  'refunds',
] as const;

export type ReportFigure = (typeof REPORT_FIGURES)[number];

/** Cents as a CSV's plain decimal, 1234.56: the EC Sales List's writing, in any currency. */
const amount = plainEuros;

/** A text field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}

function monthRows(
  report: SalesReport,
  columns: readonly [string, (month: MonthFigures) => string][],
): string {
  return csv(
    ['month', ...columns.map(([name]) => name)],
    report.months.map((month) => [month.month, ...columns.map(([, value]) => value(month))]),
  );
}

function shareRows(report: SalesReport, nameColumn: string, shares: readonly ShareFigures[]) {
  const unit = report.currency.toLowerCase();
  return csv(
    [nameColumn, `sold_net_${unit}`, `refunded_net_${unit}`, `net_${unit}`],
    shares.map((share) => [
      field(share.name),
      amount(share.soldNetCents),
      amount(share.refundedNetCents),
      amount(share.netCents),
    ]),
  );
}

/**
 * One figure of the report as a CSV file: a header line of snake_case names, amounts in the
 * report's currency (named in the header: `net_usd`) with a decimal point, CRLF line ends.
 */
export function reportCsv(figure: ReportFigure, report: SalesReport): string {
  const unit = report.currency.toLowerCase();
  switch (figure) {
    case 'revenue':
      return monthRows(report, [
        [`net_${unit}`, (month) => amount(month.netCents)],
        [`tax_${unit}`, (month) => amount(month.taxCents)],
        [`gross_${unit}`, (month) => amount(month.netCents + month.taxCents)],
        ['paid_orders', (month) => String(month.paidOrders)],
      ]);
    case 'typefaces':
      return shareRows(report, 'typeface', report.typefaces);
    case 'licence-types':
      return shareRows(report, 'licence_type', report.licenceTypes);
    case 'carts':
      return monthRows(report, [
        ['carts', (month) => String(month.carts)],
        ['paid_orders', (month) => String(month.paidOrders)],
      ]);
    case 'refunds':
      return monthRows(report, [
        ['credit_notes', (month) => String(month.refunds)],
        [`net_${unit}`, (month) => amount(month.refundedNetCents)],
        [`tax_${unit}`, (month) => amount(month.refundedTaxCents)],
      ]);
  }
}
