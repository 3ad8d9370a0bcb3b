import { vatDecision, vatNumberMatters } from '../../../domain/tax/taxDecision';
import { UNITED_STATES } from './StateRateTaxCalculator';
import type { TaxAddress, TaxCalculator, TaxLookup } from './TaxCalculator';
import type { VatNumberCheck } from './VatNumberCheck';

/**
 * The embedded tax calculator (docs/taxes.md): US addresses are answered by the US
 * calculator (state rates), every other by the domain's VAT rules for a foundry in
 * `sellerCountry`, with the buyer's VAT number checked by `vatNumbers` where it changes the
 * tax. A number that would spare VAT but is not valid is refused, so that a business is
 * never charged VAT it expected not to pay without being told.
 */
export class TableTaxCalculator implements TaxCalculator {
  constructor(
    private readonly sellerCountry: string,
    private readonly vatNumbers: VatNumberCheck,
    private readonly us: TaxCalculator,
  ) {}

  async taxFor(address: TaxAddress): Promise<TaxLookup> {
    const country = address.country.trim().toUpperCase();
    if (country === UNITED_STATES) return this.us.taxFor(address);
    const typed = address.vatNumber?.trim() ?? '';
    if (typed === '') {
      return placed(vatDecision(this.sellerCountry, country, null));
    }
    const verdict = await this.vatNumbers.check(typed, country);
    if (!verdict.valid) {
      if (!vatNumberMatters(this.sellerCountry, country)) {
        // In the foundry's own country or outside the EU and UK the number changes nothing.
        return placed(vatDecision(this.sellerCountry, country, null));
      }
      return { ok: false, refusal: verdict.message, field: 'vat_number' };
    }
    return placed(vatDecision(this.sellerCountry, country, verdict.number, verdict.status));
  }
}

function placed(tax: ReturnType<typeof vatDecision>): TaxLookup {
  return { ok: true, tax };
}
