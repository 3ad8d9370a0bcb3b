import type { ReportMonths } from '../../../domain/reports/reportMonths';
import type { ReportDocuments } from '../../../domain/reports/salesReport';

/** Where the dashboard's reports read a range's paid orders, credit notes and carts from. */
export interface ReportSource {
  documentsOf(range: ReportMonths): Promise<ReportDocuments>;
}
