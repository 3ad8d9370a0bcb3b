import type { ReportFigure } from '../../domain/reports/reportCsv';
import type { SalesReport } from '../../domain/reports/salesReport';

/** The dashboard's reports for a range of months (docs/back-office.md "Reports"). */
export interface ReportsModel extends SalesReport {
  /** The first and last month, "2026-11". */
  from: string;
  to: string;
  currencySymbol: string;
  /** Where each figure downloads as CSV. */
  files: Record<ReportFigure, string>;
}

/**
 * The reports (GET /api/v1/admin/reports). Failures reject with an ApiError carrying the
 * server's `{field, message, rule}` items (a bad month: on `from` or `to`).
 */
export interface ReportsDesk {
  /** Months written "2026-11"; empty for the twelve months up to this one. */
  reports(from: string, to: string): Promise<ReportsModel>;
}
