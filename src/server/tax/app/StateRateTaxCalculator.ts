import { NO_TAX, usSalesTax } from '../../../domain/tax/taxDecision';
import type { TaxAddress, TaxCalculator, TaxLookup } from './TaxCalculator';
import { notTaxedNote, usSalesTaxRateOf } from './usSalesTaxRates';

export const ADDRESS_NOT_FOUND =
  'We could not find this address. Please check the state and zip code.';

export const UNITED_STATES = 'US';

/**
 * The statewide rate of a US address's state, 0 with a note where the state does not tax
 * fonts delivered by download (usSalesTaxRates.ts); no tax outside the US. Whether the ZIP
 * code belongs to the state is the location evidence's check (locationEvidence.ts).
 */
export class StateRateTaxCalculator implements TaxCalculator {
  async taxFor(address: TaxAddress): Promise<TaxLookup> {
    if (address.country.trim().toUpperCase() !== UNITED_STATES) {
      return { ok: true, tax: NO_TAX };
    }
    const state = (address.state ?? '').trim().toUpperCase();
    const rate = usSalesTaxRateOf(state);
    if (rate === undefined) {
      return { ok: false, refusal: ADDRESS_NOT_FOUND, field: 'zip_code' };
    }
    const note = rate === 0 ? notTaxedNote(state) : null;
    return {
      ok: true,
      tax: usSalesTax(rate, note),
    };
  }
}
