import { isEuMemberState, UNITED_KINGDOM, vatRateOf } from './vatRates';

/** vat: EU or UK VAT; us_sales_tax: a US state's sales tax; none: no tax on this order. */
export type TaxKind = 'vat' | 'us_sales_tax' | 'none';

/**
 * How far a buyer's VAT number was confirmed: `vies` — the EU's VIES register answered that it
 * is registered; `checksum` — its check digits are right for its country but no register was
 * asked or reachable ("checksum only, not confirmed"). docs/taxes.md says when each is used.
 */
export type VatNumberStatus = 'vies' | 'checksum';

/**
 * The tax an order pays, as the server's TaxCalculator decides it. `reverseCharge`: a
 * business buyer abroad accounts for the VAT itself; the rate is then 0 and the invoice says
 * so. `vatNumber` is the buyer's number as it was accepted (normalised), for the invoice.
 */
export interface TaxDecision {
  kind: TaxKind;
  ratePercent: number;
  reverseCharge: boolean;
  /** The country whose tax it is (ISO code); null when there is none. */
  country: string | null;
  vatNumber: string | null;
  /** How `vatNumber` was confirmed; null without a number. */
  vatNumberStatus: VatNumberStatus | null;
  /** Why no tax is charged where a buyer might expect some (a US state exempting fonts). */
  note: string | null;
}

export const NO_TAX: TaxDecision = {
  kind: 'none',
  ratePercent: 0,
  reverseCharge: false,
  country: null,
  vatNumber: null,
  vatNumberStatus: null,
  note: null,
};

export function usSalesTax(ratePercent: number, note: string | null = null): TaxDecision {
  return { ...NO_TAX, kind: 'us_sales_tax', ratePercent, country: 'US', note };
}

/**
 * Whether the buyer's VAT number changes the tax: only for a business in another EU member
 * state or in the UK. In the foundry's own country VAT is always charged, whatever number
 * is given, and elsewhere there is no VAT to spare.
 */
export function vatNumberMatters(sellerCountry: string, buyerCountry: string): boolean {
  if (buyerCountry === sellerCountry) return false;
  return isEuMemberState(buyerCountry) || buyerCountry === UNITED_KINGDOM;
}

/**
 * VAT for a buyer outside the US, for a foundry in an EU member state (docs/taxes.md):
 * - a buyer in the foundry's own country pays its VAT;
 * - a buyer in another member state pays that state's rate, unless a business with a VAT
 *   number (`vatNumber`: already accepted by the server's check), which pays none: reverse charge;
 * - in the UK the same: consumers pay UK VAT, businesses with a VAT number none;
 * - everyone else pays no tax.
 */
export function vatDecision(
  sellerCountry: string,
  buyerCountry: string,
  vatNumber: string | null,
  vatNumberStatus: VatNumberStatus = 'checksum',
): TaxDecision {
  const rate = vatRateOf(buyerCountry);
  if (rate === null) return NO_TAX;
  const withNumber = vatNumber ? { vatNumber, vatNumberStatus } : {};
  if (vatNumber && vatNumberMatters(sellerCountry, buyerCountry)) {
    return { ...NO_TAX, kind: 'vat', reverseCharge: true, country: buyerCountry, ...withNumber };
  }
  return { ...NO_TAX, kind: 'vat', ratePercent: rate, country: buyerCountry, ...withNumber };
}
