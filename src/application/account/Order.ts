/** One order of the history (spec §3 "Order"), as the orders page shows it. */
export interface OrderLine {
  name: string;
  fontClass: string | null;
  /** The licences bought, one text per category (desktop, web, app) that was chosen. */
  licences: string[];
  value: string;
}

export interface NamedAmount {
  name: string;
  value: string;
}

export interface Order {
  id: string;
  date: string;
  /** Where the font files (zip) and the invoice (pdf) are downloaded; null when absent. */
  zipUrl: string | null;
  pdfUrl: string | null;
  lines: OrderLine[];
  discounts: NamedAmount[];
  total: NamedAmount | null;
}
