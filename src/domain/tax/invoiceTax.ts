import type { Cents } from '../pricing/money';
import type { TaxKind } from './taxDecision';

/** An order's tax as its invoice states it (stored with the order, migration 0830). */
export interface InvoiceTax {
  kind: TaxKind;
  ratePercentage: number;
  cents: Cents;
  /** Whose tax it is (ISO code). */
  country: string | null;
  reverseCharge: boolean;
  buyerVatNumber: string | null;
  sellerVatId: string | null;
  /** The VAT in euros, for VAT charged in another currency (migration 0960); else null. */
  inEuros: VatInEuros | null;
  /**
   * The net amount and UK VAT in pounds, for UK VAT charged in another currency (migration
   * 1090); else null.
   */
  inPounds: VatInPounds | null;
}

/** Art. 230 of Directive 2006/112/EC: the VAT also in euros, with the rate it was converted at. */
export interface VatInEuros {
  cents: Cents;
  /** The ECB reference rate: units of the invoice's currency one euro bought. */
  unitsPerEuro: number;
  /** The day the rate was published (ISO). */
  rateDate: string;
}

/**
 * UK VAT in sterling: an invoice in another currency states the net amount and the VAT of each
 * rate in pounds too (gov.uk, "Transactions in foreign currencies and VAT"; regulation 14(1) of
 * the VAT Regulations 1995), here at HMRC's period rate of the date of supply (vatInSterling.ts).
 */
export interface VatInPounds {
  netCents: Cents;
  vatCents: Cents;
  /** HMRC's period rate: units of the invoice's currency one pound bought. */
  unitsPerPound: number;
  /** The days the rate applied to (ISO, both included). */
  rateStart: string;
  rateEnd: string;
}
