import type { TaxDecision } from '../../../domain/tax/taxDecision';

/**
 * What checkout needs to know about tax for an order address (docs/spec.md §7, the address mode of
 * PUT cart; docs/taxes.md for VAT), in the domain's names: the route writes the wire's
 * (`is_us_order`, `us_sales_tax_percentage` from the decision, `taxjar_error` from a refusal). The
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
  zipCode: string;
  city?: string | null;
  address1?: string | null;
  /** The buyer's VAT number as typed; a business abroad in the EU or UK pays no VAT with one. */
  vatNumber?: string | null;
}

/**
 * Placed: the order's tax. Unplaceable: an address or VAT number the calculator cannot accept,
 * with the text checkout shows above the form (docs/spec.md §8) and the form field it is about.
 */
export type TaxLookup =
  { ok: true; tax: TaxDecision } | { ok: false; refusal: string; field: 'zip_code' | 'vat_number' };
