import {
  creditNoteEntry,
  invoiceEntry,
  type TaxReturnCreditNote,
  type TaxReturnEntry,
  type TaxReturnInvoice,
} from './taxReturnRows';

/**
 * One line of the OSS return: a member state of consumption and a rate, with the taxable
 * amounts and the VAT in euro cents (Art. 369g(1) of Directive 2006/112/EC: per member state
 * of consumption, the total value excluding VAT, the rates and the VAT due; §18h UStG).
 */
export interface OssLine {
  country: string;
  ratePercent: number;
  netEurCents: number;
  vatEurCents: number;
}

/** One line of the EC Sales List (§18a(7) UStG): the buyer's VAT ID and the sum of the sales. */
export interface EcSalesListLine {
  vatNumber: string;
  country: string;
  netEurCents: number;
}

/** One rate of the domestic return (Umsatzsteuer-Voranmeldung, §18 UStG), in euro cents. */
export interface DomesticLine {
  ratePercent: number;
  netEurCents: number;
  vatEurCents: number;
}

/**
 * One rate of the UK VAT return, in pence: HMRC takes a return only in sterling (VAT Act 1994,
 * Schedule 6, paragraph 11), so each document counts with the pounds it states.
 */
export interface UkLine {
  ratePercent: number;
  netGbpCents: number;
  vatGbpCents: number;
}

/** US sales tax of one state, in the currency it was charged in. */
export interface UsStateLine {
  state: string;
  currency: string;
  netCents: number;
  taxCents: number;
}

/** Every figure of a quarter's returns. */
export interface TaxReturns {
  oss: OssLine[];
  ecSalesList: EcSalesListLine[];
  domestic: DomesticLine[];
  uk: UkLine[];
  us: UsStateLine[];
  /** Documents in another currency with no euro rate: their EU figures are left out. */
  noEuroRate: string[];
  /** Documents with UK VAT in another currency with no period rate: left out of the UK figures. */
  noSterlingRate: string[];
}

/** Sums the entries into lines keyed by `keyOf`, in key order. */
function sumBy<Line>(
  entries: readonly TaxReturnEntry[],
  keyOf: (entry: TaxReturnEntry) => string,
  start: (entry: TaxReturnEntry) => Line,
  add: (line: Line, entry: TaxReturnEntry) => void,
): Line[] {
  const lines = new Map<string, Line>();
  for (const entry of entries) {
    const key = keyOf(entry);
    let line = lines.get(key);
    if (!line) {
      line = start(entry);
      lines.set(key, line);
    }
    add(line, entry);
  }
  return [...lines.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, line]) => line);
}

/** Euro figures of an entry; callers pass only converted entries. */
function eurosOf(entry: TaxReturnEntry): { netEurCents: number; vatEurCents: number } {
  return entry.euros ?? { netEurCents: 0, vatEurCents: 0 };
}

const rateKey = (rate: number) => rate.toFixed(2).padStart(6, '0');

/**
 * The quarter's returns from its invoices and credit notes (both already chosen by their own
 * dates: a credit note counts in the quarter it is dated in, not its invoice's; Art. 90 of the
 * directive, §17(1) UStG, and for the OSS §18h with Art. 369g's correction rules).
 * `failedPayouts` are credit notes whose card payout failed in the quarter: their reduction is
 * added back, and taken off again, as a credit note of `creditNotes`, in the quarter staff paid
 * the customer another way (taxReturnRows.ts `creditNoteEntry`).
 */
export function computeTaxReturns(
  invoices: readonly TaxReturnInvoice[],
  creditNotes: readonly TaxReturnCreditNote[],
  failedPayouts: readonly TaxReturnCreditNote[] = [],
): TaxReturns {
  const entries = [
    ...invoices.map(invoiceEntry),
    ...creditNotes.map((note) => creditNoteEntry(note)),
    ...failedPayouts.map((note) => creditNoteEntry(note, 1)),
  ];
  const euroKinds = new Set(['oss', 'ec_sales_list', 'domestic']);
  const noEuroRate = entries
    .filter((entry) => euroKinds.has(entry.kind) && entry.euros === null)
    .map((entry) => entry.document);
  const noSterlingRate = entries
    .filter((entry) => entry.kind === 'uk' && entry.pounds === null)
    .map((entry) => entry.document);
  const converted = (kind: string) =>
    entries.filter((entry) => entry.kind === kind && entry.euros !== null);
  const withKind = (kind: string) => entries.filter((entry) => entry.kind === kind);

  const oss = sumBy<OssLine>(
    converted('oss'),
    (entry) => `${entry.invoice.taxCountry} ${rateKey(entry.invoice.ratePercent)}`,
    (entry) => ({
      country: entry.invoice.taxCountry ?? '',
      ratePercent: entry.invoice.ratePercent,
      netEurCents: 0,
      vatEurCents: 0,
    }),
    (line, entry) => {
      line.netEurCents += eurosOf(entry).netEurCents;
      line.vatEurCents += eurosOf(entry).vatEurCents;
    },
  );
  const ecSalesList = sumBy<EcSalesListLine>(
    converted('ec_sales_list'),
    (entry) => entry.invoice.buyerVatNumber ?? '',
    (entry) => ({
      vatNumber: entry.invoice.buyerVatNumber ?? '',
      country: entry.invoice.taxCountry ?? '',
      netEurCents: 0,
    }),
    (line, entry) => {
      line.netEurCents += eurosOf(entry).netEurCents;
    },
  );
  const domestic = sumBy<DomesticLine>(
    converted('domestic'),
    (entry) => rateKey(entry.invoice.ratePercent),
    (entry) => ({ ratePercent: entry.invoice.ratePercent, netEurCents: 0, vatEurCents: 0 }),
    (line, entry) => {
      line.netEurCents += eurosOf(entry).netEurCents;
      line.vatEurCents += eurosOf(entry).vatEurCents;
    },
  );
  const uk = sumBy<UkLine>(
    withKind('uk').filter((entry) => entry.pounds !== null),
    (entry) => rateKey(entry.invoice.ratePercent),
    (entry) => ({ ratePercent: entry.invoice.ratePercent, netGbpCents: 0, vatGbpCents: 0 }),
    (line, entry) => {
      line.netGbpCents += entry.pounds?.netGbpCents ?? 0;
      line.vatGbpCents += entry.pounds?.vatGbpCents ?? 0;
    },
  );
  const us = sumBy<UsStateLine>(
    withKind('us'),
    (entry) => `${entry.invoice.usState ?? '??'} ${entry.invoice.currency}`,
    (entry) => ({
      state: entry.invoice.usState ?? '',
      currency: entry.invoice.currency,
      netCents: 0,
      taxCents: 0,
    }),
    (line, entry) => {
      line.netCents += entry.netCents;
      line.taxCents += entry.taxCents;
    },
  );
  return { oss, ecSalesList, domestic, uk, us, noEuroRate, noSterlingRate };
}
