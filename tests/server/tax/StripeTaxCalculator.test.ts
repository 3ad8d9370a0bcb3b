import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  FONT_LICENCE_TAX_CODE,
  StripeTaxCalculator,
  type StripeTaxCalculations,
} from '../../../src/server/tax/adapters/StripeTaxCalculator';

type Breakdown = Stripe.Tax.Calculation.TaxBreakdown;

/** A tax_breakdown entry as Stripe's Tax Calculations API answers it. */
function part(
  percentage: string,
  reason: Breakdown['taxability_reason'],
  state: string | null,
): Breakdown {
  const amount = Math.round(Number(percentage) * 10_000);
  return {
    amount,
    inclusive: false,
    taxability_reason: reason,
    taxable_amount: reason === 'standard_rated' ? 1_000_000 : 0,
    tax_rate_details: {
      country: 'US',
      flat_amount: null,
      percentage_decimal: percentage,
      rate_type: 'percentage',
      state,
      tax_type: 'sales_tax',
    },
  };
}

/** The fields of a Calculation the adapter reads, around a recorded tax_breakdown. */
function calculation(breakdown: Breakdown[]): Stripe.Tax.Calculation {
  const tax = breakdown.reduce((sum, entry) => sum + entry.amount, 0);
  return {
    id: 'taxcalc_1SXYZ',
    object: 'tax.calculation',
    amount_total: 1_000_000 + tax,
    currency: 'usd',
    customer: null,
    customer_details: {
      address: null,
      address_source: 'billing',
      ip_address: null,
      tax_ids: [],
      taxability_override: 'none',
    },
    expires_at: null,
    livemode: false,
    ship_from_details: null,
    shipping_cost: null,
    tax_amount_exclusive: tax,
    tax_amount_inclusive: 0,
    tax_breakdown: breakdown,
    tax_date: 1_795_000_000,
  } as Stripe.Tax.Calculation;
}

function recorded(answer: Stripe.Tax.Calculation | Error) {
  const asked: Stripe.Tax.CalculationCreateParams[] = [];
  const calculations: StripeTaxCalculations = {
    async create(params) {
      asked.push(params);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { calculator: new StripeTaxCalculator(calculations), asked };
}

const brooklyn = {
  country: 'US',
  state: 'NY',
  zipCode: '11201',
  city: 'Brooklyn',
  address1: '1 Main St',
};

describe('US sales tax from Stripe Tax', () => {
  it('adds up the state and local rates of the breakdown', async () => {
    const { calculator, asked } = recorded(
      calculation([
        part('4.0', 'standard_rated', 'NY'),
        part('4.5', 'standard_rated', 'NY'),
        part('0.375', 'standard_rated', 'NY'),
      ]),
    );
    expect(await calculator.taxFor(brooklyn)).toMatchObject({
      ok: true,
      tax: { kind: 'us_sales_tax', ratePercent: 8.875, note: null },
    });
    expect(asked[0]).toMatchObject({
      currency: 'usd',
      line_items: [{ tax_code: FONT_LICENCE_TAX_CODE }],
      customer_details: {
        address: { country: 'US', state: 'NY', postal_code: '11201' },
        address_source: 'billing',
      },
    });
  });

  it('charges 0 with a note where fonts are exempt', async () => {
    const { calculator } = recorded(calculation([part('0.0', 'product_exempt', 'CA')]));
    expect(
      await calculator.taxFor({ ...brooklyn, state: 'CA', zipCode: '94103', city: 'SF' }),
    ).toMatchObject({
      ok: true,
      tax: {
        ratePercent: 0,
        note: 'No sales tax: California does not tax fonts delivered by download.',
      },
    });
  });

  it('refuses an address Stripe cannot place on the zip code', async () => {
    const error = Object.assign(new Error('Invalid address'), {
      code: 'customer_tax_location_invalid',
    });
    expect(await recorded(error).calculator.taxFor(brooklyn)).toEqual({
      ok: false,
      refusal: 'We could not find this address. Please check the state and zip code.',
      field: 'zip_code',
    });
  });

  it('asks nothing outside the US', async () => {
    const { calculator, asked } = recorded(calculation([]));
    expect(await calculator.taxFor({ country: 'DE', zipCode: '10115' })).toMatchObject({
      ok: true,
      tax: { kind: 'none' },
    });
    expect(asked).toEqual([]);
  });
});
