import type Stripe from 'stripe';
import { NO_TAX, usSalesTax } from '../../../domain/tax/taxDecision';
import { ADDRESS_NOT_FOUND, UNITED_STATES } from '../app/StateRateTaxCalculator';
import type { TaxAddress, TaxCalculator, TaxLookup } from '../app/TaxCalculator';
import { notTaxedNote } from '../app/usSalesTaxRates';

/** What the adapter needs of the SDK: `stripe.tax.calculations`. Tests pass recorded answers. */
export interface StripeTaxCalculations {
  create(params: Stripe.Tax.CalculationCreateParams): Promise<Stripe.Tax.Calculation>;
}

/**
 * Stripe's tax code for a font licence: "Downloadable Software - Business Use"
 * (https://docs.stripe.com/tax/tax-codes).
 */
export const FONT_LICENCE_TAX_CODE = 'txcd_10202003';

/**
 * The amount the rate is asked for: the port answers a rate, not an amount (the domain applies
 * it to the cart's net), so a round sum large enough that Stripe's per-jurisdiction rounding
 * does not blur the percentage.
 */
const PROBE_AMOUNT_CENTS = 1_000_000;

/** Stripe's reasons for charging nothing on a line (Calculation.tax_breakdown.taxability_reason). */
const EXEMPT_REASONS = new Set(['product_exempt', 'not_subject_to_tax', 'not_collecting']);

/**
 * US sales tax from Stripe Tax's Tax Calculations API
 * (https://docs.stripe.com/api/tax/calculations/create), with county and city rates the
 * offline table leaves out (TAX_CALCULATOR=stripe_tax, docs/taxes.md). The rate is the sum
 * of the breakdown's percentages; a state where Stripe finds fonts exempt charges 0 with the
 * same note as the table. An address Stripe cannot place (`customer_tax_location_invalid`) is
 * refused on the zip code, as the table refuses it.
 */
export class StripeTaxCalculator implements TaxCalculator {
  constructor(private readonly calculations: StripeTaxCalculations) {}

  async taxFor(address: TaxAddress): Promise<TaxLookup> {
    if (address.country.trim().toUpperCase() !== UNITED_STATES) {
      return { ok: true, tax: NO_TAX };
    }
    const state = (address.state ?? '').trim().toUpperCase();
    let calculation: Stripe.Tax.Calculation;
    try {
      calculation = await this.calculations.create({
        currency: 'usd',
        line_items: [
          {
            amount: PROBE_AMOUNT_CENTS,
            reference: 'font-licence',
            tax_code: FONT_LICENCE_TAX_CODE,
          },
        ],
        customer_details: {
          address: {
            country: UNITED_STATES,
            state,
            postal_code: address.zipCode.trim(),
            city: address.city ?? undefined,
            line1: address.address1 ?? undefined,
          },
          address_source: 'billing',
        },
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === 'customer_tax_location_invalid') {
        return { ok: false, refusal: ADDRESS_NOT_FOUND, field: 'zip_code' };
      }
      throw error;
    }
    const breakdown = calculation.tax_breakdown;
    const rate = roundRate(
      breakdown.reduce((sum, part) => sum + Number(part.tax_rate_details.percentage_decimal), 0),
    );
    const exempt =
      rate === 0 && breakdown.some((part) => EXEMPT_REASONS.has(part.taxability_reason));
    const tax = usSalesTax(rate, exempt ? notTaxedNote(state) : null);
    return { ok: true, tax };
  }
}

/** "7.25" + "2.25" + "0.5" adds up with float noise; rates have at most four decimals. */
function roundRate(rate: number): number {
  return Math.round(rate * 10_000) / 10_000;
}
