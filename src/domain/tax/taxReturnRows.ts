import { convertAtRate } from '../orders/convertAtRate';
import { inPounds, type PoundAmounts } from '../orders/vatInSterling';
import type { TaxKind } from './taxDecision';
import { isEuMemberState, UNITED_KINGDOM } from './vatRates';

const EURO = 'EUR';
const POUND = 'GBP';

/**
 * One paid invoice as the tax returns read it: the figures its invoice states (the net amount
 * is the invoice's, gross less tax; src/server/orders/adapters/invoiceTaxOf.ts), its tax decision and
 * its euro rate.
 */
export interface TaxReturnInvoice {
  /** "INV-000042" (src/server/orders/app/invoiceNumber.ts). */
  invoiceNumber: string;
  /** The date of supply: the day of payment (docs/invoices.md). */
  issuedAt: string;
  currency: string;
  netCents: number;
  taxKind: TaxKind;
  taxCents: number;
  ratePercent: number;
  /** Whose tax it is (ISO code): the member state of consumption for EU VAT. */
  taxCountry: string | null;
  reverseCharge: boolean;
  buyerVatNumber: string | null;
  /** The foundry's country when the order was placed. */
  sellerCountry: string;
  /** The VAT in euro cents the invoice states; null for euros or no VAT. */
  taxEurCents: number | null;
  /** The ECB rate the invoice uses (units of `currency` per euro); null for euros. */
  unitsPerEuro: number | null;
  /** The net amount and UK VAT in pence the invoice states; null for pounds or no UK VAT. */
  poundsStated: PoundAmounts | null;
  /** HMRC's period rate the invoice uses (units of `currency` per pound); null for pounds. */
  unitsPerPound: number | null;
  /** The US state of a US buyer; null elsewhere. */
  usState: string | null;
}

/**
 * A credit note as the tax returns read it: what it gave back (positive) and the invoice it
 * corrects, whose classification and euro rate it keeps (Art. 90 of the directive, §17 UStG:
 * the reduction is reported in the period of the credit note, at the invoice's rate).
 */
export interface TaxReturnCreditNote {
  /** "CN-000001". */
  number: string;
  issuedAt: string;
  netCents: number;
  taxCents: number;
  taxEurCents: number | null;
  /** What it gave back in pence at the invoice's period rate; null where the invoice has none. */
  poundsStated: PoundAmounts | null;
  invoice: TaxReturnInvoice;
}

/** Which return a supply belongs to. */
export type SupplyKind = 'oss' | 'ec_sales_list' | 'domestic' | 'uk' | 'us' | 'outside_scope';

/**
 * Where a supply is reported (place of supply of electronic services to consumers:
 * Art. 58 of Directive 2006/112/EC; to businesses: Art. 44 with Art. 196):
 * - VAT of the seller's own country: the domestic return (Umsatzsteuer-Voranmeldung, §18 UStG);
 * - VAT of another member state charged to a consumer: the OSS return (Art. 369b ff., §18j UStG
 *   for the Union scheme, §18h UStG for the procedure);
 * - a reverse-charged business in another member state: the EC Sales List (§18a(1) UStG);
 * - UK VAT charged to a UK consumer: the UK return; US sales tax: per state;
 * - anything else (exports, UK businesses) is outside these returns.
 */
export function supplyKindOf(invoice: TaxReturnInvoice): SupplyKind {
  if (invoice.taxKind === 'us_sales_tax') return 'us';
  if (invoice.taxKind !== 'vat' || invoice.taxCountry === null) return 'outside_scope';
  const country = invoice.taxCountry;
  if (country === invoice.sellerCountry) return 'domestic';
  if (country === UNITED_KINGDOM) return invoice.reverseCharge ? 'outside_scope' : 'uk';
  if (!isEuMemberState(country)) return 'outside_scope';
  return invoice.reverseCharge ? 'ec_sales_list' : 'oss';
}

/** Amounts of one invoice or credit note in euro cents; credit notes negative. */
export interface EuroAmounts {
  netEurCents: number;
  vatEurCents: number;
}

/**
 * Cents of `currency` in euro cents at the invoice's rate, with the formula the invoice's VAT
 * line uses (vatInEur.ts: round(cents ÷ units per euro), half-up); null when a foreign amount
 * has no rate. Euros stay as they are.
 */
