import type { TaxAddress, TaxCalculator, TaxLookup } from './TaxCalculator';
import { postcodeConflict } from './locationEvidence';

/**
 * Any tax calculator, behind the check that the address's own evidence agrees with itself:
 * the postcode must fit the country (and a US ZIP code the state) before a rate is looked up,
 * so that "Switzerland" with a Berlin postcode, or Oregon with ZIP 90210, is refused with a
 * message naming the disagreement instead of being taxed by the country alone.
 */
export class EvidenceCheckedTaxCalculator implements TaxCalculator {
  constructor(private readonly inner: TaxCalculator) {}

  async taxFor(address: TaxAddress): Promise<TaxLookup> {
    const country = address.country.trim().toUpperCase();
    const state = address.state?.trim().toUpperCase() || null;
    const conflict = postcodeConflict(country, address.zipCode, state);
    if (conflict) return { ok: false, refusal: conflict.message, field: 'zip_code' };
    return this.inner.taxFor(address);
  }
}
