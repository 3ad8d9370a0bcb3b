import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inPounds } from '../../src/domain/orders/vatInSterling';
import { ecSalesListCsv, ossCsv } from '../../src/domain/tax/taxReturnCsv';
import type { TaxReturnCreditNote, TaxReturnInvoice } from '../../src/domain/tax/taxReturnRows';
import { computeTaxReturns } from '../../src/domain/tax/taxReturns';

/*
 * docs/tax-returns.md's worked quarter, computed with the domain: the document prints the
 * invoices, the credit note and every table these render, so neither can drift.
 */
const TEXT = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../docs/tax-returns.md'),
  'utf8',
);
/** The tables as written, less the spaces the formatter pads their cells with. */
const DOC = TEXT.replace(/ {2,}/g, ' ');

const base: Omit<TaxReturnInvoice, 'invoiceNumber' | 'issuedAt' | 'netCents' | 'taxCents'> = {
  currency: 'EUR',
  taxKind: 'vat',
  ratePercent: 20,
  taxCountry: 'FR',
  reverseCharge: false,
  buyerVatNumber: null,
  sellerCountry: 'DE',
  taxEurCents: null,
  unitsPerEuro: null,
  poundsStated: null,
  unitsPerPound: null,
  usState: null,
};

/** HMRC's period rate of July 2026 in the worked quarter: 1 GBP = 1.27 USD. */
const JULY_USD_PER_POUND = 1.27;

const INVOICES: TaxReturnInvoice[] = [
  {
    ...base,
    invoiceNumber: 'INV-000101',
    issuedAt: '2026-07-14',
    netCents: 10_000,
    taxCents: 1_900,
    ratePercent: 19,
    taxCountry: 'DE',
  },
  {
    ...base,
    invoiceNumber: 'INV-000102',
    issuedAt: '2026-07-20',
    currency: 'USD',
    netCents: 5_080,
    taxCents: 1_016,
    taxCountry: 'GB',
    unitsPerPound: JULY_USD_PER_POUND,
    poundsStated: inPounds(5_080, 1_016, JULY_USD_PER_POUND),
  },
  {
    ...base,
    invoiceNumber: 'INV-000103',
    issuedAt: '2026-08-03',
    netCents: 5_000,
    taxCents: 1_000,
  },
  {
    ...base,
    invoiceNumber: 'INV-000104',
    issuedAt: '2026-08-20',
    currency: 'USD',
    netCents: 6_000,
    taxCents: 1_200,
    unitsPerEuro: 1.085,
    taxEurCents: 1_106,
  },
  {
    ...base,
    invoiceNumber: 'INV-000105',
    issuedAt: '2026-09-02',
    netCents: 8_000,
    taxCents: 1_600,
    taxCountry: 'AT',
  },
  {
    ...base,
    invoiceNumber: 'INV-000106',
    issuedAt: '2026-09-10',
    netCents: 25_000,
    taxCents: 0,
    ratePercent: 0,
    reverseCharge: true,
    buyerVatNumber: 'FR40303265045',
  },
  {
    ...base,
    invoiceNumber: 'INV-000107',
    issuedAt: '2026-09-15',
    currency: 'USD',
    netCents: 10_000,
    taxCents: 400,
    taxKind: 'us_sales_tax',
    ratePercent: 4,
    taxCountry: 'US',
    usState: 'NY',
  },
];
/** Corrects an invoice of the quarter before (2026-06-28): it counts in the credit note's quarter. */
const EARLIER: TaxReturnInvoice = {
  ...base,
  invoiceNumber: 'INV-000099',
  issuedAt: '2026-06-28',
  netCents: 3_000,
  taxCents: 600,
  taxCountry: 'AT',
};
const CREDIT_NOTES: TaxReturnCreditNote[] = [
  {
    number: 'CN-000007',
    issuedAt: '2026-09-25',
    netCents: 3_000,
    taxCents: 600,
    taxEurCents: null,
    poundsStated: null,
    invoice: EARLIER,
  },
];

const amount = (cents: number) => (cents / 100).toFixed(2);
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/** The input table as the document prints it. */
function documentRows(): string[] {
  return [
    ...INVOICES.map((invoice) =>
      row([
        invoice.invoiceNumber,
        invoice.issuedAt,
        invoice.taxCountry ?? '',
        invoice.reverseCharge
          ? `business ${invoice.buyerVatNumber}`
          : (invoice.usState ?? 'consumer'),
        `${invoice.currency} ${amount(invoice.netCents)}`,
        `${invoice.ratePercent}%`,
        `${invoice.currency} ${amount(invoice.taxCents)}`,
      ]),
    ),
    ...CREDIT_NOTES.map((note) =>
      row([
        `${note.number} (corrects ${note.invoice.invoiceNumber} of ${note.invoice.issuedAt})`,
        note.issuedAt,
        note.invoice.taxCountry ?? '',
        'consumer',
        `${note.invoice.currency} -${amount(note.netCents)}`,
        `${note.invoice.ratePercent}%`,
        `${note.invoice.currency} -${amount(note.taxCents)}`,
      ]),
    ),
  ];
}

const returns = computeTaxReturns(INVOICES, CREDIT_NOTES);

describe('docs/tax-returns.md, the worked quarter', () => {
  it('prints the invoices and the credit note the test computes with', () => {
    for (const line of documentRows()) expect(DOC).toContain(line);
  });

  it('prints the OSS return', () => {
    for (const line of returns.oss) {
      expect(DOC).toContain(
        row([
          line.country,
          `${line.ratePercent}%`,
          amount(line.netEurCents),
          amount(line.vatEurCents),
        ]),
      );
    }
    expect(returns.oss).toHaveLength(2);
  });

  it('prints the EC Sales List, domestic, UK and US figures', () => {
    const lines = [
      ...returns.ecSalesList.map((l) => row([l.country, l.vatNumber, amount(l.netEurCents)])),
      ...returns.domestic.map((l) =>
        row([`${l.ratePercent}%`, amount(l.netEurCents), amount(l.vatEurCents)]),
      ),
      ...returns.uk.map((l) =>
        row([`${l.ratePercent}%`, amount(l.netGbpCents), amount(l.vatGbpCents)]),
      ),
      ...returns.us.map((l) => row([l.state, l.currency, amount(l.netCents), amount(l.taxCents)])),
    ];
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(DOC).toContain(line);
  });

  it('prints the pounds the UK invoice states', () => {
    const [uk] = INVOICES.filter((invoice) => invoice.taxCountry === 'GB');
    const pounds = inPounds(uk?.netCents ?? 0, uk?.taxCents ?? 0, JULY_USD_PER_POUND);
    expect(DOC).toContain(
      `net amount £${amount(pounds.netCents)}, VAT 20% £${amount(pounds.vatCents)}`,
    );
  });

  it('prints both files as the routes answer them', () => {
    const fenced = (text: string) => text.replaceAll('\r\n', '\n');
    expect(TEXT).toContain(fenced(ossCsv(returns.oss)));
    expect(TEXT).toContain(fenced(ecSalesListCsv(returns.ecSalesList)));
  });
});
