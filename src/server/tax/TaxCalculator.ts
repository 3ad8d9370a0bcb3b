import type { TaxDecision } from '../../domain/tax/taxDecision';

/**
 * What checkout needs to know about tax for an order address (docs/spec.md §7, the address mode of
 * PUT cart: is_us_order, us_sales_tax_percentage, taxjar_error; docs/taxes.md for VAT). The
 * embedded default is TableTaxCalculator: the domain's VAT rules and the US state rates; a
 * Stripe Tax, TaxJar or VIES-backed adapter can implement the same port.
 */
export interface TaxCalculator {
  taxFor(address: TaxAddress): Promise<TaxLookup>;
}

/** The order information fields that place an address (docs/spec.md §3 personal info). */
export interface TaxAddress {
  country: string;
  state?: string | null;
  zip_code: string;
  city?: string | null;
  address1?: string | null;
  /** The buyer's VAT number as typed; a business abroad in the EU or UK pays no VAT with one. */
  vat_number?: string | null;
}

/**
 * Placed: the order's tax, with the US answer fields the browser reads (US rate, 0 outside
 * the US). Unplaceable: an address or VAT number the calculator cannot accept, with the
 * text checkout shows above the form (docs/spec.md §8) and the field it is about.
 */
export type TaxLookup =
  | { ok: true; is_us_order: boolean; us_sales_tax_percentage: number; tax: TaxDecision }
  | { ok: false; taxjar_error: string; field: 'zip_code' | 'vat_number' };
