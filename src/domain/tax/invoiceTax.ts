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
}

/** Art. 230 of Directive 2006/112/EC: the VAT also in euros, with the rate it was converted at. */
export interface VatInEuros {
  cents: Cents;
  /** The ECB reference rate: units of the invoice's currency one euro bought. */
  unitsPerEuro: number;
  /** The day the rate was published (ISO). */
  rateDate: string;
}
