import { getAdminReportCsv, getAdminReports } from '../../../contract/adminReports';
import type { AdminReportsAnswer } from '../../../contract/adminReportAnswers';
import { REPORT_FIGURES, reportCsv, type ReportFigure } from '../../../domain/reports/reportCsv';
import {
  isReportMonths,
  parseReportMonths,
  type ReportMonths,
} from '../../../domain/reports/reportMonths';
import { computeSalesReport, type SalesReport } from '../../../domain/reports/salesReport';
import { API_PREFIX } from '../../http/apiPaths';
import { HttpError } from '../../http/HttpError';
import {
  fileRouteSchema,
  routeSchema,
  type FileRouteOf,
  type RouteOf,
} from '../../http/routeSchema';
import { attachment } from '../../orders/http/orderRoutes';
import { TAGS, openInMaintenance, plainLinkDownload, type AdminRouteKit } from './adminRouteKit';

const CSV = 'text/csv; charset=utf-8';

/** Each figure's file name, before its months: "Revenue per month 2025-12 to 2026-11.csv". */
const FILE_NAMES: Readonly<Record<ReportFigure, string>> = {
  revenue: 'Revenue per month',
  typefaces: 'Revenue by typeface',
  'licence-types': 'Revenue by licence type',
  carts: 'Carts and paid orders',
  refunds: 'Refunds per month',
};

/** The asked months, or the last twelve; a bad range is answered 422 on its field. */
function monthsAsked(query: { from?: string; to?: string }): ReportMonths {
  const parsed = parseReportMonths(query.from, query.to, new Date().toISOString().slice(0, 10));
  if (!isReportMonths(parsed)) throw new HttpError(422, parsed);
  return parsed;
}

function answerOf(range: ReportMonths, report: SalesReport, symbol: string): AdminReportsAnswer {
  const share = (line: SalesReport['typefaces'][number]) => ({
    name: line.name,
    sold_net_cents: line.soldNetCents,
    refunded_net_cents: line.refundedNetCents,
    net_cents: line.netCents,
  });
  const file = (figure: ReportFigure) =>
    `${API_PREFIX}/admin/reports/${figure}.csv?from=${range.from}&to=${range.to}`;
  return {
    from: range.from,
    to: range.to,
    currency: report.currency,
    currency_symbol: symbol,
    months: report.months.map((month) => ({
      month: month.month,
      net_cents: month.netCents,
      tax_cents: month.taxCents,
      paid_orders: month.paidOrders,
      carts: month.carts,
      refunds: month.refunds,
      refunded_net_cents: month.refundedNetCents,
      refunded_tax_cents: month.refundedTaxCents,
    })),
    typefaces: report.typefaces.map(share),
    licence_types: report.licenceTypes.map(share),
    left_out: report.leftOut,
    files: {
      revenue: file('revenue'),
      typefaces: file('typefaces'),
      licence_types: file('licence-types'),
      carts: file('carts'),
      refunds: file('refunds'),
    },
  };
}

/** The dashboard's reports (docs/back-office.md "Reports"): the figures, and each as a CSV file. */
export function adminReportRoutes({ api, admin, context }: AdminRouteKit): void {
  const reportOf = async (range: ReportMonths) =>
    computeSalesReport(range, context.config.currency, await admin.reports.documentsOf(range));

  api.get<RouteOf<typeof getAdminReports>>(
    '/reports',
    { schema: routeSchema(getAdminReports, TAGS), config: openInMaintenance },
    async (request) => {
      const range = monthsAsked(request.query);
      return answerOf(range, await reportOf(range), context.config.currencySymbol);
    },
  );

  for (const figure of REPORT_FIGURES) {
    api.get<FileRouteOf<typeof getAdminReportCsv>>(
      `/reports/${figure}.csv`,
      { schema: fileRouteSchema(getAdminReportCsv, TAGS, 'text/csv'), config: plainLinkDownload },
      async (request, reply) => {
        const range = monthsAsked(request.query);
        const name = `${FILE_NAMES[figure]} ${range.from} to ${range.to}.csv`;
        return reply
          .header('content-disposition', attachment(name))
          .type(CSV)
          .send(reportCsv(figure, await reportOf(range)));
      },
    );
  }
}
