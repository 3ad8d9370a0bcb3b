import type { LicenceCategory } from '../pricing/LicenceCategory';
import { sumCents, type Cents } from '../pricing/money';
import { licenceTypeName } from './licenceType';
import { utcMonthOf, type ReportMonths } from './reportMonths';

/** One line of a paid order or of a credit note: what it licenses and its net amount. */
export interface ReportLine {
  /** The typeface's (or the collection's) name. */
  typeface: string;
  licences: readonly LicenceCategory[];
  netCents: Cents;
}

/** A paid order: what it charged, net and tax, when it was paid, and its lines. */
export interface ReportSale {
  /** The order's number, named when its currency leaves it out. */
  order: string;
  paidAt: string;
  currency: string;
  netCents: Cents;
  taxCents: Cents;
  lines: readonly ReportLine[];
}

/** A credit note: what it gave back (positive), when, and the lines it refunded. */
export interface ReportRefund {
  /** "CN-000001". */
  creditNote: string;
  issuedAt: string;
  currency: string;
  netCents: Cents;
  taxCents: Cents;
  lines: readonly ReportLine[];
}

/** What a report is computed from: the range's paid orders, credit notes and carts. */
export interface ReportDocuments {
  sales: readonly ReportSale[];
  refunds: readonly ReportRefund[];
  /** When each cart still held was created. */
  cartsCreatedAt: readonly string[];
}

/** One month: revenue by the day of payment, refunds by their credit notes' day, carts made. */
export interface MonthFigures {
  month: string;
  netCents: Cents;
  taxCents: Cents;
  paidOrders: number;
  carts: number;
  refunds: number;
  refundedNetCents: Cents;
  refundedTaxCents: Cents;
}

/** A typeface's or a licence type's net revenue over the range, before and after refunds. */
export interface ShareFigures {
  name: string;
  soldNetCents: Cents;
  refundedNetCents: Cents;
  /** Sold less refunded. */
  netCents: Cents;
}

export interface SalesReport {
  currency: string;
  /** Every month of the range, oldest first, months without sales as zeros. */
  months: MonthFigures[];
  /** Largest net first. */
  typefaces: ShareFigures[];
  licenceTypes: ShareFigures[];
  /** Orders and credit notes in another currency than the report's: not added in. */
  leftOut: string[];
}

function emptyMonth(month: string): MonthFigures {
  return {
    month,
    netCents: 0,
    taxCents: 0,
    paidOrders: 0,
    carts: 0,
    refunds: 0,
    refundedNetCents: 0,
    refundedTaxCents: 0,
  };
}

/** Net amounts per name: what the sales' lines sold, less what the refunds' lines gave back. */
function sharesBy(
  name: (line: ReportLine) => string,
  sales: readonly ReportSale[],
  refunds: readonly ReportRefund[],
): ShareFigures[] {
  const shares = new Map<string, ShareFigures>();
  const add = (line: ReportLine, sold: Cents, refunded: Cents) => {
    const key = name(line);
    const share = shares.get(key) ?? {
      name: key,
      soldNetCents: 0,
      refundedNetCents: 0,
      netCents: 0,
    };
    share.soldNetCents += sold;
    share.refundedNetCents += refunded;
    share.netCents = share.soldNetCents - share.refundedNetCents;
    shares.set(key, share);
  };
  for (const sale of sales) for (const line of sale.lines) add(line, line.netCents, 0);
  for (const refund of refunds) for (const line of refund.lines) add(line, 0, line.netCents);
  return [...shares.values()].sort((a, b) => b.netCents - a.netCents || (a.name < b.name ? -1 : 1));
}

/**
 * The report of `range` in `currency` (docs/back-office.md "Reports"): revenue is what paid
 * orders charged, net and tax, in the month they were paid, refunded since or not; a refund
 * counts in the month of its credit note, as in the tax returns, and reduces the typeface's
 * and the licence type's figures of the range it falls in. Documents outside the range (by
 * their UTC month) are ignored; those in another currency are named in `leftOut`.
 */
export function computeSalesReport(
  range: ReportMonths,
  currency: string,
  documents: ReportDocuments,
): SalesReport {
  const months = new Map(range.months.map((month) => [month, emptyMonth(month)]));
  const at = (time: string, change: (month: MonthFigures) => void) => {
    const month = months.get(utcMonthOf(time));
    if (month) change(month);
  };
  const sales = documents.sales.filter((sale) => months.has(utcMonthOf(sale.paidAt)));
  const refunds = documents.refunds.filter((refund) => months.has(utcMonthOf(refund.issuedAt)));
  const ownSales = sales.filter((sale) => sale.currency === currency);
  const ownRefunds = refunds.filter((refund) => refund.currency === currency);

  for (const sale of ownSales) {
    at(sale.paidAt, (month) => {
      month.netCents += sale.netCents;
      month.taxCents += sale.taxCents;
      month.paidOrders += 1;
    });
  }
  for (const refund of ownRefunds) {
    at(refund.issuedAt, (month) => {
      month.refunds += 1;
      month.refundedNetCents += refund.netCents;
      month.refundedTaxCents += refund.taxCents;
    });
  }
  for (const createdAt of documents.cartsCreatedAt) {
    at(createdAt, (month) => {
      month.carts += 1;
    });
  }
  return {
    currency,
    months: [...months.values()],
    typefaces: sharesBy((line) => line.typeface, ownSales, ownRefunds),
    licenceTypes: sharesBy((line) => licenceTypeName(line.licences), ownSales, ownRefunds),
    leftOut: [
      ...sales.filter((sale) => sale.currency !== currency).map((sale) => sale.order),
      ...refunds.filter((refund) => refund.currency !== currency).map((r) => r.creditNote),
    ],
  };
}

/** The whole range's totals, for the sentence that sums up each figure. */
export function monthTotals(months: readonly MonthFigures[]): Omit<MonthFigures, 'month'> {
  const total = (pick: (month: MonthFigures) => number) => sumCents(months.map(pick));
  return {
    netCents: total((month) => month.netCents),
    taxCents: total((month) => month.taxCents),
    paidOrders: total((month) => month.paidOrders),
    carts: total((month) => month.carts),
    refunds: total((month) => month.refunds),
    refundedNetCents: total((month) => month.refundedNetCents),
    refundedTaxCents: total((month) => month.refundedTaxCents),
  };
}
