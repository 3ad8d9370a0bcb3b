/** One OSS line: a member state of consumption and its rate; euro cents. */
export interface OssRow {
  country: string;
  rate: number;
  netEurCents: number;
  vatEurCents: number;
}

/** A quarter's tax returns as the back office shows them (docs/tax-returns.md). */
export interface TaxReturnsModel {
  quarter: string;
  start: string;
  end: string;
  oss: OssRow[];
  ecSalesList: { vatNumber: string; country: string; netEurCents: number }[];
  domestic: { rate: number; netEurCents: number; vatEurCents: number }[];
  /** UK VAT by rate, in pence. */
  uk: { rate: number; netGbpCents: number; vatGbpCents: number }[];
  us: { state: string; currency: string; netCents: number; taxCents: number }[];
  /** Documents left out of the EU figures for want of a euro rate. */
  noEuroRate: string[];
  /** Documents left out of the UK figures for want of a sterling rate. */
  noSterlingRate: string[];
  ossCsvUrl: string;
  ecSalesListCsvUrl: string;
}

/**
 * The quarter's tax returns (GET /api/v1/admin/tax-returns). Failures reject with an ApiError
 * carrying the server's `{field, message, rule}` items (a bad quarter: on `quarter`).
 */
export interface TaxReturnsDesk {
  /** `quarter` "2026-Q4"; empty for the last finished quarter. */
  taxReturns(quarter: string): Promise<TaxReturnsModel>;
}