export function toEuroCents(
  cents: number,
  currency: string,
  unitsPerEuro: number | null,
): number | null {
  if (currency === EURO) return cents;
  if (unitsPerEuro === null) return null;
  return convertAtRate(cents, unitsPerEuro);
}

/**
 * An amount's euro cents, the stated euro VAT where the document has one. Both are converted
 * positive and negated after, so a credit note rounds exactly as its invoice would.
 */
function euroAmounts(
  netCents: number,
  taxCents: number,
  taxEurCents: number | null,
  invoice: TaxReturnInvoice,
  sign: 1 | -1,
): EuroAmounts | null {
  const net = toEuroCents(netCents, invoice.currency, invoice.unitsPerEuro);
  const vat = taxEurCents ?? toEuroCents(taxCents, invoice.currency, invoice.unitsPerEuro);
  if (net === null || vat === null) return null;
  return { netEurCents: sign * net, vatEurCents: sign * vat };
}

/** Amounts of one invoice or credit note with UK VAT in pence; credit notes negative. */
export interface PoundAmountsSigned {
  netGbpCents: number;
  vatGbpCents: number;
}

/**
 * The sterling figures of a document with UK VAT: those it states, else pounds as they are,
 * else a conversion at its invoice's period rate (a document from before the shop stated
 * sterling: HMRC's period rate of a day is one published figure, so it gives what the document
 * would have stated); null without a rate.
 */
function poundAmounts(
  netCents: number,
  taxCents: number,
  stated: PoundAmounts | null,
  invoice: TaxReturnInvoice,
  sign: 1 | -1,
): PoundAmountsSigned | null {
  const pounds =
    stated ??
    (invoice.currency === POUND
      ? { netCents, vatCents: taxCents }
      : invoice.unitsPerPound === null
        ? null
        : inPounds(netCents, taxCents, invoice.unitsPerPound));
  return pounds && { netGbpCents: sign * pounds.netCents, vatGbpCents: sign * pounds.vatCents };
}

/** One invoice or credit note, signed: what it adds to the quarter's figures. */
export interface TaxReturnEntry {
  kind: SupplyKind;
  invoice: TaxReturnInvoice;
  /** In the document's currency, signed. */
  netCents: number;
  taxCents: number;
  /** Null where a foreign amount has no euro rate. */
  euros: EuroAmounts | null;
  /** For UK VAT: the pounds; null elsewhere and where a foreign amount has no period rate. */
  pounds: PoundAmountsSigned | null;
  /** "INV-000042", "CN-000001": the document, for the lists of those without a rate. */
  document: string;
}

export function invoiceEntry(invoice: TaxReturnInvoice): TaxReturnEntry {
  const kind = supplyKindOf(invoice);
  return {
    kind,
    invoice,
    netCents: invoice.netCents,
    taxCents: invoice.taxCents,
    euros: euroAmounts(invoice.netCents, invoice.taxCents, invoice.taxEurCents, invoice, 1),
    pounds:
      kind === 'uk'
        ? poundAmounts(invoice.netCents, invoice.taxCents, invoice.poundsStated, invoice, 1)
        : null,
    document: invoice.invoiceNumber,
  };
}

/**
 * A credit note takes its amounts off (`sign` -1). A credit note whose card payout failed later
 * adds them back (+1) in the period the shop learned of it, and takes them off again when staff
 * paid the customer another way: the price is reduced when the amount is actually refunded
 * (§17(1) sentences 1 and 7 UStG; docs/decisions/0023-refund-payouts-that-fail-later.md).
 */
export function creditNoteEntry(note: TaxReturnCreditNote, sign: 1 | -1 = -1): TaxReturnEntry {
  const kind = supplyKindOf(note.invoice);
  return {
    kind,
    invoice: note.invoice,
    netCents: sign * note.netCents,
    taxCents: sign * note.taxCents,
    euros: euroAmounts(note.netCents, note.taxCents, note.taxEurCents, note.invoice, sign),
    pounds:
      kind === 'uk'
        ? poundAmounts(note.netCents, note.taxCents, note.poundsStated, note.invoice, sign)
        : null,
    document: note.number,
  };
}
