import { adminReportsAnswer } from './adminReportAnswers';
import type { Endpoint, FileEndpoint } from './Endpoint';
import { z } from './zod';

/*
 * The dashboard's reports (docs/back-office.md "Reports"), for staff only as every call under
 * /admin. The months are checked by the domain's parser (reportMonths.ts), which answers each
 * error on its field (`from`, `to`); the schema only bounds their length.
 */
const reportMonthsQuery = z.object({
  from: z.optional(z.string().check(z.maxLength(20))),
  to: z.optional(z.string().check(z.maxLength(20))),
});

/** GET /admin/reports?from=2025-12&to=2026-11: every figure; without them the last 12 months. */
export const getAdminReports = {
  querystring: reportMonthsQuery,
  response: adminReportsAnswer,
} satisfies Endpoint;

/**
 * GET /admin/reports/{figure}.csv?from=…&to=…: one figure as CSV, where the figure is
 * revenue, typefaces, licence-types, carts or refunds (src/domain/reports/reportCsv.ts).
 */
export const getAdminReportCsv = { querystring: reportMonthsQuery } satisfies FileEndpoint;
