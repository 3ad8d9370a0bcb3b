import { vatDecision, vatNumberMatters } from '../../domain/tax/taxDecision';
import { countryName } from '../../domain/tax/cartTax';
import { UNITED_STATES } from './StateRateTaxCalculator';
import type { TaxAddress, TaxCalculator, TaxLookup } from './TaxCalculator';
import type { VatNumberCheck } from './VatNumberCheck';

export function invalidVatNumberMessage(country: string): string {
  return `This is not a valid VAT number for ${countryName(country)}. Please check it, or leave it empty to pay VAT.`;
}

/**
 * The embedded tax calculator (README "Taxes"): US addresses are answered by the US
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
    const typed = address.vat_number?.trim() ?? '';
    let vatNumber: string | null = null;
    if (typed !== '') {
      vatNumber = await this.vatNumbers.check(typed, country);
      if (vatNumber === null && vatNumberMatters(this.sellerCountry, country)) {
        return { ok: false, taxjar_error: invalidVatNumberMessage(country), field: 'vat_number' };
      }
    }
    const tax = vatDecision(this.sellerCountry, country, vatNumber);
    return { ok: true, is_us_order: false, us_sales_tax_percentage: 0, tax };
  }
}
