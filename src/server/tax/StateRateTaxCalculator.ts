import { NO_TAX, usSalesTax } from '../../domain/tax/taxDecision';
import type { TaxAddress, TaxCalculator, TaxLookup } from './TaxCalculator';
import { US_SALES_TAX_RATES } from './usSalesTaxRates';
import { zipCodeFitsState } from './zipCodeRegions';

export const ADDRESS_NOT_FOUND =
  'We could not find this address. Please check the state and zip code.';

export const UNITED_STATES = 'US';

/** The statewide rate of a US address's state; no tax outside the US. */
export class StateRateTaxCalculator implements TaxCalculator {
  async taxFor(address: TaxAddress): Promise<TaxLookup> {
    if (address.country.trim().toUpperCase() !== UNITED_STATES) {
      return { ok: true, is_us_order: false, us_sales_tax_percentage: 0, tax: NO_TAX };
    }
    const state = (address.state ?? '').trim().toUpperCase();
    const rate = US_SALES_TAX_RATES[state];
    if (rate === undefined || !zipCodeFitsState(address.zip_code.trim(), state)) {
      return { ok: false, taxjar_error: ADDRESS_NOT_FOUND, field: 'zip_code' };
    }
    return { ok: true, is_us_order: true, us_sales_tax_percentage: rate, tax: usSalesTax(rate) };
  }
}
