/**
 * What checkout needs to know about sales tax for an order address (spec §7, the address
 * mode of PUT cart: is_us_order, us_sales_tax_percentage, taxjar_error). The embedded
 * default is a table of state rates; a TaxJar adapter can implement the same port.
 */
export interface TaxCalculator {
  taxFor(address: TaxAddress): Promise<TaxLookup>;
}

/** The order information fields that place an address (spec §3 personal info). */
export interface TaxAddress {
  country: string;
  state?: string | null;
  zip_code: string;
  city?: string | null;
  address1?: string | null;
}

/**
 * Placed: the order's tax rate (0 for any order outside the US). Unplaceable: a US address
 * the calculator cannot find, with the text checkout shows above the form (spec §8).
 */
export type TaxLookup =
  | { ok: true; is_us_order: boolean; us_sales_tax_percentage: number }
  | { ok: false; taxjar_error: string };
